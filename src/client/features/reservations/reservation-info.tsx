import { Card, List, Stack, Title } from '@mantine/core';
import { useClubSettings } from '../../lib/use-club-settings';

export function ReservationInfo() {
  const { bookingDaysAhead, maxUpcomingBookings, noShowLimit, noShowWindowDays, noShowSuspensionDays } = useClubSettings();
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="tee-time-info">
      <Stack gap="md">
        <div>
          <Title order={2} size="h5" mb="xs" id="tee-time-info">
            Member Benefits
          </Title>
          <List size="sm" spacing={4}>
            <List.Item>Reserve tee times online, any time</List.Item>
            <List.Item>Bring up to three guests in your group</List.Item>
            <List.Item>Priority access to the simulators and the main course</List.Item>
          </List>
        </div>
        <div>
          <Title order={2} size="h5" mb="xs">
            Reservation Policies
          </Title>
          <List size="sm" spacing={4}>
            <List.Item>Reservations can be cancelled up to 24 hours in advance</List.Item>
            <List.Item>Maximum 4 players per tee time</List.Item>
            <List.Item>Please arrive 15 minutes before your tee time</List.Item>
            <List.Item>Members get priority booking up to {bookingDaysAhead} days in advance</List.Item>
            <List.Item>
              One tee time a day, and at most {maxUpcomingBookings} upcoming
            </List.Item>
            <List.Item>A full tee time has a waitlist: a cancellation books the first party that fits</List.Item>
            <List.Item>
              {noShowLimit} no-shows in {noShowWindowDays} days pause booking for {noShowSuspensionDays} days
            </List.Item>
          </List>
        </div>
      </Stack>
    </Card>
  );
}
