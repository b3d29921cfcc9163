import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { getRouteApi } from '@tanstack/react-router';
import { MAX_PLAYERS_PER_SLOT, type TeeSheetSlot } from '../../../shared/reservations/reservation.schema';
import { type AdminColumn, AdminTable } from '../../components/admin/admin-table';
import { clubToday, dayjs } from '../../lib/dates';
import { useClubSettings } from '../../lib/use-club-settings';
import { trpc } from '../../lib/trpc';
import { teeTimeLabel } from './tee-time-format';

const route = getRouteApi('/admin/tee-sheet');

const columns: AdminColumn<TeeSheetSlot>[] = [
  { header: 'Time', nowrap: true, cell: (slot) => teeTimeLabel(slot.time) },
  {
    header: 'Members',
    cell: (slot) =>
      slot.bookings.length === 0 ? (
        <Text size="sm" c="dimmed">
          Open
        </Text>
      ) : (
        <Stack gap={2}>
          {slot.bookings.map((booking) => (
            <Text key={booking.id} size="sm">
              {booking.fullName ?? booking.username} ({booking.username}): {booking.players}
            </Text>
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

export function TeeSheetPage() {
  const { timeZone } = useClubSettings();
  const { day } = route.useSearch();
  const navigate = route.useNavigate();
  const date = day ?? clubToday(timeZone);
  const sheet = trpc.reservations.teeSheet.useQuery({ date });
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
        <DatePickerInput label="Day" value={date} onChange={(value) => value && void navigate({ search: { day: value } })} valueFormat="MMM D, YYYY" firstDayOfWeek={0} w={200} />
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
