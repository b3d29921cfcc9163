import { Stack, Tabs, Text, Title } from '@mantine/core';
import { IconCalendarEvent, IconLock } from '@tabler/icons-react';
import { trpc } from '../../lib/trpc';
import { useNow } from '../../lib/use-now';
import { CalendarFeedCard } from './calendar-feed-card';
import { EventList } from './event-list';
import { openAndComingWindows } from './upcoming-items';

/** How often the page looks again at which round windows are still open or to come. */
const WINDOW_CHECK_MS = 60_000;

export function MemberEventsPage() {
  const upcoming = trpc.events.upcoming.useQuery(undefined);
  const memberOnly = trpc.events.memberOnly.useQuery(undefined);
  // Round windows show among the upcoming events; without them (a failed fetch) the events still show.
  const tournaments = trpc.tournaments.list.useQuery(undefined);
  const now = useNow(WINDOW_CHECK_MS);
  const windows = openAndComingWindows(tournaments.data?.tournaments ?? [], now);
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          Member Dashboard
        </Title>
        <Text c="dimmed">Club events, including the ones only members can join.</Text>
      </div>
      <Tabs defaultValue="upcoming" keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="upcoming" leftSection={<IconCalendarEvent size={16} aria-hidden />}>
            Upcoming Events
          </Tabs.Tab>
          <Tabs.Tab value="members" leftSection={<IconLock size={16} aria-hidden />}>
            Member-Only Events
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="upcoming">
          <EventList
            events={upcoming.data}
            isLoading={upcoming.isLoading || tournaments.isLoading}
            isError={upcoming.isError}
            empty="No upcoming events"
            windows={windows}
            now={now}
          />
        </Tabs.Panel>
        <Tabs.Panel value="members">
          <EventList events={memberOnly.data} isLoading={memberOnly.isLoading} isError={memberOnly.isError} empty="No upcoming member-only events" />
        </Tabs.Panel>
      </Tabs>
      <CalendarFeedCard />
    </Stack>
  );
}
