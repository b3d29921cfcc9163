import type { Kysely } from 'kysely';

// Frozen: never edit after it lands; add a new migration instead.
// A match result in the feed is a card from the club: what was played and each named player's place
// and score, kept as JSON beside the text (older result posts keep their text only).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('feed_posts').addColumn('result_json', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('feed_posts').dropColumn('result_json').execute();
}
