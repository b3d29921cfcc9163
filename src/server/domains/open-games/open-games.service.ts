import type { SessionUser } from '../../../shared/auth/auth.schema';
import { clubClock, clubInstant } from '../../../shared/club-time';
import { AHEAD_DAYS, MAX_APART_DAYS, MAX_OPEN_HOSTED, type OpenGame, type OpenGameInput, WEEK_DAYS } from '../../../shared/open-games/open-game.schema';
import { recordAudit } from '../../platform/audit/audit.service';
import { AppError, forbidden, notFound } from '../../platform/core/app-error';
import type { Db } from '../../platform/db/db';
import { inTransaction } from '../../platform/db/transaction';
import type { AppDeps } from '../../platform/deps/deps';
import { enforceWriteLimit } from '../../platform/limits/member-write-limits';
import { getClubSettings } from '../club/club-settings.service';
import { listTeeLabels } from '../courses/courses.service';
import { activeTeeOrThrow, createMatchOfPlayers } from '../matches/matches.service';
import { assertAccountOpen } from '../users/users.service';
import { type GameNotice, sendGameCancelled, sendGameMatched } from './open-game.mail';
import { isLive, toOpenGames } from './open-game-views';
import {
  closeOpenGameRow,
  countOpenHostedRows,
  deletePlayerRow,
  findOpenGameRow,
  insertOpenGameRow,
  insertPlayerRow,
  listJoinableRows,
  listOpenRowsOfPlayer,
  listPlayerRows,
  listRowsOfPlayer,
  type OpenGamePlayerRow,
  type OpenGameWithHost,
} from './open-games.repository';
import { assertPlayingMember } from './playing-member';

// Looking for a game (docs/decisions/open-games.md). Every rule that decides a write runs in the
// write's transaction, so two members taking the last place at once cannot both have it.

const DAY_MS = 24 * 60 * 60 * 1000;
const HALF_HOUR_MS = 30 * 60 * 1000;
/** "Your games" keeps a game for a week after it closed to joining. */
const MINE_DAYS = 7;
const MINE_LIMIT = 20;
export const JOINABLE_LIMIT = 50;

const GAME_NOT_FOUND = 'Game not found';

function badRequest(field: string, message: string): AppError {
  return new AppError('BAD_REQUEST', message, { [field]: [message] });
}
const conflict = (message: string) => new AppError('CONFLICT', message);

/** When a game starts (null: any time this week) and until when it can be joined; refused when it is not a time to come. */
function gameTiming(input: OpenGameInput, zone: string, now: Date): { startsAt: Date | null; openUntil: Date } {
  if (input.when === 'week' || input.date === undefined || input.time === undefined) return { startsAt: null, openUntil: new Date(now.getTime() + WEEK_DAYS * DAY_MS) };
  const startsAt = clubInstant(input.date, input.time, zone);
  const read = clubClock(startsAt, zone);
  if (read.date !== input.date || read.time !== input.time) {
    throw badRequest('time', `${input.time} does not exist on ${input.date} in ${zone}: the clocks go forward then. Choose another time.`);
  }
  if (startsAt.getTime() <= now.getTime()) throw badRequest('time', 'Choose a time still to come: a game is posted before it is played.');
  if (startsAt.getTime() > now.getTime() + AHEAD_DAYS * DAY_MS) throw badRequest('date', `Post a game at most ${AHEAD_DAYS} days ahead.`);
  return { startsAt, openUntil: startsAt };
}

/** A course's tees from the list, not retired; null for any course. */
async function chosenTee(db: Db, teeId: number | null): Promise<number | null> {
  if (teeId === null) return null;
  if ((await listTeeLabels(db, [teeId])).length === 0) throw badRequest('teeId', 'Choose a course from the list.');
  return (await activeTeeOrThrow(db, teeId)).id;
}

/** Why a game can no longer be joined or left at `now`, or null while it can. */
function closedReason(game: OpenGameWithHost, now: Date, verb: 'joined' | 'left' = 'joined'): string | null {
  if (game.status === 'cancelled') return 'This game was cancelled by its host.';
  if (game.status === 'matched') return 'This game is full: it is already a match.';
  if (game.host_deleted) return 'This game is no longer open: its host has left the club.';
  if (!isLive(game, now)) return game.starts_at === null ? `This game’s week is over: it can no longer be ${verb}.` : `This game has started: it can no longer be ${verb}.`;
  return null;
}

async function findGameOrThrow(db: Db, id: number): Promise<OpenGameWithHost> {
  const game = await findOpenGameRow(db, id);
  if (!game) throw notFound(GAME_NOT_FOUND);
  return game;
}

/** A game as the viewer sees it now. */
export async function getGame(deps: Pick<AppDeps, 'db' | 'clock'>, viewer: Pick<SessionUser, 'id'>, id: number): Promise<OpenGame> {
  const [game] = await toOpenGames(deps.db, viewer, [await findGameOrThrow(deps.db, id)], deps.clock.now());
  if (!game) throw notFound(GAME_NOT_FOUND);
  return game;
}

/**
 * The games a member could join now: open, before their start (or the end of their week), not full,
 * hosted by a live account, without the member in them; soonest to close first. For the games page
 * and any other page that shows "games looking for players".
 */
export async function listJoinableGames(deps: Pick<AppDeps, 'db' | 'clock'>, viewer: Pick<SessionUser, 'id'>, limit = JOINABLE_LIMIT): Promise<OpenGame[]> {
  const now = deps.clock.now();
  return toOpenGames(deps.db, viewer, await listJoinableRows(deps.db, viewer.id, now.toISOString(), limit), now);
}

/** The games the member hosts or joined, newest first, kept for a week after they closed to joining. */
export async function listMyGames(deps: Pick<AppDeps, 'db' | 'clock'>, viewer: Pick<SessionUser, 'id'>): Promise<OpenGame[]> {
  const now = deps.clock.now();
  const since = new Date(now.getTime() - MINE_DAYS * DAY_MS).toISOString();
  return toOpenGames(deps.db, viewer, await listRowsOfPlayer(deps.db, viewer.id, since, MINE_LIMIT), now);
}

/**
 * An active member posts a game and holds its first place. The date and time are the host's clock
 * (the zone sent with the form, else their profile's, else the club's), kept as an instant.
 */
export async function postGame(deps: AppDeps, user: SessionUser, input: OpenGameInput): Promise<OpenGame> {
  const now = deps.clock.now();
  const { timeZone: clubZone } = await getClubSettings(deps.db);
  await enforceWriteLimit(deps, 'matches', user.id);
  const id = await inTransaction(deps.db, async (trx) => {
    const host = await assertPlayingMember(trx, user.id, now);
    const zone = input.timeZone ?? host.time_zone ?? clubZone;
    const { startsAt, openUntil } = gameTiming(input, zone, now);
    const teeId = await chosenTee(trx, input.teeId);
    if ((await countOpenHostedRows(trx, user.id, now.toISOString())) >= MAX_OPEN_HOSTED) {
      throw conflict(`You already host ${MAX_OPEN_HOSTED} open games: cancel one, or wait for one to fill, before posting another.`);
    }
    const gameId = await insertOpenGameRow(trx, {
      host_id: user.id,
      starts_at: startsAt === null ? null : startsAt.toISOString(),
      open_until: openUntil.toISOString(),
      host_time_zone: zone,
      tee_id: teeId,
      platform: input.platform,
      format: input.format,
      places: input.places,
      play: input.play,
      apart_days: input.play === 'apart' && startsAt !== null ? (input.apartDays ?? null) : null,
      created_at: now.toISOString(),
    });
    await insertPlayerRow(trx, gameId, user.id, now.toISOString());
    const when = startsAt === null ? 'any time this week' : `${startsAt.toISOString()} (${zone})`;
    await recordAudit(trx, { actorId: user.id, action: 'open_game.post', entityType: 'open_game', entityId: gameId, summary: `Posted an open game for ${input.places} players, ${when}`, at: now });
    return gameId;
  });
  return getGame(deps, user, id);
}

/** When the match of a full game starts and, played apart, closes. */
function matchTiming(game: OpenGameWithHost, now: Date): { startsAt: Date; apartClosesAt: Date | null } {
  // Any time this week: from the half hour it filled in.
  const startsAt = game.starts_at === null ? new Date(Math.floor(now.getTime() / HALF_HOUR_MS) * HALF_HOUR_MS) : new Date(game.starts_at);
  if (game.play === 'together') return { startsAt, apartClosesAt: null };
  if (game.starts_at !== null) return { startsAt, apartClosesAt: new Date(startsAt.getTime() + (game.apart_days ?? 1) * DAY_MS) };
  return { startsAt, apartClosesAt: new Date(Math.min(Date.parse(game.open_until), startsAt.getTime() + MAX_APART_DAYS * DAY_MS)) };
}

const noticeOf = (game: OpenGameWithHost, players: OpenGamePlayerRow[]): GameNotice => ({
  players: players.map((p) => ({ userId: p.user_id, to: p.email, name: p.name })),
  hostName: game.host_name,
  startsAt: game.starts_at,
  openUntil: game.open_until,
});

/**
 * An active member takes a place. The last place makes the game a match, through the matches
 * module in the same transaction, with every player in it; they are all told once it committed.
 */
export async function joinGame(deps: AppDeps, user: SessionUser, id: number): Promise<OpenGame> {
  const now = deps.clock.now();
  const matched = await inTransaction(deps.db, async (trx) => {
    await assertPlayingMember(trx, user.id, now);
    const game = await findGameOrThrow(trx, id);
    const players = await listPlayerRows(trx, [id]);
    if (players.some((p) => p.user_id === user.id)) throw conflict('You are already in this game.');
    const closed = closedReason(game, now);
    if (closed) throw conflict(closed);
    if (players.length >= game.places) throw conflict('This game is full.');
    await insertPlayerRow(trx, id, user.id, now.toISOString());
    await recordAudit(trx, { actorId: user.id, action: 'open_game.join', entityType: 'open_game', entityId: id, summary: `Joined the open game (${players.length + 1} of ${game.places})`, at: now });
    if (players.length + 1 < game.places) return null;
    const all = await listPlayerRows(trx, [id]);
    const matchId = await createMatchOfPlayers(trx, { creatorId: game.host_id, playerIds: all.map((p) => p.user_id), teeId: game.tee_id, format: game.format, at: now, ...matchTiming(game, now) });
    if (!(await closeOpenGameRow(trx, id, { status: 'matched', matchId, at: now.toISOString() }))) throw conflict('This game is full: it is already a match.');
    await recordAudit(trx, {
      actorId: user.id,
      action: 'open_game.match',
      entityType: 'open_game',
      entityId: id,
      summary: `The last place was taken: match #${matchId} for ${all.map((p) => p.username).join(', ')}`,
      at: now,
    });
    return { ...noticeOf(game, all), matchId };
  });
  if (matched) await sendGameMatched(deps, matched);
  return getGame(deps, user, id);
}

/** A player other than the host gives up their place while the game is open. */
export async function leaveGame(deps: Pick<AppDeps, 'db' | 'clock'>, user: SessionUser, id: number): Promise<OpenGame> {
  const now = deps.clock.now();
  await inTransaction(deps.db, async (trx) => {
    await assertAccountOpen(trx, user.id);
    const game = await findGameOrThrow(trx, id);
    if (game.host_id === user.id) throw badRequest('id', 'The host cannot leave their game. Cancel it instead.');
    if (!(await listPlayerRows(trx, [id])).some((p) => p.user_id === user.id)) throw badRequest('id', 'You are not in this game.');
    if (game.status === 'matched') throw conflict('This game is already a match: leave the match on its page instead.');
    const closed = closedReason(game, now, 'left');
    if (closed) throw conflict(closed);
    await deletePlayerRow(trx, id, user.id);
    await recordAudit(trx, { actorId: user.id, action: 'open_game.leave', entityType: 'open_game', entityId: id, summary: 'Left the open game', at: now });
  });
  return getGame(deps, user, id);
}

/** Only the host cancels a game, while it is not yet a match; the players who joined are told. */
export async function cancelGame(deps: AppDeps, user: SessionUser, id: number): Promise<OpenGame> {
  const now = deps.clock.now();
  const notice = await inTransaction(deps.db, async (trx) => {
    await assertAccountOpen(trx, user.id);
    const game = await findGameOrThrow(trx, id);
    if (game.host_id !== user.id) throw forbidden('Only the host can cancel this game.');
    if (game.status === 'matched') throw conflict('This game is already a match: cancel the match on its page instead.');
    if (game.status === 'cancelled') throw conflict('This game is already cancelled.');
    const players = await listPlayerRows(trx, [id]);
    await closeOpenGameRow(trx, id, { status: 'cancelled', matchId: null, at: now.toISOString() });
    await recordAudit(trx, { actorId: user.id, action: 'open_game.cancel', entityType: 'open_game', entityId: id, summary: `Cancelled the open game (${players.length} of ${game.places} places taken)`, at: now });
    const joined = players.filter((p) => p.user_id !== user.id);
    return isLive(game, now) && joined.length > 0 ? noticeOf(game, joined) : null;
  });
  if (notice) await sendGameCancelled(deps, notice);
  return getGame(deps, user, id);
}

/**
 * A deleted account leaves its open games, in the deletion's transaction: a game it hosts is
 * cancelled (its players told afterwards), one it joined goes on without it.
 */
export async function leaveOpenGamesOf(trx: Db, userId: number, now: Date): Promise<GameNotice[]> {
  const notices: GameNotice[] = [];
  for (const game of await listOpenRowsOfPlayer(trx, userId)) {
    if (game.host_id !== userId) {
      await deletePlayerRow(trx, game.id, userId);
      continue;
    }
    const joined = (await listPlayerRows(trx, [game.id])).filter((p) => p.user_id !== userId);
    await closeOpenGameRow(trx, game.id, { status: 'cancelled', matchId: null, at: now.toISOString() });
    const withHost = await findGameOrThrow(trx, game.id);
    if (joined.length > 0 && now.getTime() < Date.parse(game.open_until)) notices.push(noticeOf(withHost, joined));
  }
  return notices;
}

export async function announceLeftGames(deps: AppDeps, notices: GameNotice[]): Promise<void> {
  for (const notice of notices) await sendGameCancelled(deps, notice);
}
