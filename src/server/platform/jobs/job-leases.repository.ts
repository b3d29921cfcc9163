import type { Db } from '../db/db';

/**
 * Takes the job's lease until `until` unless another holder's lease still runs at `now`; answers
 * whether this holder has it. One statement (an upsert whose update only happens over an expired
 * lease), so two processes asking at once cannot both get it, on SQLite or PostgreSQL.
 */
export async function takeJobLease(db: Db, name: string, holder: string, now: string, until: string): Promise<boolean> {
  const taken = await db
    .insertInto('job_leases')
    .values({ name, holder, leased_until: until })
    .onConflict((conflict) =>
      conflict.column('name').doUpdateSet({ holder, leased_until: until }).where('job_leases.leased_until', '<=', now),
    )
    .returning('name')
    .executeTakeFirst();
  return taken !== undefined;
}

export function findJobLease(db: Db, name: string) {
  return db.selectFrom('job_leases').selectAll().where('name', '=', name).executeTakeFirst();
}
