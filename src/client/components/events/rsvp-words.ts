import type { MyRsvp } from '../../../shared/events/event.schema';

/** "Going", "Waitlist #3", "Place held for you", "Not going", or null before the member has answered. */
export function answerWords(rsvp: MyRsvp | undefined): string | null {
  if (!rsvp) return null;
  if (rsvp.status === 'going') return 'Going';
  if (rsvp.status === 'waitlisted') return `Waitlist #${rsvp.position ?? '?'}`;
  if (rsvp.status === 'offered') return 'Place held for you';
  return 'Not going';
}

export { placesWords } from '../../../shared/events/places-words';
