import type { ClubEvent } from '../../../shared/events/event.schema';
import type { TournamentSummary } from '../../../shared/tournaments/tournament.schema';

/** A tournament round's play window, as the events page lists it. */
export interface RoundWindow {
  tournamentId: number;
  tournament: string;
  round: number;
  opensAt: string;
  closesAt: string;
}

export type UpcomingItem = { kind: 'event'; at: number; event: ClubEvent } | { kind: 'round'; at: number; window: RoundWindow };

/** Every round window still open or to come at `now`; a closed window is done with. */
export function openAndComingWindows(tournaments: readonly TournamentSummary[], now: number): RoundWindow[] {
  return tournaments.flatMap((t) =>
    t.rounds
      .filter((round) => Date.parse(round.closesAt) > now)
      .map((round) => ({ tournamentId: t.id, tournament: t.name, round: round.number, opensAt: round.opensAt, closesAt: round.closesAt })),
  );
}

/**
 * Events and round windows in one list by date: an event by its start, a window by its opening (so
 * a window open now comes first). Level items keep events before windows, then the tournament's order.
 */
export function upcomingItems(events: readonly ClubEvent[], windows: readonly RoundWindow[]): UpcomingItem[] {
  const items: UpcomingItem[] = [
    ...events.map((event): UpcomingItem => ({ kind: 'event', at: Date.parse(event.startDate), event })),
    ...windows.map((window): UpcomingItem => ({ kind: 'round', at: Date.parse(window.opensAt), window })),
  ];
  // Array.prototype.sort is stable: level items stay in the order above.
  return items.sort((a, b) => a.at - b.at);
}
