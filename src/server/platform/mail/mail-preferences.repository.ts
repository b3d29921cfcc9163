import type { Db } from '../db/db';

export async function listOptOuts(db: Db, userId: number): Promise<Set<string>> {
  const rows = await db.selectFrom('mail_opt_outs').select('kind').where('user_id', '=', userId).execute();
  return new Set(rows.map((row) => row.kind));
}

export async function isOptedOut(db: Db, userId: number, kind: string): Promise<boolean> {
  return (await db.selectFrom('mail_opt_outs').select('kind').where('user_id', '=', userId).where('kind', '=', kind).executeTakeFirst()) !== undefined;
}

/** Of these members, the ones who turned this kind of mail off: one query for a batch of bulk mail. */
export async function listOptedOut(db: Db, userIds: readonly number[], kind: string): Promise<Set<number>> {
  if (userIds.length === 0) return new Set();
  const rows = await db.selectFrom('mail_opt_outs').select('user_id').where('kind', '=', kind).where('user_id', 'in', userIds).execute();
  return new Set(rows.map((row) => row.user_id));
}

export async function setOptOut(db: Db, userId: number, kind: string, optedOut: boolean, now: string): Promise<void> {
  if (optedOut) {
    await db.insertInto('mail_opt_outs').values({ user_id: userId, kind, created_at: now }).onConflict((oc) => oc.columns(['user_id', 'kind']).doNothing()).execute();
  } else {
    await db.deleteFrom('mail_opt_outs').where('user_id', '=', userId).where('kind', '=', kind).execute();
  }
}
