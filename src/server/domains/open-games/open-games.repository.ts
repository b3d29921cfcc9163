import type { OpenGameStatus } from '../../../shared/open-games/open-game.schema';
import type { Db } from '../../platform/db/db';
import type { NewOpenGameRow, OpenGameRow } from '../../platform/db/schema';
import { displayNameSql } from '../users/display-name';

/** An open game with its host's username and display name; `host_deleted` when the host's account is gone. */
export type OpenGameWithHost = OpenGameRow & { host_username: string; host_name: string; host_deleted: boolean };

export interface OpenGamePlayerRow {
  game_id: number;
  user_id: number;
  username: string;
  /** The display name (full name, else username). */
  name: string;
  email: string | null;
}

export async function insertOpenGameRow(db: Db, row: NewOpenGameRow): Promise<number> {
  const inserted = await db.insertInto('open_games').values(row).returning('id').executeTakeFirstOrThrow();
  return inserted.id;
}

function gamesWithHost(db: Db) {
  return db
    .selectFrom('open_games')
    .innerJoin('users', 'users.id', 'open_games.host_id')
    .selectAll('open_games')
    .select(['users.username as host_username', displayNameSql().as('host_name'), 'users.deleted_at as host_deleted_at']);
}

type HostJoined = OpenGameRow & { host_username: string; host_name: string; host_deleted_at: string | null };
const withHost = ({ host_deleted_at, ...row }: HostJoined): OpenGameWithHost => ({ ...row, host_deleted: host_deleted_at !== null });

export async function findOpenGameRow(db: Db, id: number): Promise<OpenGameWithHost | undefined> {
  const row = await gamesWithHost(db).where('open_games.id', '=', id).executeTakeFirst();
  return row ? withHost(row) : undefined;
}

/**
 * Games still open to join at `now` whose host is a live account and in which `viewerId` has no
 * place: soonest to close first. Read through the (status, open_until) index.
 */
export async function listJoinableRows(db: Db, viewerId: number, now: string, limit: number): Promise<OpenGameWithHost[]> {
  const rows = await gamesWithHost(db)
    .where('open_games.status', '=', 'open')
    .where('open_games.open_until', '>', now)
    .where('users.deleted_at', 'is', null)
    .where((eb) =>
      eb.not(eb.exists(eb.selectFrom('open_game_players').select('user_id').whereRef('open_game_players.game_id', '=', 'open_games.id').where('open_game_players.user_id', '=', viewerId))),
    )
    .orderBy('open_games.open_until')
    .orderBy('open_games.id')
    .limit(limit)
    .execute();
  return rows.map(withHost);
}

/** The games a member hosts or joined that were open to join after `since`, newest first. */
export async function listRowsOfPlayer(db: Db, userId: number, since: string, limit: number): Promise<OpenGameWithHost[]> {
  const rows = await gamesWithHost(db)
    .where('open_games.open_until', '>', since)
    .where((eb) => eb.exists(eb.selectFrom('open_game_players').select('user_id').whereRef('open_game_players.game_id', '=', 'open_games.id').where('open_game_players.user_id', '=', userId)))
    .orderBy('open_games.created_at', 'desc')
    .orderBy('open_games.id', 'desc')
    .limit(limit)
    .execute();
  return rows.map(withHost);
}

/** Games the member hosts that are open to join at `now`. */
export async function countOpenHostedRows(db: Db, hostId: number, now: string): Promise<number> {
  const row = await db
    .selectFrom('open_games')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('host_id', '=', hostId)
    .where('status', '=', 'open')
    .where('open_until', '>', now)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Open games the member is in (hosting or joined), for leaving them when the account goes. */
export function listOpenRowsOfPlayer(db: Db, userId: number): Promise<OpenGameRow[]> {
  return db
    .selectFrom('open_games')
    .selectAll()
    .where('status', '=', 'open')
    .where((eb) => eb.exists(eb.selectFrom('open_game_players').select('user_id').whereRef('open_game_players.game_id', '=', 'open_games.id').where('open_game_players.user_id', '=', userId)))
    .execute();
}

/** Players of the given games, the host first, then in the order they joined. */
export function listPlayerRows(db: Db, gameIds: readonly number[]): Promise<OpenGamePlayerRow[]> {
  if (gameIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('open_game_players')
    .innerJoin('users', 'users.id', 'open_game_players.user_id')
    .select(['open_game_players.game_id', 'open_game_players.user_id', 'users.username', displayNameSql().as('name'), 'users.email'])
    .where('open_game_players.game_id', 'in', gameIds)
    .orderBy('open_game_players.joined_at')
    .orderBy('open_game_players.user_id')
    .execute();
}

export async function insertPlayerRow(db: Db, gameId: number, userId: number, joinedAt: string): Promise<void> {
  await db.insertInto('open_game_players').values({ game_id: gameId, user_id: userId, joined_at: joinedAt }).execute();
}

export async function deletePlayerRow(db: Db, gameId: number, userId: number): Promise<void> {
  await db.deleteFrom('open_game_players').where('game_id', '=', gameId).where('user_id', '=', userId).execute();
}

/** Closes an open game (matched or cancelled); false when it was no longer open. */
export async function closeOpenGameRow(db: Db, id: number, change: { status: Exclude<OpenGameStatus, 'open'>; matchId: number | null; at: string }): Promise<boolean> {
  const result = await db
    .updateTable('open_games')
    .set({ status: change.status, match_id: change.matchId, closed_at: change.at })
    .where('id', '=', id)
    .where('status', '=', 'open')
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
