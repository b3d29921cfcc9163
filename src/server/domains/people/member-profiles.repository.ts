import type { Db } from '../../platform/db/db';
import type { MemberProfileRow, MemberProfileUpdate } from '../../platform/db/schema';

export function findMemberProfileRow(db: Db, userId: number): Promise<MemberProfileRow | undefined> {
  return db.selectFrom('member_profiles').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

export function listMemberProfileRows(db: Db, userIds: readonly number[]): Promise<MemberProfileRow[]> {
  if (userIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('member_profiles').selectAll().where('user_id', 'in', userIds).execute();
}

/** Creates the member's row on their first change, or changes it. */
export async function saveMemberProfileRow(db: Db, userId: number, changes: MemberProfileUpdate & { updated_at: string }): Promise<void> {
  await db
    .insertInto('member_profiles')
    .values({ ...changes, user_id: userId })
    .onConflict((oc) => oc.column('user_id').doUpdateSet(changes))
    .execute();
}

export function findProfileByPhoto(db: Db, base: string): Promise<Pick<MemberProfileRow, 'user_id' | 'hidden_fields' | 'listed'> | undefined> {
  return db.selectFrom('member_profiles').select(['user_id', 'hidden_fields', 'listed']).where('photo_file', '=', base).executeTakeFirst();
}

export async function deleteMemberProfileRow(db: Db, userId: number): Promise<void> {
  await db.deleteFrom('member_profiles').where('user_id', '=', userId).execute();
}
