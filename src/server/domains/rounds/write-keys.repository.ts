import { compileOnce, queryBuilder } from '../../platform/db/compile-once';
import type { Db } from '../../platform/db/db';
import type { ScoreWriteKeyRow } from '../../platform/db/schema';

const example: ScoreWriteKeyRow = { write_key: 'slot:write_key', match_id: -101, user_id: -102, hole: -103, score: -104, recorded_by: -105, created_at: 'slot:created_at' };

// Compiled once: every hole a phone saves brings its key.
const keyKept = compileOnce(example, (row) => queryBuilder.insertInto('score_write_keys').values(row).onConflict((oc) => oc.column('write_key').doNothing()).returning('write_key'));

/** Keeps a write's key; false when the key was already kept (by this write sent before, or a concurrent copy of it). */
export async function insertWriteKeyOnce(db: Db, row: ScoreWriteKeyRow): Promise<boolean> {
  return (await keyKept(db, row)).length > 0;
}

export function findWriteKeyRow(db: Db, writeKey: string): Promise<ScoreWriteKeyRow | undefined> {
  return db.selectFrom('score_write_keys').selectAll().where('write_key', '=', writeKey).executeTakeFirst();
}
