import { Anchor, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { answerWords, placesWords } from '../../../components/events/rsvp-words';
import { trpc } from '../../../lib/trpc';
import { useFailureToast } from '../../../lib/use-failure-toast';
import { useMemberTime } from '../../../lib/use-member-time';

const UPCOMING_EVENT_COUNT = 5;

function RsvpLine({ words }: { words: (string | null)[] }) {
  const shown = words.filter((word): word is string => word !== null);
  if (shown.length === 0) return null;
  return (
    <Text size="xs" fw={600}>
      {shown.join(' · ')}
    </Text>
  );
}

/** The next 5 events from now: title, category, date, time and location. */
export function UpcomingEventsPanel() {
  const time = useMemberTime();
  // The members' list: public and member-only events, from now on (shared with /member/events).
  const events = trpc.events.upcoming.useQuery(undefined);
  const answers = trpc.events.myRsvps.useQuery(undefined);
  useFailureToast(events.error, 'Failed to fetch events');
  const upcoming = events.data?.slice(0, UPCOMING_EVENT_COUNT) ?? [];
  return (
    <Card withBorder padding="md">
      <Title order={2} size="h4" mb="sm">
        Upcoming Events
      </Title>
      {events.isLoading && <Text c="dimmed">Loading events...</Text>}
      {!events.isLoading && upcoming.length === 0 && <Text c="dimmed">No upcoming events</Text>}
      <Stack gap="sm">
        {upcoming.map((event) => {
          return (
            <div key={event.id}>
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Text fw={600} size="sm">
                  {event.title}
                </Text>
                <Badge size="sm" variant="light" style={{ flexShrink: 0, maxWidth: 'none' }}>
                  {event.category}
                </Badge>
              </Group>
              <Text size="xs" c="dimmed">
                {time.format(event.startDate, 'date')} · {time.clock(event.startDate)} · {event.location}
              </Text>
              <RsvpLine words={[answerWords(answers.data?.find((a) => a.eventId === event.id)), placesWords(event)]} />
            </div>
          );
        })}
      </Stack>
      <Anchor component={Link} to="/member/events" size="sm" mt="md" display="block">
        View All Events
      </Anchor>
    </Card>
  );
}
