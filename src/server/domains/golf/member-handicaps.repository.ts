import type { Db } from '../../platform/db/db';
import type { MemberHandicapRow } from '../../platform/db/schema';

export function findMemberHandicap(db: Db, userId: number): Promise<MemberHandicapRow | undefined> {
  return db.selectFrom('member_handicaps').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

export function listMemberHandicaps(db: Db, userIds: readonly number[]): Promise<MemberHandicapRow[]> {
  if (userIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('member_handicaps').selectAll().where('user_id', 'in', userIds).execute();
}

export async function upsertMemberHandicap(db: Db, row: MemberHandicapRow): Promise<void> {
  await db
    .insertInto('member_handicaps')
    .values(row)
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ index_tenths: row.index_tenths, note: row.note, set_by: row.set_by, set_at: row.set_at }))
    .execute();
}
