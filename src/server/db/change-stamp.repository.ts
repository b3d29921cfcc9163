import { CompiledQuery } from 'kysely';
import { CHANGE_STAMP_SQL, type Db } from './database';

const STAMP = CompiledQuery.raw(CHANGE_STAMP_SQL);

/** The change stamp (see changeStampOf) through Kysely, for a Db opened elsewhere. */
export async function databaseChangeStamp(db: Db): Promise<string> {
  const { rows } = await db.executeQuery<{ data_version: number; changes: number }>(STAMP);
  const [row] = rows;
  if (!row) throw new Error('SQLite gave no change counters');
  return `${row.data_version}:${row.changes}`;
}
