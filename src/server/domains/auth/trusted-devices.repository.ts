import type { Db } from '../../platform/db/db';

export async function findTrustedDeviceUser(db: Db, tokenHash: string): Promise<number | undefined> {
  const row = await db.selectFrom('trusted_devices').select('user_id').where('token_hash', '=', tokenHash).executeTakeFirst();
  return row?.user_id;
}

export async function insertTrustedDevice(db: Db, row: { token_hash: string; user_id: number; created_at: string; last_used_at: string }): Promise<void> {
  await db.insertInto('trusted_devices').values(row).execute();
}

export async function touchTrustedDevice(db: Db, tokenHash: string, at: string): Promise<void> {
  await db.updateTable('trusted_devices').set({ last_used_at: at }).where('token_hash', '=', tokenHash).execute();
}

export async function deleteTrustedDevicesOf(db: Db, userId: number): Promise<void> {
  await db.deleteFrom('trusted_devices').where('user_id', '=', userId).execute();
}
