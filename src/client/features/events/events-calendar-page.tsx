import { Card, Center, Container, Loader, Stack, Text, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { publicQuery } from '../../lib/public-query';
import { useClubSettings } from '../../lib/use-club-settings';
import { PAGE_WIDTH } from '../../theme';
import { EventCard } from './event-card';
import { CalendarPicker } from './calendar-picker';
import { eventDay, longDay, openingDay, upcomingRange } from './event-days';
import { UpcomingEvents } from './upcoming-events';
import { useMonthEvents } from './use-month-events';
import classes from './events-calendar-page.module.css';

/** Opens on the requested day, else on the next day that has events, with the upcoming ones listed. */
export function EventsCalendarPage({ requestedDay }: { requestedDay?: string }) {
  const { timeZone } = useClubSettings();
  const upcoming = useQuery(publicQuery('events', 'list', upcomingRange(timeZone)));
  const [selected, setSelected] = useState(() => openingDay(requestedDay, upcoming.data ?? [], timeZone));
  const [shownMonth, setShownMonth] = useState(selected);
  const events = useMonthEvents(shownMonth, timeZone);
  const selectedMonthEvents = useMonthEvents(selected, timeZone);

  const daysWithEvents = useMemo(() => new Set((events.data ?? []).map((event) => eventDay(event, timeZone))), [events.data, timeZone]);
  const eventsOfDay = (selectedMonthEvents.data ?? []).filter((event) => eventDay(event, timeZone) === selected);

  return (
    <Container size={PAGE_WIDTH} py={64}>
      <Stack gap="xs" mb="xl">
        <Title order={1}>Club Events Calendar</Title>
        <Text c="dimmed">Stay updated with our upcoming events and activities.</Text>
        {/* Rendered on the server too, for visitors without a profile: the club's clock, named. */}
        <Text size="sm">Times are in club time ({timeZone}); members see their own time zone once signed in.</Text>
      </Stack>
      {/* A CSS grid rather than Mantine's Grid: the layout alone, 1.3 KB less on a first visit. */}
      <div className={classes.layout}>
        <div>
          <Card withBorder padding="md">
            <Center>
              <CalendarPicker
                selected={selected}
                shownMonth={shownMonth}
                daysWithEvents={daysWithEvents}
                onSelect={setSelected}
                onMonthChange={setShownMonth}
              />
            </Center>
          </Card>
          <UpcomingEvents
            events={upcoming.data ?? []}
            timeZone={timeZone}
            onSelectDay={(day) => {
              setSelected(day);
              setShownMonth(day);
            }}
          />
        </div>
        <div>
          <Title order={2} size="h3" mb="md">
            Events for {longDay(selected)}
          </Title>
          {selectedMonthEvents.isLoading ? (
            <Center py="xl">
              <Loader size="sm" />
            </Center>
          ) : selectedMonthEvents.isError ? (
            <Text c="red">Failed to fetch events</Text>
          ) : eventsOfDay.length === 0 ? (
            <Text c="dimmed">No events scheduled for this date.</Text>
          ) : (
            <Stack gap="md">
              {eventsOfDay.map((event) => (
                <EventCard key={event.id} event={event} timeZone={timeZone} />
              ))}
            </Stack>
          )}
        </div>
      </div>
    </Container>
  );
}
