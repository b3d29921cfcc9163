import type { Kysely } from 'kysely';

// Frozen: never edit after it lands; add a new migration instead.
// Profiles made for a remote club (docs/decisions/member-profiles.md): a photo, country, platforms,
// launch monitor and home course, what other members may see of them; the handicap index a member
// declared (on the application or once in their profile) with the system it comes from; the same asked
// on the application; and where a round's index came from.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('member_profiles')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('photo_file', 'text')
    // ISO 3166-1 alpha-2, such as 'JP'.
    .addColumn('country', 'text')
    // JSON array of platform values (src/shared/golf/platforms.ts).
    .addColumn('platforms', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('launch_monitor', 'text')
    .addColumn('home_course', 'text')
    // 1 when the member is in the members' directory at all.
    .addColumn('listed', 'integer', (c) => c.notNull().defaultTo(1))
    // JSON array of the fields other members may not see.
    .addColumn('hidden_fields', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('member_profiles_photo_file').on('member_profiles').column('photo_file').execute();

  // 'set' by an admin (their home club's official index) or 'declared' by the member.
  await db.schema.alterTable('member_handicaps').addColumn('source', 'text', (c) => c.notNull().defaultTo('set')).execute();
  // Where a declared index comes from: another club, GHIN or another national system, and its number there.
  await db.schema.alterTable('member_handicaps').addColumn('system', 'text').execute();
  await db.schema.alterTable('member_handicaps').addColumn('reference', 'text').execute();

  await db.schema.alterTable('applications').addColumn('country', 'text').execute();
  await db.schema.alterTable('applications').addColumn('time_zone', 'text').execute();
  await db.schema.alterTable('applications').addColumn('platforms', 'text', (c) => c.notNull().defaultTo('[]')).execute();
  await db.schema.alterTable('applications').addColumn('launch_monitor', 'text').execute();
  await db.schema.alterTable('applications').addColumn('home_course', 'text').execute();
  await db.schema.alterTable('applications').addColumn('handicap_system', 'text').execute();
  await db.schema.alterTable('applications').addColumn('handicap_reference', 'text').execute();

  // 'club', 'declared' or 'set': what the round's index was when it began; null without one.
  await db.schema.alterTable('rounds').addColumn('index_source', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('rounds').dropColumn('index_source').execute();
  for (const column of ['handicap_reference', 'handicap_system', 'home_course', 'launch_monitor', 'platforms', 'time_zone', 'country']) {
    await db.schema.alterTable('applications').dropColumn(column).execute();
  }
  for (const column of ['reference', 'system', 'source']) {
    await db.schema.alterTable('member_handicaps').dropColumn(column).execute();
  }
  await db.schema.dropTable('member_profiles').execute();
}
