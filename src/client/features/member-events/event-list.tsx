import { Center, Loader, Stack, Text } from '@mantine/core';
import type { ClubEvent } from '../../../shared/events/event.schema';
import { trpc } from '../../lib/trpc';
import { MemberEventCard } from './member-event-card';

interface EventListProps {
  events: ClubEvent[] | undefined;
  isLoading: boolean;
  isError: boolean;
  empty: string;
}

export function EventList({ events, isLoading, isError, empty }: EventListProps) {
  const answers = trpc.events.myRsvps.useQuery(undefined);
  if (isLoading) {
    return (
      <Center py="xl">
        <Loader size="sm" aria-label="Loading events" />
      </Center>
    );
  }
  if (isError) return <Text c="red">Failed to fetch events</Text>;
  if (!events || events.length === 0) return <Text c="dimmed">{empty}</Text>;
  return (
    <Stack gap="md">
      {events.map((event) => (
        <MemberEventCard key={event.id} event={event} rsvp={answers.data?.find((answer) => answer.eventId === event.id)} />
      ))}
    </Stack>
  );
}
