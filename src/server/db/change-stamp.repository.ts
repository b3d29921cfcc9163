import { CompiledQuery } from 'kysely';
import type { Db } from './database';

// Compiled once: this runs before every cached read.
const STAMP = CompiledQuery.raw('select (select data_version from pragma_data_version) as data_version, total_changes() as changes');

/**
 * Changes whenever the database does: `total_changes()` counts every row this connection wrote,
 * `data_version` moves when another connection (a script, a restore) commits.
 */
export async function databaseChangeStamp(db: Db): Promise<string> {
  const { rows } = await db.executeQuery<{ data_version: number; changes: number }>(STAMP);
  const [row] = rows;
  if (!row) throw new Error('SQLite gave no change counters');
  return `${row.data_version}:${row.changes}`;
}
