import type { Db } from '../db/db';

/** Stores a photo under a new name; a name already taken is refused (the write fails). */
export async function insertPhoto(db: Db, name: string, bytes: Buffer, createdAt: string): Promise<void> {
  await db.insertInto('photos').values({ name, bytes, created_at: createdAt }).execute();
}

export async function findPhotoBytes(db: Db, name: string): Promise<Buffer | null> {
  const row = await db.selectFrom('photos').select('bytes').where('name', '=', name).executeTakeFirst();
  return row ? Buffer.from(row.bytes) : null;
}

export async function deletePhoto(db: Db, name: string): Promise<void> {
  await db.deleteFrom('photos').where('name', '=', name).execute();
}

/** The names stored directly in a folder ('' for the top), without the folder. */
export async function listPhotoNames(db: Db, folder: string): Promise<string[]> {
  const prefix = folder ? `${folder}/` : '';
  const rows = await db.selectFrom('photos').select('name').where('name', '>=', prefix).where('name', '<', `${prefix}\uffff`).execute();
  return rows.map((row) => row.name.slice(prefix.length)).filter((name) => !name.includes('/'));
}
