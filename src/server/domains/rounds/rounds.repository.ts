import { displayNameSql } from '../users/display-name';
import type { Db } from '../../platform/db/db';
import type { NewRoundRow, RoundRow } from '../../platform/db/schema';

export interface RoundWithMatch extends RoundRow {
  date: string;
  time: string;
  format: string | null;
  /** The attester's display name (full name, else username). */
  attested_by_name: string | null;
  /** The played course's kind; null when the course is gone. */
  course_kind: 'simulator' | 'outdoor' | null;
}

function roundsWithMatch(db: Db) {
  return db
    .selectFrom('rounds')
    .innerJoin('matches', 'matches.id', 'rounds.match_id')
    .leftJoin('users as attester', 'attester.id', 'rounds.attested_by')
    .leftJoin('course_tees', (join) => join.on((eb) => eb('course_tees.id', '=', eb.fn.coalesce('rounds.tee_id', 'matches.tee_id'))))
    .leftJoin('courses', 'courses.id', 'course_tees.course_id')
    .selectAll('rounds')
    .select(['matches.date', 'matches.time', 'matches.format', displayNameSql('attester').as('attested_by_name'), 'courses.kind as course_kind']);
}

export function listRoundRowsOfMatch(db: Db, matchId: number): Promise<RoundWithMatch[]> {
  return roundsWithMatch(db).where('rounds.match_id', '=', matchId).execute();
}

export function listRoundRowsOfMatches(db: Db, matchIds: readonly number[]): Promise<RoundWithMatch[]> {
  if (matchIds.length === 0) return Promise.resolve([]);
  return roundsWithMatch(db).where('rounds.match_id', 'in', matchIds).execute();
}

export function findRoundRow(db: Db, id: number): Promise<RoundWithMatch | undefined> {
  return roundsWithMatch(db).where('rounds.id', '=', id).executeTakeFirst();
}

/** A member's rounds in the order played. */
export function listRoundRowsOfUser(db: Db, userId: number): Promise<RoundWithMatch[]> {
  return roundsWithMatch(db)
    .where('rounds.user_id', '=', userId)
    .orderBy('matches.date')
    .orderBy('matches.time')
    .orderBy('matches.id')
    .execute();
}

/** The rounds of several members, each member's in the order played (one query for a page of members; the rounds_user index). */
export function listRoundRowsOfUsers(db: Db, userIds: readonly number[]): Promise<RoundWithMatch[]> {
  if (userIds.length === 0) return Promise.resolve([]);
  return roundsWithMatch(db)
    .where('rounds.user_id', 'in', userIds)
    .orderBy('rounds.user_id')
    .orderBy('matches.date')
    .orderBy('matches.time')
    .orderBy('matches.id')
    .execute();
}

/** Every stroke of several members' rounds (their own cards only). */
export function listScoresOfUsers(db: Db, userIds: readonly number[]) {
  if (userIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('match_scores')
    .innerJoin('rounds', (join) => join.onRef('rounds.match_id', '=', 'match_scores.match_id').onRef('rounds.user_id', '=', 'match_scores.user_id'))
    .select(['match_scores.match_id', 'match_scores.user_id', 'match_scores.hole', 'match_scores.score'])
    .where('rounds.user_id', 'in', userIds)
    .execute();
}

/**
 * Matches since a club day in which the member plays and some round is neither attested, excluded nor
 * disputed: where a card may be waiting for them to attest or confirm. Newest first.
 */
export function listMatchesWithOpenRoundsOf(db: Db, userId: number, fromDate: string, limit: number): Promise<{ id: number; date: string }[]> {
  return db
    .selectFrom('rounds')
    .innerJoin('matches', 'matches.id', 'rounds.match_id')
    .innerJoin('match_participants', (join) => join.onRef('match_participants.match_id', '=', 'rounds.match_id').on('match_participants.user_id', '=', userId))
    .select(['matches.id', 'matches.date', 'matches.time'])
    .distinct()
    .where('matches.date', '>=', fromDate)
    .where('rounds.attested_at', 'is', null)
    .where('rounds.excluded_at', 'is', null)
    .where('rounds.disputed_at', 'is', null)
    .orderBy('matches.date', 'desc')
    .orderBy('matches.time', 'desc')
    .orderBy('matches.id', 'desc')
    .limit(limit)
    .execute();
}

/** Cards their players disputed, still waiting for the committee, oldest dispute first. */
export function listDisputedRoundRows(db: Db): Promise<(RoundWithMatch & { username: string })[]> {
  return roundsWithMatch(db)
    .innerJoin('users as player', 'player.id', 'rounds.user_id')
    .select('player.username')
    .where('rounds.disputed_at', 'is not', null)
    .where('rounds.excluded_at', 'is', null)
    .orderBy('rounds.disputed_at')
    .orderBy('rounds.id')
    .execute();
}

/** Attested, not excluded rounds played between two club dates, for the leaderboard. */
export function listCountingRoundRowsBetween(db: Db, from: string, to: string): Promise<(RoundWithMatch & { username: string; name: string })[]> {
  return roundsWithMatch(db)
    .innerJoin('users as player', 'player.id', 'rounds.user_id')
    .select(['player.username', displayNameSql('player').as('name')])
    .where('matches.date', '>=', from)
    .where('matches.date', '<=', to)
    .where('rounds.attested_at', 'is not', null)
    .where('rounds.excluded_at', 'is', null)
    .where('rounds.disputed_at', 'is', null)
    .where((eb) => eb.or([eb('rounds.needs_confirmation', '=', 0), eb('rounds.confirmed_at', 'is not', null)]))
    .where('player.deleted_at', 'is', null)
    .execute();
}

/** The first score of a player takes the snapshot; a second, concurrent first score keeps the one already there. */
export async function insertRoundRowOnce(db: Db, row: NewRoundRow): Promise<void> {
  await db
    .insertInto('rounds')
    .values(row)
    .onConflict((oc) => oc.columns(['match_id', 'user_id']).doNothing())
    .execute();
}

/** Sets the attestation only if the round is not attested yet; true when this call set it. */
export async function attestRoundRow(db: Db, id: number, by: number, at: string): Promise<boolean> {
  const result = await db
    .updateTable('rounds')
    .set({ attested_by: by, attested_at: at })
    .where('id', '=', id)
    .where('attested_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function clearRoundAttestation(db: Db, matchId: number, userId: number): Promise<boolean> {
  const result = await db
    .updateTable('rounds')
    .set({ attested_by: null, attested_at: null })
    .where('match_id', '=', matchId)
    .where('user_id', '=', userId)
    .where('attested_at', 'is not', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function setRoundExclusion(db: Db, id: number, exclusion: { by: number; at: string; reason: string } | null): Promise<boolean> {
  const result = await db
    .updateTable('rounds')
    .set(exclusion ? { excluded_by: exclusion.by, excluded_at: exclusion.at, excluded_reason: exclusion.reason } : { excluded_by: null, excluded_at: null, excluded_reason: null })
    .where('id', '=', id)
    .where('excluded_at', exclusion ? 'is' : 'is not', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function countAttestedRoundsOfMatch(db: Db, matchId: number): Promise<number> {
  const row = await db
    .selectFrom('rounds')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('match_id', '=', matchId)
    .where('attested_at', 'is not', null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Strokes by hole for the given players of the given matches. */
export function listScoresOf(db: Db, pairs: { matchId: number; userId: number }[]) {
  const matchIds = [...new Set(pairs.map((pair) => pair.matchId))];
  const userIds = [...new Set(pairs.map((pair) => pair.userId))];
  if (matchIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('match_scores')
    .select(['match_id', 'user_id', 'hole', 'score'])
    .where('match_id', 'in', matchIds)
    .where('user_id', 'in', userIds)
    .execute();
}

/** Removes a player's round unless it is attested; false when it is attested (and stays). */
export async function deleteRoundRow(db: Db, matchId: number, userId: number): Promise<boolean> {
  const attested = await db
    .selectFrom('rounds')
    .select('id')
    .where('match_id', '=', matchId)
    .where('user_id', '=', userId)
    .where('attested_at', 'is not', null)
    .executeTakeFirst();
  if (attested) return false;
  await db.deleteFrom('rounds').where('match_id', '=', matchId).where('user_id', '=', userId).execute();
  return true;
}

/** Someone other than the player entered a score: the card waits for the player to confirm it (again). */
export async function markNeedsConfirmation(db: Db, matchId: number, userId: number): Promise<void> {
  await db
    .updateTable('rounds')
    .set({ needs_confirmation: 1, confirmed_at: null })
    .where('match_id', '=', matchId)
    .where('user_id', '=', userId)
    .execute();
}

/** The player confirms a card someone else entered; true when this call did. */
export async function confirmRoundRow(db: Db, id: number, at: string): Promise<boolean> {
  const result = await db
    .updateTable('rounds')
    .set({ confirmed_at: at })
    .where('id', '=', id)
    .where('needs_confirmation', '=', 1)
    .where('confirmed_at', 'is', null)
    .where('disputed_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** The player disputes a card someone else entered; it waits for the committee. True when this call did. */
export async function disputeRoundRow(db: Db, id: number, at: string, reason: string): Promise<boolean> {
  const result = await db
    .updateTable('rounds')
    .set({ disputed_at: at, dispute_reason: reason, confirmed_at: null })
    .where('id', '=', id)
    .where('needs_confirmation', '=', 1)
    .where('disputed_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** The committee lets a disputed card stand: the dispute is settled and the card counts as confirmed. */
export async function settleDisputeRow(db: Db, id: number, at: string): Promise<boolean> {
  const result = await db
    .updateTable('rounds')
    .set({ disputed_at: null, dispute_reason: null, confirmed_at: at })
    .where('id', '=', id)
    .where('disputed_at', 'is not', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Withdraws every attestation a member gave in a match (they left it); the rounds' ids. */
export async function withdrawAttestationsBy(db: Db, matchId: number, attesterId: number): Promise<number[]> {
  const rows = await db
    .updateTable('rounds')
    .set({ attested_by: null, attested_at: null })
    .where('match_id', '=', matchId)
    .where('attested_by', '=', attesterId)
    .returning('id')
    .execute();
  return rows.map((row) => row.id);
}
