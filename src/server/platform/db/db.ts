import { type Kysely, PostgresAdapter } from 'kysely';
import type { Database } from './schema';

/** The club's database, or one of its transactions: what every repository takes first. */
export type Db = Kysely<Database>;
export type Engine = 'sqlite' | 'postgres';

/** Which engine a database (or one of its transactions) runs on, for the few places their SQL differs. */
export function engineOf<DB>(db: Kysely<DB>): Engine {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}
