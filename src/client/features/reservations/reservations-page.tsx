import { Grid, Stack, Text, Title } from '@mantine/core';
import { useClubSettings } from '../../lib/use-club-settings';
import { ReservationInfo } from './reservation-info';
import { TeeTimeForm } from './tee-time-form';
import { MyWaitlists } from './my-waitlists';
import { UpcomingReservations } from './upcoming-reservations';
import { useReservationMutations } from './use-reservation-mutations';

export function ReservationsPage() {
  const { timeZone, bookingDaysAhead } = useClubSettings();
  const { book, cancel, joinWaitlist, leaveWaitlist } = useReservationMutations();
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          Tee Time Reservations
        </Title>
        <Text c="dimmed">Book your next round up to {bookingDaysAhead} days ahead.</Text>
      </div>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 6 }}>
          <TeeTimeForm timeZone={timeZone} daysAhead={bookingDaysAhead} book={book} joinWaitlist={joinWaitlist} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Stack gap="lg">
            <UpcomingReservations cancel={cancel} />
            <MyWaitlists leave={leaveWaitlist} />
            <ReservationInfo />
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
