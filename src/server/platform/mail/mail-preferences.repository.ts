import type { Db } from '../db/db';

export async function listOptOuts(db: Db, userId: number): Promise<Set<string>> {
  const rows = await db.selectFrom('mail_opt_outs').select('kind').where('user_id', '=', userId).execute();
  return new Set(rows.map((row) => row.kind));
}

export async function isOptedOut(db: Db, userId: number, kind: string): Promise<boolean> {
  return (await db.selectFrom('mail_opt_outs').select('kind').where('user_id', '=', userId).where('kind', '=', kind).executeTakeFirst()) !== undefined;
}

export async function setOptOut(db: Db, userId: number, kind: string, optedOut: boolean, now: string): Promise<void> {
  if (optedOut) {
    await db.insertInto('mail_opt_outs').values({ user_id: userId, kind, created_at: now }).onConflict((oc) => oc.columns(['user_id', 'kind']).doNothing()).execute();
  } else {
    await db.deleteFrom('mail_opt_outs').where('user_id', '=', userId).where('kind', '=', kind).execute();
  }
}
