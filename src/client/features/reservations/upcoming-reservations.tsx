import { Button, Card, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconCalendarCheck } from '@tabler/icons-react';
import { ConfirmDialog } from '../../components/confirm-dialog';
import type { Reservation } from '../../../shared/reservations/reservation.schema';
import { trpc } from '../../lib/trpc';
import { useMemberTime } from '../../lib/use-member-time';
import { teeTimeLabel } from './tee-time-format';
import type { useReservationMutations } from './use-reservation-mutations';

interface UpcomingReservationsProps {
  cancel: ReturnType<typeof useReservationMutations>['cancel'];
}

export function UpcomingReservations({ cancel }: UpcomingReservationsProps) {
  const list = trpc.reservations.list.useQuery(undefined);
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="upcoming-reservations">
      <Title order={2} size="h4" mb="md" id="upcoming-reservations">
        Your Upcoming Reservations
      </Title>
      {list.isLoading ? (
        <Center py="md">
          <Loader size="sm" aria-label="Loading reservations" />
        </Center>
      ) : list.isError ? (
        <Text c="red">Failed to load your reservations. Please try again later.</Text>
      ) : !list.data || list.data.length === 0 ? (
        <Text c="dimmed">You have no upcoming tee time reservations.</Text>
      ) : (
        <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {list.data.map((reservation) => (
            <ReservationRow key={reservation.id} reservation={reservation} cancel={cancel} />
          ))}
        </Stack>
      )}
    </Card>
  );
}

function ReservationRow({ reservation, cancel }: { reservation: Reservation; cancel: UpcomingReservationsProps['cancel'] }) {
  const time = useMemberTime();
  const label = teeTimeLabel(time, reservation);
  const busy = cancel.isPending && cancel.variables?.id === reservation.id;
  const [confirming, confirm] = useDisclosure(false);
  return (
    <Card component="li" withBorder padding="sm" aria-label={label}>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Group gap="sm" wrap="nowrap">
          <IconCalendarCheck size={22} aria-hidden />
          <div>
            <Text fw={600}>{label}</Text>
            <Text size="sm" c="dimmed">
              {reservation.players} {reservation.players === 1 ? 'player' : 'players'}
            </Text>
          </div>
        </Group>
        {reservation.cancellable ? (
          <Button variant="light" color="red" size="xs" disabled={busy} onClick={confirm.open} aria-label={`Cancel ${label}`}>
            {busy ? 'Cancelling...' : 'Cancel'}
          </Button>
        ) : (
          <Text size="xs" c="dimmed">
            Less than 24 hours away: it can no longer be cancelled.
          </Text>
        )}
      </Group>
      <ConfirmDialog
        opened={confirming}
        onClose={confirm.close}
        title="Cancel tee time"
        message={`Cancel your tee time on ${label} for ${reservation.players} ${reservation.players === 1 ? 'player' : 'players'}? The places go back to other members.`}
        confirmLabel="Cancel Tee Time"
        keepLabel="Keep Tee Time"
        busyLabel="Cancelling..."
        busy={busy}
        onConfirm={() => cancel.mutate({ id: reservation.id }, { onSettled: confirm.close })}
      />
    </Card>
  );
}
