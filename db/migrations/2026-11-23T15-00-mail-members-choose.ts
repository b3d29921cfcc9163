import type { Kysely } from 'kysely';

// Frozen: never edit after it lands; add a new migration instead.
// Mail members choose: opt-outs per kind, a secret that signs unsubscribe links, the headers a
// message carries (List-Unsubscribe), the weekly digest's day and hour and one send per week.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('mail_opt_outs')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('mail_opt_outs_pk', ['user_id', 'kind'])
    .execute();
  await db.schema
    .createTable('app_secrets')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  // JSON object of extra headers, or null.
  await db.schema.alterTable('mail_outbox').addColumn('headers', 'text').execute();
  // 0 = Sunday ... 6 = Saturday, and the club-time hour from which it goes out.
  await db.schema.alterTable('club_settings').addColumn('digest_day', 'integer', (c) => c.notNull().defaultTo(1)).execute();
  await db.schema.alterTable('club_settings').addColumn('digest_hour', 'integer', (c) => c.notNull().defaultTo(8)).execute();
  await db.schema
    .createTable('digest_sends')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // The ISO week, e.g. '2026-W48'.
    .addColumn('week', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('digest_sends_pk', ['user_id', 'week'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('digest_sends').execute();
  await db.schema.alterTable('club_settings').dropColumn('digest_hour').execute();
  await db.schema.alterTable('club_settings').dropColumn('digest_day').execute();
  await db.schema.alterTable('mail_outbox').dropColumn('headers').execute();
  await db.schema.dropTable('app_secrets').execute();
  await db.schema.dropTable('mail_opt_outs').execute();
}
