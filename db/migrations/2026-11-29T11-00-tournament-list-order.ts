import { type Kysely, sql } from 'kysely';

// Frozen: never edit after it lands; add a new migration instead.
// The tournaments list in two parts (docs/decisions/directory-paging.md): those still being played
// or waiting to be finalised, all of them from a partial index, and the finalised ones newest
// first a page at a time, walked along (entries_close_at, id).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('tournaments_by_close').on('tournaments').columns(['entries_close_at', 'id']).execute();
  await db.schema
    .createIndex('tournaments_current')
    .on('tournaments')
    .columns(['entries_close_at', 'id'])
    .where(sql.ref('finalised_at'), 'is', null)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('tournaments_current').execute();
  await db.schema.dropIndex('tournaments_by_close').execute();
}
