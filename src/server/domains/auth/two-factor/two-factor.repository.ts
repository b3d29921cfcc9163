import type { Selectable } from 'kysely';
import type { Db } from '../../../platform/db/db';
import type { TwoFactorTable } from '../../../platform/db/schema';

export type TwoFactorRow = Selectable<TwoFactorTable>;

export function findTwoFactor(db: Db, userId: number): Promise<TwoFactorRow | undefined> {
  return db.selectFrom('two_factor').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

/** Starts (or restarts) an enrolment with a new secret; the second factor is off until confirmed. */
export async function upsertPendingTwoFactor(db: Db, userId: number, secret: string, at: string): Promise<void> {
  await db
    .insertInto('two_factor')
    .values({ user_id: userId, secret, enabled_at: null, last_time_step: null, created_at: at, locked_until: null })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ secret, enabled_at: null, last_time_step: null, created_at: at, locked_until: null }))
    .execute();
}

/** Every member's stored secret (sealed, or in clear from before secrets were sealed), for start-up's sealing pass. */
export function listTwoFactorSecrets(db: Db): Promise<{ user_id: number; secret: string; enabled_at: string | null }[]> {
  return db.selectFrom('two_factor').select(['user_id', 'secret', 'enabled_at']).orderBy('user_id').execute();
}

export async function replaceTwoFactorSecret(db: Db, userId: number, secret: string): Promise<void> {
  await db.updateTable('two_factor').set({ secret }).where('user_id', '=', userId).execute();
}

export async function enableTwoFactor(db: Db, userId: number, timeStep: number, at: string): Promise<boolean> {
  const result = await db
    .updateTable('two_factor')
    .set({ enabled_at: at, last_time_step: timeStep })
    .where('user_id', '=', userId)
    .where('enabled_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** Records the step a code was used for; false when an equal or later step got there first (a replay or a race). */
export async function claimTimeStep(db: Db, userId: number, timeStep: number): Promise<boolean> {
  const result = await db
    .updateTable('two_factor')
    .set({ last_time_step: timeStep })
    .where('user_id', '=', userId)
    .where((eb) => eb.or([eb('last_time_step', 'is', null), eb('last_time_step', '<', timeStep)]))
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** Locks codes from the app until `until`; false when a lock already holds at `now` (or the factor is off). */
export async function lockTwoFactor(db: Db, userId: number, until: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('two_factor')
    .set({ locked_until: until })
    .where('user_id', '=', userId)
    .where('enabled_at', 'is not', null)
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', now)]))
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

export async function unlockTwoFactor(db: Db, userId: number): Promise<void> {
  await db.updateTable('two_factor').set({ locked_until: null }).where('user_id', '=', userId).execute();
}

export async function deleteChallengesOf(db: Db, userId: number): Promise<void> {
  await db.deleteFrom('two_factor_challenges').where('user_id', '=', userId).execute();
}

export async function deleteTwoFactorOf(db: Db, userId: number): Promise<void> {
  await db.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
  await db.deleteFrom('two_factor_challenges').where('user_id', '=', userId).execute();
  await db.deleteFrom('two_factor').where('user_id', '=', userId).execute();
}

export async function replaceRecoveryCodes(db: Db, userId: number, codeHashes: string[], at: string): Promise<void> {
  await db.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
  await db
    .insertInto('recovery_codes')
    .values(codeHashes.map((code_hash) => ({ code_hash, user_id: userId, used_at: null, created_at: at })))
    .execute();
}

export async function countUnusedRecoveryCodes(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('recovery_codes')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Uses up one recovery code; false when it is not this member's or was used already. */
export async function useRecoveryCode(db: Db, userId: number, codeHash: string, at: string): Promise<boolean> {
  const result = await db
    .updateTable('recovery_codes')
    .set({ used_at: at })
    .where('code_hash', '=', codeHash)
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

export async function insertChallenge(db: Db, row: { token_hash: string; user_id: number; created_at: string; expires_at: string }): Promise<void> {
  await db.insertInto('two_factor_challenges').values(row).execute();
}

export function findLiveChallenge(db: Db, tokenHash: string, now: string): Promise<{ user_id: number; wrong_codes: number } | undefined> {
  return db
    .selectFrom('two_factor_challenges')
    .select(['user_id', 'wrong_codes'])
    .where('token_hash', '=', tokenHash)
    .where('expires_at', '>', now)
    .executeTakeFirst();
}

export async function countWrongCode(db: Db, tokenHash: string): Promise<number> {
  const row = await db
    .updateTable('two_factor_challenges')
    .set((eb) => ({ wrong_codes: eb('wrong_codes', '+', 1) }))
    .where('token_hash', '=', tokenHash)
    .returning('wrong_codes')
    .executeTakeFirst();
  return row?.wrong_codes ?? Number.MAX_SAFE_INTEGER;
}

/** Ends a challenge; true only for the one caller that ended it (a token is good for one sign-in). */
export async function consumeChallenge(db: Db, tokenHash: string): Promise<boolean> {
  const result = await db.deleteFrom('two_factor_challenges').where('token_hash', '=', tokenHash).executeTakeFirst();
  return result.numDeletedRows === 1n;
}

export async function deleteExpiredChallenges(db: Db, now: string): Promise<void> {
  await db.deleteFrom('two_factor_challenges').where('expires_at', '<=', now).execute();
}
