import type { Db } from '../db/database';
import type { CalendarFeedsTable } from '../db/schema';

export function findFeedOfUser(db: Db, userId: number): Promise<CalendarFeedsTable | undefined> {
  return db.selectFrom('calendar_feeds').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

export function findFeedByTokenHash(db: Db, tokenHash: string): Promise<CalendarFeedsTable | undefined> {
  return db.selectFrom('calendar_feeds').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
}

/** One feed per member: a reset replaces the token, so the old link stops working. */
export async function upsertFeed(db: Db, row: CalendarFeedsTable): Promise<void> {
  await db
    .insertInto('calendar_feeds')
    .values(row)
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ token_hash: row.token_hash, created_at: row.created_at }))
    .execute();
}
