import { sql } from 'kysely';
import { type Db, engineOf } from '../db/db';
import { inTransaction } from '../db/transaction';

export interface WindowRule {
  limit: number;
  windowMs: number;
}

/**
 * Records `count` acts only while every rule still has room for all of them, in one statement:
 * two processes (or two requests) racing for the last place cannot both get it. Returns whether
 * they were recorded.
 */
export async function recordIfUnder(
  db: Db,
  bucket: string,
  key: string,
  at: number,
  rules: readonly WindowRule[],
  count = 1,
): Promise<boolean> {
  const room = rules.map(
    (rule) =>
      sql<boolean>`(select count(*) from rate_events where bucket = ${bucket} and key = ${key} and at > ${at - rule.windowMs}) <= ${rule.limit - count}`,
  );
  if (engineOf(db) === 'postgres') {
    // One statement is not enough on PostgreSQL, where two processes' statements run side by side:
    // a serializable transaction makes the second racer run again and see the first one's acts.
    return inTransaction(db, async (trx) => {
      const acts = sql`generate_series(1, ${count}::integer)`;
      const result =
        await sql`insert into rate_events (bucket, key, at) select ${bucket}, ${key}, ${at}::bigint from ${acts} where ${sql.join(room, sql` and `)}`.execute(
          trx,
        );
      return Number(result.numAffectedRows ?? 0) === count;
    });
  }
  const acts = sql.join(
    Array.from({ length: count }, (_, i) => sql`select ${i} as n`),
    sql` union all `,
  );
  const result =
    await sql`insert into rate_events (bucket, key, at) select ${bucket}, ${key}, ${at} from (${acts}) where ${sql.join(room, sql` and `)}`.execute(
      db,
    );
  return Number(result.numAffectedRows ?? 0) === count;
}

export async function insertRateEvent(db: Db, bucket: string, key: string, at: number): Promise<void> {
  await db.insertInto('rate_events').values({ bucket, key, at }).execute();
}

/** The times of the key's acts since `since`, oldest first. */
export async function listRateEventTimes(db: Db, bucket: string, key: string, since: number): Promise<number[]> {
  const rows = await db
    .selectFrom('rate_events')
    .select('at')
    .where('bucket', '=', bucket)
    .where('key', '=', key)
    .where('at', '>', since)
    .orderBy('at')
    .execute();
  return rows.map((row) => row.at);
}

export async function countRateEvents(db: Db, bucket: string, key: string, since: number): Promise<number> {
  const row = await db
    .selectFrom('rate_events')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('bucket', '=', bucket)
    .where('key', '=', key)
    .where('at', '>', since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Takes back one act of the key counted at `at`: the newest such row, if any. */
export async function deleteOneRateEvent(db: Db, bucket: string, key: string, at: number): Promise<void> {
  await db
    .deleteFrom('rate_events')
    .where('id', '=', (eb) =>
      eb.selectFrom('rate_events').select('id').where('bucket', '=', bucket).where('key', '=', key).where('at', '=', at).orderBy('id', 'desc').limit(1),
    )
    .execute();
}

export async function deleteRateEvents(db: Db, bucket: string, key: string): Promise<void> {
  await db.deleteFrom('rate_events').where('bucket', '=', bucket).where('key', '=', key).execute();
}

/** Drops acts older than every window that could still count them. */
export async function purgeRateEventsBefore(db: Db, before: number): Promise<void> {
  await db.deleteFrom('rate_events').where('at', '<', before).execute();
}
