import { sql } from 'kysely';
import type { Db } from '../../platform/db/db';
import { readKeptCount } from '../../platform/db/row-counts.repository';
import { nameKeyOf } from './display-name';
import type { NewUserRow, UserRow, UserUpdate } from '../../platform/db/schema';

export function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Usernames are unique without regard to case. */
export function findUserByUsername(db: Db, username: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where(sql<string>`lower(username)`, '=', username.toLowerCase())
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

export async function insertUser(db: Db, user: NewUserRow): Promise<UserRow> {
  return db
    .insertInto('users')
    .values({ ...user, name_key: nameKeyOf({ username: user.username, full_name: user.full_name ?? null }) })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** A change of name moves the member's place in name order too (read in the same transaction as the write). */
export async function updateUser(db: Db, id: number, changes: UserUpdate): Promise<void> {
  const renamed = changes.username !== undefined || changes.full_name !== undefined;
  const current = renamed ? await db.selectFrom('users').select(['username', 'full_name']).where('id', '=', id).executeTakeFirst() : undefined;
  const nameKey = current ? { name_key: nameKeyOf({ username: changes.username ?? current.username, full_name: changes.full_name === undefined ? current.full_name : changes.full_name }) } : {};
  await db.updateTable('users').set({ ...changes, ...nameKey }).where('id', '=', id).execute();
}

/** Live accounts; all of them from the total kept by triggers, one type by counting. */
export async function countUsers(db: Db, memberType?: UserRow['member_type']): Promise<number> {
  if (!memberType) return readKeptCount(db, 'members');
  let query = db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('deleted_at', 'is', null);
  if (memberType) query = query.where('member_type', '=', memberType);
  const row = await query.executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Where news for the admins goes: every admin's e-mail address (some have none). */
export async function listAdminEmails(db: Db): Promise<string[]> {
  const rows = await db.selectFrom('users').select('email').where('member_type', '=', 'admin').where('email', 'is not', null).execute();
  return rows.flatMap((row) => (row.email ? [row.email] : []));
}

/** Several users at once (a batch of bulk mail reads its members again in one query). */
export function listUsersByIds(db: Db, ids: readonly number[]): Promise<UserRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('users').selectAll().where('id', 'in', ids).execute();
}

/** Members (not admins, not deleted) with an e-mail address: who club-wide e-mails go to. */
export function listMembersWithEmail(db: Db) {
  return db
    .selectFrom('users')
    .select(['id', 'username', 'email', 'full_name', 'time_zone'])
    .where('member_type', '=', 'standard')
    .where('deleted_at', 'is', null)
    .where('email', 'is not', null)
    .orderBy('id')
    .execute();
}

/** The row stays for other members' matches and scores, and the club's books, under a pseudonym. */
export async function pseudonymiseUser(db: Db, userId: number, at: string): Promise<void> {
  await db
    .updateTable('users')
    .set({ username: `former-member-${userId}`, full_name: 'Former member', name_key: nameKeyOf({ username: '', full_name: 'Former member' }), email: null, phone: null, address: null, time_zone: null, password_hash: '!', member_type: 'standard', deleted_at: at })
    .where('id', '=', userId)
    .execute();
}

/** The last day a membership is paid for (the membership module decides it). */
export async function writePaidThrough(db: Db, userId: number, paidThrough: string): Promise<void> {
  await db.updateTable('users').set({ paid_through: paidThrough }).where('id', '=', userId).execute();
}

export async function deleteUserRow(db: Db, id: number): Promise<void> {
  await db.deleteFrom('users').where('id', '=', id).execute();
}
