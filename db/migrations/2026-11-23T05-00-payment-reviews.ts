import type { Kysely } from 'kysely';

// Frozen: never edit after it lands; add a new migration instead.
// Payments that did not count as a membership fee: kept for an admin to refund or settle.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('payment_reviews')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('session_id', 'text', (c) => c.notNull().unique())
    .addColumn('email', 'text')
    .addColumn('amount_cents', 'integer')
    .addColumn('currency', 'text')
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('application_id', 'integer', (c) => c.references('applications.id').onDelete('set null'))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('open'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('resolved_at', 'text')
    .addColumn('resolved_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .execute();
  await db.schema.createIndex('payment_reviews_status').on('payment_reviews').columns(['status', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('payment_reviews').execute();
}
