import type { Db } from '../../platform/db/db';
import type { ScoreWriteKeyRow } from '../../platform/db/schema';

/** Keeps a write's key; false when the key was already kept (by this write sent before, or a concurrent copy of it). */
export async function insertWriteKeyOnce(db: Db, row: ScoreWriteKeyRow): Promise<boolean> {
  const result = await db.insertInto('score_write_keys').values(row).onConflict((oc) => oc.column('write_key').doNothing()).executeTakeFirst();
  return (result.numInsertedOrUpdatedRows ?? 0n) > 0n;
}

export function findWriteKeyRow(db: Db, writeKey: string): Promise<ScoreWriteKeyRow | undefined> {
  return db.selectFrom('score_write_keys').selectAll().where('write_key', '=', writeKey).executeTakeFirst();
}
