import { RankingMemo, type TournamentPlayer, tournamentLeaderboard } from '../../../shared/golf/tournament-leaderboard';
import { type PublicBoard, type PublicTournament, type PublicTournamentList, type PublicTournamentListInput, PUBLIC_RESULTS_PAGE } from '../../../shared/tournaments/public-board.schema';
import { notFound } from '../../platform/core/app-error';
import type { Db } from '../../platform/db/db';
import type { TournamentRow } from '../../platform/db/schema';
import type { AppDeps } from '../../platform/deps/deps';
import { boardVersionOf, computedFieldNow, othersOnlySince } from './leaderboard.service';
import { createBoardCache } from './board-cache';
import { createReadCache } from '../../platform/db/read-cache';
import { findTournamentWithBoardVersion } from './board-versions.repository';
import { readFlights, roundsAndPhases, TOURNAMENT_NOT_FOUND } from './tournaments.service';
import { findTournamentRow, listCurrentTournamentRows, listPastTournamentRows } from './tournaments.repository';

// The public site's view of the tournaments the committee published (docs/decisions/tournaments.md):
// only those, only their name, format, rounds and board, with first names and last initials.

async function publicTournaments(db: Db, rows: TournamentRow[], now: Date): Promise<PublicTournament[]> {
  const schedule = await roundsAndPhases(db, rows, now);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    format: row.format,
    phase: schedule.get(row.id)?.phase ?? 'upcoming',
    rounds: (schedule.get(row.id)?.rounds ?? []).map(({ number, course, tee, opensAt, closesAt }) => ({ number, course, tee, opensAt, closesAt })),
  }));
}

/** When the first of these tournaments changes phase by the clock alone: a round opens or closes. */
function nextPhaseChange(tournaments: PublicTournament[], now: number): number {
  let next = Number.POSITIVE_INFINITY;
  for (const { rounds } of tournaments) {
    for (const round of rounds) for (const at of [Date.parse(round.opensAt), Date.parse(round.closesAt)]) if (at > now && at < next) next = at;
  }
  return next;
}

/** The public list is read by every visitor's home page: kept until the database changes or a phase does. */
const publicLists = createReadCache<{ list: PublicTournamentList; validUntil: number }>();

/**
 * tournaments.publicList: the published tournaments still being played or decided, and the finalised
 * ones a page at a time, the latest first (a club's ten years of results are not one page). A page
 * after a tournament that is not published, or not finalised, is not found: the two look the same.
 */
export async function listPublicTournaments({ db, clock }: Pick<AppDeps, 'db' | 'clock'>, query: PublicTournamentListInput = {}): Promise<PublicTournamentList> {
  const { list } = await publicLists.read(
    db,
    String(query.before ?? ''),
    async () => {
      const now = clock.now();
      const list = await readPublicList(db, query.before, now);
      return { list, validUntil: nextPhaseChange(list.tournaments, now.getTime()) };
    },
    (kept) => clock.now().getTime() < kept.validUntil,
  );
  return list;
}

async function readPublicList(db: Db, beforeId: number | undefined, now: Date): Promise<PublicTournamentList> {
  let before: TournamentRow | null = null;
  if (beforeId !== undefined) {
    before = await findPublishedRow(db, beforeId);
    if (!before || before.finalised_at === null) throw notFound(TOURNAMENT_NOT_FOUND);
  }
  const current = before ? [] : await listCurrentTournamentRows(db, { publishedOnly: true });
  const place = before && { entriesCloseAt: before.entries_close_at, id: before.id };
  const rows = await listPastTournamentRows(db, place, PUBLIC_RESULTS_PAGE + 1, { publishedOnly: true });
  const past = rows.slice(0, PUBLIC_RESULTS_PAGE);
  const next = rows.length > PUBLIC_RESULTS_PAGE ? (past.at(-1)?.id ?? null) : null;
  return { tournaments: await publicTournaments(db, [...current, ...past], now), next };
}

/** A published tournament, or null for one that does not exist or is not published: the two look the same. */
async function findPublishedRow(db: Db, id: number): Promise<TournamentRow | null> {
  const row = await findTournamentRow(db, id);
  return row && row.public_leaderboard === 1 ? row : null;
}

/** A published tournament as the public site shows it (the page's head describes it), or null. */
export async function findPublicTournament({ db, clock }: Pick<AppDeps, 'db' | 'clock'>, id: number): Promise<PublicTournament | null> {
  const row = await findPublishedRow(db, id);
  if (!row) return null;
  const [tournament] = await publicTournaments(db, [row], clock.now());
  return tournament ?? null;
}

/** Players a save left unchanged keep their scored cards from one version of the board to the next. */
const ranking = new RankingMemo();

/** One board per flight in the committee's order, then the players without one; or one board for everyone. */
function boardsOf(row: TournamentRow, players: TournamentPlayer[], basis: 'net' | 'gross'): PublicBoard['boards'] {
  const rank = (field: TournamentPlayer[]) =>
    tournamentLeaderboard(field, { format: row.format, basis }, ranking).map(({ place: _place, userId: _userId, ...shown }) => shown);
  const flights = readFlights(row);
  if (!flights || flights.length === 0) return [{ flight: null, rows: rank(players) }];
  const named = new Set(flights.map((flight) => flight.name));
  const others = players.filter((player) => player.flight === null || !named.has(player.flight));
  return [
    ...flights.map((flight) => ({ flight: flight.name, rows: rank(players.filter((player) => player.flight === flight.name)) })),
    ...(others.length > 0 ? [{ flight: null, rows: rank(others) }] : []),
  ];
}

const publicBoards = createBoardCache<{ row: TournamentRow; players: TournamentPlayer[] }, Pick<PublicBoard, 'boards' | 'version'>>();

/**
 * tournaments.publicBoard: a published tournament's board for anyone, signed in or not. A tournament
 * that does not exist and one the committee has not published answer the same "not found". The
 * boards are computed once per version of the tournament's board (see `getLeaderboard`).
 */
export async function getPublicBoard(
  { db, clock, pace }: Pick<AppDeps, 'db' | 'clock' | 'pace'>,
  id: number,
  basis: 'net' | 'gross',
  needs?: number,
): Promise<PublicBoard> {
  const now = clock.now();
  const found = await findTournamentWithBoardVersion(db, id);
  if (!found || found.row.public_leaderboard !== 1) throw notFound(TOURNAMENT_NOT_FOUND);
  const { row, version } = found;
  const [[tournament], boards] = await Promise.all([
    publicTournaments(db, [row], now),
    publicBoards.read(
      db,
      String(id),
      {
        version,
        needs,
        now: () => clock.now().getTime(),
        load: () => computedFieldNow(db, id, () => clock.now(), true),
        readVersion: () => boardVersionOf(db, id),
        // A visitor changed nothing: a recent board will do while a newer one is computed.
        othersOnlySince: othersOnlySince(db, id, true, version, null),
        pace,
      },
      basis,
      (field, boardVersion) => ({ boards: boardsOf(field.row, field.players, basis), version: boardVersion }),
    ),
  ]);
  if (!tournament) throw notFound(TOURNAMENT_NOT_FOUND);
  return { tournament, basis, ...boards, updatedAt: now.toISOString() };
}
