import { type Kysely, sql } from 'kysely';

// Frozen: never edit after it lands; add a new migration instead.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('feed_posts')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('image_file', 'text')
    .addColumn('thumb_file', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('feed_posts_created').on('feed_posts').columns(['created_at', 'id']).execute();

  await db.schema
    .createTable('matches')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('creator_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('time', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('matches_date').on('matches').columns(['date', 'time']).execute();
  await db.schema.createIndex('matches_created').on('matches').columns(['created_at', 'id']).execute();

  await db.schema
    .createTable('match_participants')
    .addColumn('match_id', 'integer', (c) => c.notNull().references('matches.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('joined_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('match_participants_pk', ['match_id', 'user_id'])
    .execute();
  await db.schema.createIndex('match_participants_user').on('match_participants').column('user_id').execute();

  await db.schema
    .createTable('match_comments')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('match_id', 'integer', (c) => c.notNull().references('matches.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('image_file', 'text')
    .addColumn('thumb_file', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('match_comments_match').on('match_comments').columns(['match_id', 'created_at', 'id']).execute();

  await db.schema
    .createTable('match_scores')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('match_id', 'integer', (c) => c.notNull().references('matches.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('hole', 'integer', (c) => c.notNull().check(sql`hole between 1 and 18`))
    .addColumn('score', 'integer', (c) => c.notNull().check(sql`score between 1 and 20`))
    .addColumn('notes', 'text')
    .addColumn('recorded_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('recorded_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('match_scores_unique_hole', ['match_id', 'user_id', 'hole'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['match_scores', 'match_comments', 'match_participants', 'matches', 'feed_posts']) {
    await db.schema.dropTable(table).execute();
  }
}
