import { Grid, Stack, Text, Title } from '@mantine/core';
import { useClubSettings } from '../../lib/use-club-settings';
import { ReservationInfo } from './reservation-info';
import { TeeTimeForm } from './tee-time-form';
import { UpcomingReservations } from './upcoming-reservations';
import { useReservationMutations } from './use-reservation-mutations';

export function ReservationsPage() {
  const { timeZone } = useClubSettings();
  const { book, cancel } = useReservationMutations();
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          Tee Time Reservations
        </Title>
        <Text c="dimmed">Book your next round up to 7 days ahead.</Text>
      </div>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 6 }}>
          <TeeTimeForm timeZone={timeZone} book={book} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Stack gap="lg">
            <UpcomingReservations cancel={cancel} />
            <ReservationInfo />
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
