import type { Kysely } from 'kysely';

// Frozen: never edit after it lands; add a new migration instead.
// A member's second factor can be locked: when wrong codes from browsers the member never signed
// in with reach the per-account ceiling, codes from the app are refused from such browsers until
// `locked_until` (a recovery code or a trusted browser still signs in), and the member is e-mailed
// once for the lock: someone has their password.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('two_factor').addColumn('locked_until', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('two_factor').dropColumn('locked_until').execute();
}
