import { type Kysely, sql } from 'kysely';

// Frozen: never edit after it lands; add a new migration instead.
// Bulk mail in batches (docs/decisions/bulk-mail.md):
// - the weekly digest claims a batch of members (a row each, held by the batch until a time)
//   before their mails are built, and marks them queued after; a claim whose mails were never
//   marked (the process stopped in between) runs out and is taken again;
// - a bulk mail carries a key that is unique in the outbox (e.g. the digest of one member on one
//   day), so a batch queued again after such a stop adds nothing.
export async function up(db: Kysely<unknown>): Promise<void> {
  // Who holds the claim (one token per batch) and until when; null on rows written before this.
  await db.schema.alterTable('digest_sends').addColumn('holder', 'text').execute();
  await db.schema.alterTable('digest_sends').addColumn('claimed_until', 'text').execute();
  // When the digest was put in the outbox (or found unwanted); null while only claimed.
  await db.schema.alterTable('digest_sends').addColumn('queued_at', 'text').execute();
  // Every row before this was claimed and queued in one transaction.
  await sql`update digest_sends set queued_at = sent_at`.execute(db);
  // A digest day's claims in member order: where the next batch starts, how many are done.
  await db.schema.createIndex('digest_sends_day').on('digest_sends').columns(['week', 'user_id']).execute();
  // Null for ordinary mail (both engines let any number of rows have none).
  await db.schema.alterTable('mail_outbox').addColumn('once_key', 'text').execute();
  await db.schema.createIndex('mail_outbox_once_key').on('mail_outbox').column('once_key').unique().execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('mail_outbox_once_key').execute();
  await db.schema.alterTable('mail_outbox').dropColumn('once_key').execute();
  await db.schema.dropIndex('digest_sends_day').execute();
  await db.schema.alterTable('digest_sends').dropColumn('queued_at').execute();
  await db.schema.alterTable('digest_sends').dropColumn('claimed_until').execute();
  await db.schema.alterTable('digest_sends').dropColumn('holder').execute();
}
