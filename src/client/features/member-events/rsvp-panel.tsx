import { Badge, Button, Group, Text } from '@mantine/core';
import type { ClubEvent, MyRsvp } from '../../../shared/events/event.schema';
import { answerWords, placesWords } from '../../components/events/rsvp-words';
import { errorMessage } from '../../lib/error-message';
import { useInvalidate } from '../../lib/invalidation-map';
import { notifyError, notifySuccess } from '../../lib/notify';
import { trpc } from '../../lib/trpc';
import { useMemberTime } from '../../lib/use-member-time';

function answeredMessage(status: MyRsvp['status'], position: number | null): string {
  if (status === 'going') return "You're going.";
  if (status === 'waitlisted') return `You're on the waitlist, number ${position ?? '?'}. We'll e-mail you if a place opens up.`;
  if (status === 'offered') return 'A place is held for you.';
  return "You're not going.";
}

function leaveWords(status: MyRsvp['status'] | null): string {
  if (status === 'waitlisted') return 'Leave waitlist';
  if (status === 'offered') return 'Leave it';
  return 'Not going';
}

/** Going or not going, the member's answer and the places left, the fee and the deadline. */
export function RsvpPanel({ event, rsvp }: { event: ClubEvent; rsvp: MyRsvp | undefined }) {
  const time = useMemberTime();
  const invalidate = useInvalidate();
  const answer = trpc.events.rsvp.useMutation({
    onSuccess: async (result) => {
      notifySuccess('RSVP Saved', answeredMessage(result.status, result.position));
      await invalidate('events', 'accounts');
    },
    onError: (error) => notifyError('Failed to save RSVP', errorMessage(error, 'Failed to save your answer. Please try again.')),
  });
  const status = rsvp?.status ?? null;
  const waiting = status === 'waitlisted';
  const offered = status === 'offered';
  const full = event.placesLeft === 0;
  const words = answerWords(rsvp);
  const places = placesWords(event);
  return (
    <Group gap="sm" justify="space-between" align="center" wrap="wrap">
      <Group gap={6} wrap="wrap">
        {words && (
          <Badge color={status === 'going' ? 'green' : waiting || offered ? 'yellow' : 'gray'} data-testid={`rsvp-${event.id}`}>
            {words}
          </Badge>
        )}
        {offered && rsvp?.offerExpiresAt && (
          <Text size="sm" fw={600}>
            A place opened up: take it by {time.dateTime(rsvp.offerExpiresAt, 'date')} or it goes to the next on the waitlist.
          </Text>
        )}
        {places && <Text size="sm">{places}</Text>}
        {event.fee !== null && event.fee > 0 && <Text size="sm">Entry fee ${event.fee.toFixed(2)}</Text>}
        {event.rsvpDeadline && (
          <Text size="sm" c="dimmed">
            Answer by {time.dateTime(event.rsvpDeadline, 'date')}
          </Text>
        )}
      </Group>
      <Group gap="xs">
        {offered && (
          <Button size="xs" loading={answer.isPending} onClick={() => answer.mutate({ eventId: event.id, going: true })} aria-label={`Take the place: ${event.title}`}>
            Take the place
          </Button>
        )}
        {status !== 'going' && !waiting && !offered && event.rsvpOpen && (
          <Button size="xs" loading={answer.isPending} onClick={() => answer.mutate({ eventId: event.id, going: true })} aria-label={`${full ? 'Join waitlist' : 'Going'}: ${event.title}`}>
            {full ? 'Join waitlist' : 'Going'}
          </Button>
        )}
        {status !== 'not_going' && (
          <Button
            size="xs"
            variant="default"
            loading={answer.isPending}
            onClick={() => answer.mutate({ eventId: event.id, going: false })}
            aria-label={`${leaveWords(status)}: ${event.title}`}
          >
            {leaveWords(status)}
          </Button>
        )}
      </Group>
    </Group>
  );
}
