import { randomBytes } from 'node:crypto';
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

/** A random secret made once and kept in the database (so every process and restart agrees). */
export async function appSecret(db: Db, name: string, now: Date): Promise<string> {
  await db
    .insertInto('app_secrets')
    .values({ name, value: randomBytes(32).toString('base64url'), created_at: now.toISOString() })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await db.selectFrom('app_secrets').select('value').where('name', '=', name).executeTakeFirstOrThrow();
  return row.value;
}

