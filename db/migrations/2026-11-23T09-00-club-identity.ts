import type { Kysely } from 'kysely';

// Frozen: never edit after it lands; add a new migration instead.
// The club's identity is data: an uploaded logo and hero photo (stored names under UPLOADS_DIR/club).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('club_settings').addColumn('logo_file', 'text').execute();
  await db.schema.alterTable('club_settings').addColumn('hero_file', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('club_settings').dropColumn('hero_file').execute();
  await db.schema.alterTable('club_settings').dropColumn('logo_file').execute();
}
