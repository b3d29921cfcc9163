import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { getRouteApi } from '@tanstack/react-router';
import { MAX_PLAYERS_PER_SLOT, type TeeSheetSlot } from '../../../shared/reservations/reservation.schema';
import { type AdminColumn, AdminTable } from '../../components/admin/admin-table';
import { clubToday, dayjs } from '../../lib/dates';
import { useClubSettings } from '../../lib/use-club-settings';
import { trpc } from '../../lib/trpc';
import { errorMessage } from '../../lib/error-message';
import { useInvalidate } from '../../lib/invalidation-map';
import { notifyError, notifySuccess } from '../../lib/notify';
import { clubClock } from '../../../shared/club-time';
import { clubClockLabel } from './tee-time-format';

const route = getRouteApi('/admin/tee-sheet');

type Booking = TeeSheetSlot['bookings'][number];

/** Once a tee time has passed, each party can be marked as a no-show (or taken back). */
function NoShowToggle({ booking }: { booking: Booking }) {
  const invalidate = useInvalidate();
  const mark = trpc.reservations.markNoShow.useMutation({
    onSuccess: async (_, input) => {
      notifySuccess(input.noShow ? 'No-show Marked' : 'No-show Taken Back', booking.username);
      await invalidate('reservations');
    },
    onError: (error) => notifyError('Failed to mark the no-show', errorMessage(error, 'Please try again.')),
  });
  return (
    <Button
      size="compact-xs"
      variant={booking.noShow ? 'filled' : 'subtle'}
      color="red"
      loading={mark.isPending}
      aria-pressed={booking.noShow}
      onClick={() => mark.mutate({ id: booking.id, noShow: !booking.noShow })}
      aria-label={`No-show: ${booking.username}`}
    >
      {booking.noShow ? 'No-show' : 'Mark no-show'}
    </Button>
  );
}

function columnsFor(passed: (time: string) => boolean): AdminColumn<TeeSheetSlot>[] {
  return [
    { header: 'Time', nowrap: true, cell: (slot) => clubClockLabel(slot.time) },
    {
      header: 'Members',
      cell: (slot) =>
        slot.bookings.length === 0 ? (
          <Text size="sm" c="dimmed">
            Open
          </Text>
        ) : (
          <Stack gap={4}>
            {slot.bookings.map((booking) => (
              <Group key={booking.id} gap="xs" wrap="wrap">
                <Text size="sm">
                  {booking.name} ({booking.username}): {booking.players}
                </Text>
                {passed(slot.time) && <NoShowToggle booking={booking} />}
              </Group>
            ))}
          </Stack>
        ),
    },
    {
      header: 'Players',
      cell: (slot) => (
        <Badge color={slot.players >= MAX_PLAYERS_PER_SLOT ? 'red' : slot.players > 0 ? 'yellow' : 'gray'} variant="light">
          {slot.players} / {MAX_PLAYERS_PER_SLOT}
        </Badge>
      ),
    },
  ];
}

export function TeeSheetPage() {
  const { timeZone } = useClubSettings();
  const { day } = route.useSearch();
  const navigate = route.useNavigate();
  const date = day ?? clubToday(timeZone);
  const sheet = trpc.reservations.teeSheet.useQuery({ date });
  const now = clubClock(new Date(), timeZone);
  const columns = columnsFor((time) => date < now.date || (date === now.date && time <= now.time));
  const total = sheet.data?.reduce((sum, slot) => sum + slot.players, 0) ?? 0;
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1} size="h2">
            Tee Sheet
          </Title>
          <Text c="dimmed">
            {dayjs(date).format('dddd, MMMM D, YYYY')}: {total} {total === 1 ? 'player' : 'players'} booked
          </Text>
        </div>
        <DatePickerInput
          label="Day"
          value={date}
          onChange={(value) => value && void navigate({ search: { day: value } })}
          valueFormat="MMM D, YYYY"
          firstDayOfWeek={0}
          w={200}
        />
      </Group>
      <Card withBorder padding={0}>
        <AdminTable
          label="Tee sheet"
          minWidth={480}
          columns={columns}
          rows={sheet.data}
          rowKey={(slot) => slot.time}
          loading={sheet.isLoading}
          loadingText="Loading tee sheet..."
          errorText={sheet.isError ? 'Failed to load the tee sheet.' : null}
          emptyText="No tee times on this day"
        />
      </Card>
    </Stack>
  );
}
