import { displayNameSql } from '../users/display-name';
import type { Db } from '../../platform/db/db';
import type { MatchRow, NewMatchRow } from '../../platform/db/schema';

export interface ParticipantRow {
  match_id: number;
  user_id: number;
  username: string;
  /** The display name (full name, else username). */
  name: string;
  email: string | null;
  /** Null while the member is invited and has not accepted. */
  accepted_at: string | null;
  /** On own tees: the tee the player chose (null while invited). */
  tee_id: number | null;
}

export async function insertMatchRow(db: Db, row: NewMatchRow): Promise<number> {
  const inserted = await db.insertInto('matches').values(row).returning('id').executeTakeFirstOrThrow();
  return inserted.id;
}

/** A match members play together; the one-player matches behind tournament cards are not among them. */
export function findMatchRow(db: Db, id: number): Promise<MatchRow | undefined> {
  return db.selectFrom('matches').selectAll().where('id', '=', id).where('kind', '=', 'match').executeTakeFirst();
}

/**
 * Matches on or after `fromDate` ('YYYY-MM-DD'), and matches played apart that began before it but
 * are still open at `now` (their date is at most `apartFrom`, 7 days back), soonest first. Two
 * queries, each served by the date index, rather than one OR that reads the table.
 */
export async function listUpcomingMatchRows(db: Db, dates: { from: string; apartFrom: string }, now: string, limit: number): Promise<MatchRow[]> {
  const [coming, stillOpen] = await Promise.all([
    db.selectFrom('matches').selectAll().where('kind', '=', 'match').where('date', '>=', dates.from).orderBy('date').orderBy('time').orderBy('id').limit(limit).execute(),
    db
      .selectFrom('matches')
      .selectAll()
      .where('kind', '=', 'match')
      .where('date', '>=', dates.apartFrom)
      .where('date', '<', dates.from)
      .where('apart_closes_at', '>', now)
      .orderBy('date')
      .orderBy('time')
      .orderBy('id')
      .limit(limit)
      .execute(),
  ]);
  return [...stillOpen, ...coming].slice(0, limit);
}

/** The most recently created matches. */
export function listRecentMatchRows(db: Db, limit: number): Promise<MatchRow[]> {
  return db.selectFrom('matches').selectAll().where('kind', '=', 'match').orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
}

/** Matches from `fromDate` on that the member organised, plays in or is invited to. */
export function listMatchesOfFrom(db: Db, userId: number, fromDate: string): Promise<MatchRow[]> {
  return db
    .selectFrom('matches')
    .selectAll()
    .where('kind', '=', 'match')
    .where('date', '>=', fromDate)
    .where((eb) =>
      eb.or([
        eb('creator_id', '=', userId),
        eb.exists(eb.selectFrom('match_participants').select('user_id').whereRef('match_participants.match_id', '=', 'matches.id').where('user_id', '=', userId)),
      ]),
    )
    .execute();
}

export async function deleteMatchRow(db: Db, id: number): Promise<void> {
  await db.deleteFrom('matches').where('id', '=', id).execute();
}

/** Participants of the given matches in the order they joined (the creator first). */
export function listParticipantRows(db: Db, matchIds: readonly number[]): Promise<ParticipantRow[]> {
  if (matchIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('match_participants')
    .innerJoin('users', 'users.id', 'match_participants.user_id')
    .select(['match_participants.match_id', 'match_participants.user_id', 'users.username', displayNameSql().as('name'), 'users.email', 'match_participants.accepted_at', 'match_participants.tee_id'])
    .where('match_participants.match_id', 'in', matchIds)
    .orderBy('match_participants.joined_at')
    .orderBy('match_participants.user_id')
    .execute();
}

/** Members in a match: accepted ones play, the others are invited until they accept. */
export async function insertParticipantRows(db: Db, matchId: number, userIds: readonly number[], joinedAt: string, accepted: boolean, teeId: number | null = null): Promise<void> {
  if (userIds.length === 0) return;
  await db
    .insertInto('match_participants')
    .values(userIds.map((userId, i) => ({ match_id: matchId, user_id: userId, joined_at: offsetIso(joinedAt, i), accepted_at: accepted ? joinedAt : null, tee_id: teeId })))
    .execute();
}

/** On own tees: the tee a player plays. */
export async function setParticipantTee(db: Db, matchId: number, userId: number, teeId: number): Promise<void> {
  await db.updateTable('match_participants').set({ tee_id: teeId }).where('match_id', '=', matchId).where('user_id', '=', userId).execute();
}

/** An invited member accepts; false when they had already (a second tab, a repeated request). */
export async function acceptInvitationRow(db: Db, matchId: number, userId: number, at: string, teeId: number | null = null): Promise<boolean> {
  const result = await db
    .updateTable('match_participants')
    .set({ accepted_at: at, tee_id: teeId })
    .where('match_id', '=', matchId)
    .where('user_id', '=', userId)
    .where('accepted_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Keeps the chosen order stable when several join in the same instant. */
function offsetIso(iso: string, milliseconds: number): string {
  return new Date(Date.parse(iso) + milliseconds).toISOString();
}

export async function deleteParticipantRow(db: Db, matchId: number, userId: number): Promise<void> {
  await db.deleteFrom('match_participants').where('match_id', '=', matchId).where('user_id', '=', userId).execute();
}

export async function findExistingUserIds(db: Db, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db.selectFrom('users').select('id').where('id', 'in', ids).execute();
  return rows.map((row) => row.id);
}

/** Sets the completion once; true when this call did (so the result is announced once). */
export async function markMatchComplete(db: Db, id: number, at: string, summary: string): Promise<boolean> {
  const result = await db.updateTable('matches').set({ completed_at: at, result_summary: summary }).where('id', '=', id).where('completed_at', 'is', null).executeTakeFirst();
  if (result.numUpdatedRows > 0n) return true;
  await db.updateTable('matches').set({ result_summary: summary }).where('id', '=', id).execute();
  return false;
}

/** The players who let their results appear in the club feed. */
export async function listResultPosters(db: Db, userIds: readonly number[]): Promise<Set<number>> {
  if (userIds.length === 0) return new Set();
  const rows = await db.selectFrom('users').select('id').where('id', 'in', userIds).where('post_results', '=', 1).where('deleted_at', 'is', null).execute();
  return new Set(rows.map((row) => row.id));
}

/** Matches members play together (not tournament cards) among these, with their players' names. */
export function listPlayedMatchIds(db: Db, ids: readonly number[]): Promise<{ id: number }[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('matches').select('id').where('id', 'in', ids).where('kind', '=', 'match').execute();
}
