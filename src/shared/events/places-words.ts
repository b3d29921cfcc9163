import type { ClubEvent } from './event.schema';

/** "5 of 40 places left", "Full: waitlist open", or null for an event without a limit. */
export function placesWords(event: Pick<ClubEvent, 'capacity' | 'placesLeft'>): string | null {
  if (event.capacity === null || event.placesLeft === null) return null;
  if (event.placesLeft === 0) return 'Full: waitlist open';
  return `${event.placesLeft} of ${event.capacity} ${event.capacity === 1 ? 'place' : 'places'} left`;
}
