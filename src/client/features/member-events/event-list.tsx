import { Center, Loader, Stack, Text } from '@mantine/core';
import type { ClubEvent } from '../../../shared/events/event.schema';
import { trpc } from '../../lib/trpc';
import { MemberEventCard } from './member-event-card';
import { RoundWindowCard } from './round-window-card';
import { type RoundWindow, upcomingItems } from './upcoming-items';

interface EventListProps {
  events: ClubEvent[] | undefined;
  isLoading: boolean;
  isError: boolean;
  empty: string;
  /** Tournament round windows listed among the events by date (the Upcoming Events tab). */
  windows?: RoundWindow[];
  now?: number;
}

export function EventList({ events, isLoading, isError, empty, windows = [], now = 0 }: EventListProps) {
  const answers = trpc.events.myRsvps.useQuery(undefined);
  if (isLoading) {
    return (
      <Center py="xl">
        <Loader size="sm" aria-label="Loading events" />
      </Center>
    );
  }
  if (isError) return <Text c="red">Failed to fetch events</Text>;
  const items = upcomingItems(events ?? [], windows);
  if (items.length === 0) return <Text c="dimmed">{empty}</Text>;
  return (
    <Stack gap="md">
      {items.map((item) =>
        item.kind === 'event' ? (
          <MemberEventCard key={`event-${item.event.id}`} event={item.event} rsvp={answers.data?.find((answer) => answer.eventId === item.event.id)} />
        ) : (
          <RoundWindowCard key={`round-${item.window.tournamentId}-${item.window.round}`} window={item.window} now={now} />
        ),
      )}
    </Stack>
  );
}
