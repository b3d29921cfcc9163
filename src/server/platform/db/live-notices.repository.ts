import { type InsertQueryBuilder, type Kysely, type QueryCreator, sql } from 'kysely';
import type { Database } from './schema';

/**
 * PostgreSQL: runs `write` (answering a `version`) and sends `<prefix><version><rest>` on `channel`
 * in one statement; the notice goes at the statement's commit. Answers the version.
 */
export async function writeVersionAndNotify<T extends keyof Database>(
  db: Kysely<Database>,
  channel: string,
  prefix: string,
  write: (creator: QueryCreator<Database>) => InsertQueryBuilder<Database, T, { version: number }>,
  rest: string,
): Promise<number> {
  const { version } = await db
    .with('written', write)
    .selectFrom('written')
    .select(['written.version', sql<string>`pg_notify(${channel}, cast(${prefix} as text) || cast(written.version as text) || cast(${rest} as text))`.as('told')])
    .executeTakeFirstOrThrow();
  return version;
}
