import { type InsertQueryBuilder, type QueryCreator, sql } from 'kysely';
import { compileOnce, queryBuilder } from './compile-once';
import type { Database } from './schema';

/** A statement answering the `version` it moved something to, written with its values (`compileOnce`'s slots). */
export type VersionWrite<S, T extends keyof Database> = (creator: QueryCreator<Database>, values: S) => InsertQueryBuilder<Database, T, { version: number }>;

/**
 * `write` alone, and (PostgreSQL) `write` with the notice `<prefix><version><rest>` sent on
 * `channel` in the same statement (the notice goes at the statement's commit), each compiled once.
 * The notice's prefix and rest are the slots `noticePrefix` and `noticeRest` beside the write's own.
 */
export function versionWriteStatements<S extends Record<string, unknown>, T extends keyof Database>(example: S, write: VersionWrite<S, T>, channel: string) {
  const alone = compileOnce(example, (values) => write(queryBuilder, values));
  const told = compileOnce({ ...example, noticePrefix: 'slot:notice-prefix', noticeRest: 'slot:notice-rest' }, (values) =>
    queryBuilder
      .with('written', (creator) => write(creator, values))
      .selectFrom('written')
      .select(['written.version', sql<string>`pg_notify(${channel}, cast(${values.noticePrefix} as text) || cast(written.version as text) || cast(${values.noticeRest} as text))`.as('told')]),
  );
  return { alone, told };
}
