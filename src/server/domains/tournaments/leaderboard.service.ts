import type { SessionUser } from '../../../shared/auth/auth.schema';
import { cardTotals, type RoundCard } from '../../../shared/golf/tournament-card';
import { type TournamentPlayer, type TournamentRow as BoardRow, tournamentLeaderboard } from '../../../shared/golf/tournament-leaderboard';
import type { TournamentLeaderboard } from '../../../shared/tournaments/tournament.schema';
import { forbidden } from '../../platform/core/app-error';
import type { Db } from '../../platform/db/db';
import type { TournamentCardRow, TournamentRoundRow, TournamentRow } from '../../platform/db/schema';
import type { AppDeps } from '../../platform/deps/deps';
import { snapshotSetup } from '../rounds/round-snapshot';
import { findRoundOfMatch, listScoreRows } from '../rounds/rounds.service';
import { listTournamentCards } from './cards.repository';
import { listEntrants } from './entries.repository';
import { findTournamentOrThrow, readFlights } from './tournaments.service';
import { listRoundRows } from './tournaments.repository';
import { displayNameOf } from '../users/display-name';

/** A card as the ranking reads it: its holes in playing order with their ranks, its playing handicap. */
async function roundCardOf(db: Db, card: TournamentCardRow, inProgress: boolean): Promise<RoundCard | null> {
  const played = await findRoundOfMatch(db, card.match_id);
  if (!played) return null;
  const setup = snapshotSetup(played);
  const scores = new Map((await listScoreRows(db, card.match_id)).map((row) => [row.hole, row.score]));
  return {
    playingHandicap: setup.playingHandicap,
    holes: setup.holes.map((hole) => ({ number: hole.number, par: hole.par, strokeIndex: hole.rank, strokes: scores.get(hole.number) ?? null })),
    inProgress,
  };
}

/**
 * A player's card for a round on the board: the best submitted one (by net, gross or points as
 * the tournament ranks), or the one in play when none is submitted yet. Disqualified cards and
 * cards not returned by the window's close never show.
 */
async function boardCard(db: Db, cards: TournamentCardRow[], round: TournamentRoundRow, now: Date, byPoints: boolean): Promise<RoundCard | null> {
  const closed = now.getTime() >= Date.parse(round.closes_at);
  const returned = cards.filter((card) => card.status === 'submitted' || card.status === 'accepted');
  if (returned.length > 0) {
    const read = (await Promise.all(returned.map((card) => roundCardOf(db, card, false)))).filter((card): card is RoundCard => card !== null);
    const score = (card: RoundCard) => (byPoints ? -cardTotals(card).points : cardTotals(card).net);
    return read.reduce<RoundCard | null>((best, card) => (best === null || score(card) < score(best) ? card : best), null);
  }
  const inPlay = closed ? undefined : cards.find((card) => card.status === 'open');
  return inPlay ? roundCardOf(db, inPlay, true) : null;
}

function flightFor(row: TournamentRow, indexTenths: number | null): string | null {
  const flights = readFlights(row);
  if (!flights || indexTenths === null) return null;
  return flights.find((flight) => flight.maxIndexTenths === null || indexTenths <= flight.maxIndexTenths)?.name ?? null;
}

/** Whether the viewer may read this board: members always, anyone once the committee published it. */
export function mayReadBoard(row: TournamentRow, viewer: SessionUser | null): boolean {
  return viewer !== null || row.public_leaderboard === 1;
}

/** Every entered player with the card that shows for each round, as the ranking reads them. */
export async function boardPlayers(db: Db, row: TournamentRow, now: Date, publicNames: boolean): Promise<TournamentPlayer[]> {
  const [rounds, entrants, cards] = await Promise.all([listRoundRows(db, [row.id]), listEntrants(db, row.id), listTournamentCards(db, row.id)]);
  const byPoints = row.format === 'stableford';
  return Promise.all(
    entrants
      .filter((entrant) => entrant.status === 'entered')
      .map(async (entrant) => ({
        userId: entrant.user_id,
        name: publicNames ? publicName(entrant.full_name ?? entrant.username) : displayNameOf(entrant),
        flight: entrant.flight ?? flightFor(row, entrant.index_tenths),
        rounds: await Promise.all(
          rounds.map((round) =>
            boardCard(
              db,
              cards.filter((card) => card.user_id === entrant.user_id && card.round_number === round.number),
              round,
              now,
              byPoints,
            ),
          ),
        ),
      })),
  );
}

/** The board's rows with their places as numbers, for a field of the tournament (a flight, or everyone). */
export async function rankedRows(
  db: Db,
  row: TournamentRow,
  now: Date,
  options: { basis: 'net' | 'gross'; flight?: string | undefined; publicNames: boolean },
): Promise<BoardRow[]> {
  const players = await boardPlayers(db, row, now, options.publicNames);
  const field = options.flight ? players.filter((player) => player.flight === options.flight) : players;
  return tournamentLeaderboard(field, { format: row.format, basis: options.basis });
}

/**
 * GET /api/tournaments/{id}/leaderboard: every card in play or returned, best first, ranked by the
 * shared ranking core (countback, shared positions); a flight's board when one is asked for.
 */
export async function getLeaderboard(
  { db, clock }: Pick<AppDeps, 'db' | 'clock'>,
  viewer: SessionUser | null,
  id: number,
  query: { basis: 'net' | 'gross'; flight?: string | undefined },
): Promise<TournamentLeaderboard> {
  const row = await findTournamentOrThrow(db, id);
  if (!mayReadBoard(row, viewer)) throw forbidden('This leaderboard is for members.');
  const ranked = await rankedRows(db, row, clock.now(), { ...query, publicNames: viewer === null });
  return { basis: query.basis, flight: query.flight ?? null, rows: ranked.map(({ place: _place, ...rest }) => rest) };
}

/** On the public site: the first name and the last initial ("Alex Birdie" → "Alex B."). */
export function publicName(name: string): string {
  const parts = name.trim().split(/\s+/);
  const first = parts[0] ?? name;
  const last = parts.length > 1 ? parts.at(-1) : undefined;
  return last ? `${first} ${last.charAt(0).toUpperCase()}.` : first;
}
