import type { SessionUser } from '../../../shared/auth/auth.schema';
import { cardTotals, type RoundCard } from '../../../shared/golf/tournament-card';
import { RankingMemo, type TournamentPlayer, type TournamentRow as BoardRow, tournamentLeaderboard } from '../../../shared/golf/tournament-leaderboard';
import type { TournamentLeaderboard } from '../../../shared/tournaments/tournament.schema';
import { forbidden, notFound } from '../../platform/core/app-error';
import type { Db } from '../../platform/db/db';
import type { TournamentCardRow, TournamentRoundRow, TournamentRow } from '../../platform/db/schema';
import type { AppDeps } from '../../platform/deps/deps';
import { snapshotSetup } from '../rounds/round-snapshot';
import { listRoundRowsOfMatches, listScoresOf, type RoundWithMatch } from '../rounds/rounds.service';
import { listTournamentCards } from './cards.repository';
import { createFieldMemo, type FieldSource } from './field-memo';
import { listEntrants } from './entries.repository';
import { readFlights, TOURNAMENT_NOT_FOUND } from './tournaments.service';
import { type Computed, createBoardCache, type Prepare } from './board-cache';
import { findTournamentWithBoardVersion } from './board-versions.repository';
import { listRoundRows } from './tournaments.repository';
import { displayNameOf } from '../users/display-name';

/** What a board is computed from, read in four queries whatever the size of the field. */
interface FieldScores {
  played: Map<number, RoundWithMatch>;
  /** Strokes by hole, by the card's match. */
  strokes: Map<number, Map<number, number>>;
  /** The holes of each tee layout the field played (most of a field plays one or two), read once. */
  layouts: Map<string, Array<{ number: number; par: number; rank: number }>>;
}

/** The holes of a round's snapshot in playing order with their ranks, shared by the cards on the same layout. */
function layoutOf(field: FieldScores, played: RoundWithMatch): Array<{ number: number; par: number; rank: number }> {
  const key = `${played.hole_numbers}|${played.pars}|${played.stroke_indexes}`;
  const known = field.layouts.get(key);
  if (known) return known;
  const holes = snapshotSetup(played).holes.map(({ number, par, rank }) => ({ number, par, rank }));
  field.layouts.set(key, holes);
  return holes;
}

/** A card as the ranking reads it: its holes in playing order with their ranks, its playing handicap. */
function roundCardOf(field: FieldScores, card: TournamentCardRow, inProgress: boolean): RoundCard | null {
  const played = field.played.get(card.match_id);
  if (!played) return null;
  const scores = field.strokes.get(card.match_id);
  return {
    playingHandicap: played.playing_handicap,
    holes: layoutOf(field, played).map((hole) => ({ number: hole.number, par: hole.par, strokeIndex: hole.rank, strokes: scores?.get(hole.number) ?? null })),
    inProgress,
  };
}

function isReturned(card: TournamentCardRow): boolean {
  return card.status === 'submitted' || card.status === 'accepted';
}

/**
 * A player's card for a round on the board: the best submitted one (by net, gross or points as
 * the tournament ranks), or the one in play when none is submitted yet. Disqualified cards and
 * cards not returned by the window's close never show.
 */
function boardCard(field: FieldScores, cards: TournamentCardRow[], round: TournamentRoundRow, now: Date, byPoints: boolean): RoundCard | null {
  const closed = now.getTime() >= Date.parse(round.closes_at);
  const returned = cards.filter(isReturned);
  if (returned.length > 0) {
    const read = returned.map((card) => roundCardOf(field, card, false)).filter((card): card is RoundCard => card !== null);
    const score = (card: RoundCard) => (byPoints ? -cardTotals(card).points : cardTotals(card).net);
    return read.reduce<RoundCard | null>((best, card) => (best === null || score(card) < score(best) ? card : best), null);
  }
  const inPlay = closed ? undefined : cards.find((card) => card.status === 'open');
  return inPlay ? roundCardOf(field, inPlay, true) : null;
}

/** The snapshots and strokes of the cards that can show, for the whole field at once. */
/** A board reads its field's rounds and scores this many cards at a time. */
const FIELD_SLICE = 200;

/**
 * The rounds and strokes of the cards a board shows, a slice of cards at a time, letting other
 * requests run between slices: a 1,000-card field read whole held the server for tens of
 * milliseconds (SQLite answers in the same thread), and a hole saved meanwhile waited that long.
 */
async function readFieldScores(db: Db, cards: TournamentCardRow[]): Promise<FieldScores> {
  const shown = cards.filter((card) => isReturned(card) || card.status === 'open');
  const played = new Map<number, RoundWithMatch>();
  const strokes = new Map<number, Map<number, number>>();
  for (let start = 0; start < shown.length; start += FIELD_SLICE) {
    if (start > 0) await new Promise((resolve) => setImmediate(resolve));
    const slice = shown.slice(start, start + FIELD_SLICE);
    const [rounds, scores] = await Promise.all([
      listRoundRowsOfMatches(db, [...new Set(slice.map((card) => card.match_id))]),
      listScoresOf(db, slice.map((card) => ({ matchId: card.match_id, userId: card.user_id }))),
    ]);
    for (const round of rounds) played.set(round.match_id, round);
    for (const score of scores) {
      const holes = strokes.get(score.match_id) ?? new Map<number, number>();
      holes.set(score.hole, score.score);
      strokes.set(score.match_id, holes);
    }
  }
  return { played, strokes, layouts: new Map() };
}

function flightFor(flights: ReturnType<typeof readFlights>, indexTenths: number | null): string | null {
  if (!flights || indexTenths === null) return null;
  return flights.find((flight) => flight.maxIndexTenths === null || indexTenths <= flight.maxIndexTenths)?.name ?? null;
}

/** Whether the viewer may read this board: members always, anyone once the committee published it. */
export function mayReadBoard(row: TournamentRow, viewer: SessionUser | null): boolean {
  return viewer !== null || row.public_leaderboard === 1;
}

/** The cards of each player in each round ("user:round"), first attempt first. */
function cardsByPlayerRound(cards: TournamentCardRow[]): Map<string, TournamentCardRow[]> {
  const byPlayerRound = new Map<string, TournamentCardRow[]>();
  for (const card of cards) {
    const key = `${card.user_id}:${card.round_number}`;
    byPlayerRound.set(key, [...(byPlayerRound.get(key) ?? []), card]);
  }
  return byPlayerRound;
}

/** The card that shows for each round of one player. */
function roundsOfPlayer(field: FieldScores, byPlayerRound: Map<string, TournamentCardRow[]>, userId: number, rounds: TournamentRoundRow[], now: Date, byPoints: boolean): (RoundCard | null)[] {
  return rounds.map((round) => boardCard(field, byPlayerRound.get(`${userId}:${round.number}`) ?? [], round, now, byPoints));
}

/** Every entered player with the card that shows for each round, as the ranking reads them. */
export async function boardPlayers(db: Db, row: TournamentRow, now: Date, publicNames: boolean): Promise<TournamentPlayer[]> {
  const [rounds, entrants, cards] = await Promise.all([listRoundRows(db, [row.id]), listEntrants(db, row.id), listTournamentCards(db, row.id)]);
  const field = await readFieldScores(db, cards);
  const byPlayerRound = cardsByPlayerRound(cards);
  const byPoints = row.format === 'stableford';
  const entered = entrants.filter((entrant) => entrant.status === 'entered');
  const flights = readFlights(row);
  const players: TournamentPlayer[] = [];
  // A slice of the field at a time, letting a save waiting meanwhile run (as readFieldScores does).
  for (let start = 0; start < entered.length; start += FIELD_SLICE) {
    if (start > 0) await new Promise((resolve) => setImmediate(resolve));
    for (const entrant of entered.slice(start, start + FIELD_SLICE)) {
      players.push({
        userId: entrant.user_id,
        name: publicNames ? publicName(entrant.full_name ?? entrant.username) : displayNameOf(entrant),
        flight: entrant.flight ?? flightFor(flights, entrant.index_tenths),
        rounds: roundsOfPlayer(field, byPlayerRound, entrant.user_id, rounds, now, byPoints),
      });
    }
  }
  return players;
}

/** The players named read again (their cards in every round), the others as they were: after saves by a few of the field. */
async function boardPlayersAgain(db: Db, row: TournamentRow, now: Date, players: readonly TournamentPlayer[], userIds: ReadonlySet<number>): Promise<TournamentPlayer[]> {
  const [rounds, cards] = await Promise.all([listRoundRows(db, [row.id]), listTournamentCards(db, row.id, [...userIds])]);
  const field = await readFieldScores(db, cards);
  const byPlayerRound = cardsByPlayerRound(cards);
  const byPoints = row.format === 'stableford';
  return players.map((player) => (userIds.has(player.userId) ? { ...player, rounds: roundsOfPlayer(field, byPlayerRound, player.userId, rounds, now, byPoints) } : player));
}

/** Until the next round's close (or for ever): the cards still open then leave the board. */
async function fieldValidUntil(db: Db, row: TournamentRow, now: Date): Promise<number> {
  const closes = (await listRoundRows(db, [row.id])).map((round) => Date.parse(round.closes_at)).filter((at) => at > now.getTime());
  return closes.length > 0 ? Math.min(...closes) : Number.POSITIVE_INFINITY;
}

/** How a tournament's field is read for its boards: whole, or again for the players who saved. */
export function boardFieldSource(db: Db, id: number, publicNames: boolean): FieldSource {
  return {
    readRow: () => findTournamentAndBoardVersion(db, id),
    readAll: async (row, at) => {
      const [players, validUntil] = await Promise.all([boardPlayers(db, row, at, publicNames), fieldValidUntil(db, row, at)]);
      return { value: players, validUntil };
    },
    readAgain: (row, at, players, userIds) => boardPlayersAgain(db, row, at, players, userIds),
  };
}

const fields = createFieldMemo();

/**
 * The field of tournament `id` computed from its row as the database has it now (a board computed
 * ahead of its readers may come after the tournament changed): the field kept from the last
 * computation with the players who saved since read again, or the whole field (`field-memo.ts`).
 */
export async function computedFieldNow(db: Db, id: number, now: () => Date, publicNames: boolean): Promise<Computed<{ row: TournamentRow; players: TournamentPlayer[] }>> {
  return fields.read(db, fieldKey(id, publicNames), id, now, boardFieldSource(db, id, publicNames));
}

function fieldKey(id: number, publicNames: boolean): string {
  return `${id}:${publicNames ? 'public' : 'members'}`;
}

/**
 * For a reader naming no version: whether a board of tournament `id` at a version holds every
 * change `reader` made up to `version` (every change since was another player's card, heard here,
 * waiting a moment for the notices still on their way: with two processes the database's version is
 * often a save or two ahead of the notices heard).
 */
export function othersOnlySince(db: Db, id: number, publicNames: boolean, version: number, reader: number | null): (from: number) => boolean | Promise<boolean> {
  return (from) => fields.othersOnlyOnceHeard(db, fieldKey(id, publicNames), from, version, reader);
}

/** A tournament and its board's version, or not found. */
export async function findTournamentAndBoardVersion(db: Db, id: number): Promise<{ row: TournamentRow; version: number }> {
  const found = await findTournamentWithBoardVersion(db, id);
  if (!found) throw notFound(TOURNAMENT_NOT_FOUND);
  return found;
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

/** Players a save left unchanged keep their scored cards from one version of the board to the next. */
const ranking = new RankingMemo();

const membersBoards = createBoardCache<{ row: TournamentRow; players: TournamentPlayer[] }, TournamentLeaderboard>();

/**
 * GET /api/tournaments/{id}/leaderboard: every card in play or returned, best first, ranked by the
 * shared ranking core (countback, shared positions); a flight's board when one is asked for. The
 * board is computed once per version of it (`board-cache.ts`): a save moves the version before it
 * answers, so a board read naming that version, or read by the member who saved, has it; a read
 * naming none by a member who made none of the changes since the last board gets that one, at most
 * two seconds old, while the newer one is computed. `prepare`: what the door makes of a new board
 * (its bytes) before such readers are given it instead of the one before (`Prepare`).
 */
export async function getLeaderboard(
  { db, clock, pace }: Pick<AppDeps, 'db' | 'clock' | 'pace'>,
  viewer: SessionUser | null,
  id: number,
  query: { basis: 'net' | 'gross'; flight?: string | undefined; version?: number | undefined },
  prepare?: Prepare<TournamentLeaderboard>,
): Promise<TournamentLeaderboard> {
  const publicNames = viewer === null;
  const flight = query.flight ?? null;
  const key = fieldKey(id, publicNames);
  const derivedKey = `${query.basis}:${flight ?? ''}`;
  const derive = ({ row, players }: { row: TournamentRow; players: TournamentPlayer[] }, boardVersion: number) => {
    const field = flight ? players.filter((player) => player.flight === flight) : players;
    const ranked = tournamentLeaderboard(field, { format: row.format, basis: query.basis }, ranking);
    return Object.freeze({ basis: query.basis, flight, rows: ranked.map(({ place: _place, ...rest }) => Object.freeze(rest)), version: boardVersion });
  };
  // A member naming the version a live update told them of, kept here already: nothing to read
  // (members may read every board; a visitor's access depends on the row, read below).
  if (viewer !== null && query.version !== undefined) {
    const kept = membersBoards.peek(db, key, query.version, clock.now().getTime(), derivedKey, derive, prepare);
    if (kept) return kept;
  }
  const { row, version } = await findTournamentAndBoardVersion(db, id);
  if (!mayReadBoard(row, viewer)) throw forbidden('This leaderboard is for members.');
  return membersBoards.read(
    db,
    key,
    {
      version,
      needs: query.version,
      now: () => clock.now().getTime(),
      load: () => computedFieldNow(db, id, () => clock.now(), publicNames),
      readVersion: () => boardVersionOf(db, id),
      othersOnlySince: othersOnlySince(db, id, publicNames, version, viewer?.id ?? null),
      pace,
    },
    derivedKey,
    derive,
    prepare,
  );
}

/**
 * GET /api/tournaments/{id}/live: who may watch a board change live is who may read it. Its
 * version now, and whether it is still live for them: a finalised tournament's board is final for
 * everyone; a visitor's public board stops with the last window's close, as the public page stops
 * refreshing then (members still see the committee's decisions until it is finalised).
 */
export async function boardToWatch({ db, clock }: Pick<AppDeps, 'db' | 'clock'>, viewer: SessionUser | null, id: number): Promise<{ version: number; live: boolean }> {
  const { row, version } = await findTournamentAndBoardVersion(db, id);
  if (!mayReadBoard(row, viewer)) throw forbidden('This leaderboard is for members.');
  if (row.finalised_at !== null) return { version, live: false };
  if (viewer !== null) return { version, live: true };
  const last = (await listRoundRows(db, [id])).at(-1);
  return { version, live: last === undefined || clock.now().getTime() < Date.parse(last.closes_at) };
}

/** The version a tournament's board is at now (0 before any change; a missing tournament too). */
export async function boardVersionOf(db: Db, id: number): Promise<number> {
  return (await findTournamentWithBoardVersion(db, id))?.version ?? 0;
}

/** On the public site: the first name and the last initial ("Alex Birdie" → "Alex B."). */
export function publicName(name: string): string {
  const parts = name.trim().split(/\s+/);
  const first = parts[0] ?? name;
  const last = parts.length > 1 ? parts.at(-1) : undefined;
  return last ? `${first} ${last.charAt(0).toUpperCase()}.` : first;
}
