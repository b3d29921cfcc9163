import type { Kysely } from 'kysely';

// Frozen: never edit after it lands; add a new migration instead.
// A member who deleted their account stays as a nameless "former member" row, so other members'
// matches and scores keep their players; the row holds no personal data and cannot sign in.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('deleted_at', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('deleted_at').execute();
}
