import type { TournamentCard, TournamentDetail } from '../../../shared/tournaments/tournament.schema';
import type { HoleWrite } from '../../lib/offline-cards/hole-writes';
import { useHoleQueue } from '../../lib/offline-cards/use-hole-queue';
import { useKeepCardOffline } from '../../lib/offline-cards/use-keep-card-offline';

/**
 * The player's own card: its holes saved on the phone first and sent in order (lib/offline-cards),
 * each answer replacing the card in the cache; the card and its tournament kept for a reload
 * without a connection.
 */
export function useCardHoles(card: TournamentCard, tournament: TournamentDetail | undefined) {
  useKeepCardOffline(card.player.id, [
    { path: 'tournaments.card', input: { id: card.id }, data: card },
    { path: 'tournaments.get', input: { id: card.tournamentId }, data: tournament },
  ]);
  return useHoleQueue(card.player.id, { kind: 'card', id: card.id });
}

/** The card as the player sees it: the server's, with the holes still waiting to be sent in their place. */
export function withWaiting(card: TournamentCard, waiting: readonly Pick<HoleWrite, 'hole' | 'strokes'>[]): TournamentCard {
  if (waiting.length === 0) return card;
  return { ...card, holes: card.holes.map((hole) => ({ ...hole, strokes: waiting.findLast((write) => write.hole === hole.number)?.strokes ?? hole.strokes })) };
}
