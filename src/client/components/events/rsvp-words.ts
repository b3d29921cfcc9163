import type { ClubEvent, MyRsvp } from '../../../shared/events/event.schema';

/** "Going", "Waitlist #3", "Not going", or null before the member has answered. */
export function answerWords(rsvp: MyRsvp | undefined): string | null {
  if (!rsvp) return null;
  if (rsvp.status === 'going') return 'Going';
  if (rsvp.status === 'waitlisted') return `Waitlist #${rsvp.position ?? '?'}`;
  return 'Not going';
}

/** "5 of 40 places left", "Full: waitlist open", or null for an event without a limit. */
export function placesWords(event: Pick<ClubEvent, 'capacity' | 'placesLeft'>): string | null {
  if (event.capacity === null || event.placesLeft === null) return null;
  if (event.placesLeft === 0) return 'Full: waitlist open';
  return `${event.placesLeft} of ${event.capacity} ${event.capacity === 1 ? 'place' : 'places'} left`;
}
