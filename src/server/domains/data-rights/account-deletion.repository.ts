import type { Db } from '../../platform/db/db';

/** The images of the member's own posts and comments (the ones that go with "remove"). */
export async function listOwnContentImages(db: Db, userId: number): Promise<(string | null)[]> {
  const posts = await db.selectFrom('feed_posts').select(['image_file', 'thumb_file']).where('user_id', '=', userId).execute();
  const comments = await db.selectFrom('match_comments').select(['image_file', 'thumb_file']).where('user_id', '=', userId).execute();
  return [...posts, ...comments].flatMap((row) => [row.image_file, row.thumb_file]);
}

export async function deleteOwnContent(db: Db, userId: number): Promise<void> {
  await db.deleteFrom('feed_posts').where('user_id', '=', userId).execute();
  await db.deleteFrom('match_comments').where('user_id', '=', userId).execute();
}

/** What is private to the member and useless to anyone else: sessions, devices, feed link, tee times, reset links. */
export async function deletePrivateRows(db: Db, userId: number): Promise<void> {
  await db.deleteFrom('sessions').where('user_id', '=', userId).execute();
  await db.deleteFrom('trusted_devices').where('user_id', '=', userId).execute();
  await db.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
  await db.deleteFrom('two_factor_challenges').where('user_id', '=', userId).execute();
  await db.deleteFrom('two_factor').where('user_id', '=', userId).execute();
  await db.deleteFrom('calendar_feeds').where('user_id', '=', userId).execute();
  await db.deleteFrom('reservations').where('user_id', '=', userId).execute();
  await db.deleteFrom('password_reset_tokens').where('user_id', '=', userId).execute();
}

/** The application the member came from keeps its payment facts but loses the person. */
export async function scrubApplicationsOf(db: Db, userId: number): Promise<void> {
  await db
    .updateTable('applications')
    .set({ first_name: 'Former', last_name: 'member', email: `former-member-${userId}@invalid`, phone: '', address: '', interests: '', handicap: null, years_experience: null })
    .where('user_id', '=', userId)
    .execute();
}

/** The row stays for other members' matches and scores, and the club's books, under a pseudonym. */
export async function pseudonymiseUser(db: Db, userId: number, at: string): Promise<void> {
  await db
    .updateTable('users')
    .set({ username: `former-member-${userId}`, full_name: 'Former member', email: null, phone: null, address: null, password_hash: '!', member_type: 'standard', deleted_at: at })
    .where('id', '=', userId)
    .execute();
}
