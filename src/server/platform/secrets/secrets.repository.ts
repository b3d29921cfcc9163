import type { Db } from '../db/db';

export async function findBoundKeyId(db: Db): Promise<string | undefined> {
  const row = await db.selectFrom('secrets_key').select('key_id').where('id', '=', 1).executeTakeFirst();
  return row?.key_id;
}

/** Records the key that seals this database's secrets (its id), replacing the one recorded before. */
export async function bindKeyId(db: Db, keyId: string, at: string): Promise<void> {
  await db
    .insertInto('secrets_key')
    .values({ id: 1, key_id: keyId, created_at: at })
    .onConflict((oc) => oc.column('id').doUpdateSet({ key_id: keyId, created_at: at }))
    .execute();
}

/** Adds a secret under a name unless one is there (every process and restart then agrees on the first). */
export async function insertAppSecretIfMissing(db: Db, name: string, sealed: string, at: string): Promise<void> {
  await db
    .insertInto('app_secrets')
    .values({ name, value: sealed, created_at: at })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
}

export async function findAppSecret(db: Db, name: string): Promise<string | undefined> {
  const row = await db.selectFrom('app_secrets').select('value').where('name', '=', name).executeTakeFirst();
  return row?.value;
}

export function listAppSecrets(db: Db): Promise<{ name: string; value: string }[]> {
  return db.selectFrom('app_secrets').select(['name', 'value']).orderBy('name').execute();
}

export async function replaceAppSecret(db: Db, name: string, value: string): Promise<void> {
  await db.updateTable('app_secrets').set({ value }).where('name', '=', name).execute();
}

export async function deleteAppSecret(db: Db, name: string): Promise<void> {
  await db.deleteFrom('app_secrets').where('name', '=', name).execute();
}
