import type { Kysely } from 'kysely';

// Frozen: never edit after it lands; add a new migration instead.
// An event may carry a picture (its stored base name under UPLOADS_DIR/events).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('events').addColumn('image_file', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('events').dropColumn('image_file').execute();
}
