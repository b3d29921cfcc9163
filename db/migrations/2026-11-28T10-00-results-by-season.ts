import type { Kysely } from 'kysely';

// Frozen: never edit after it lands; add a new migration instead.
// The order of merit reads one season's tournament results (by when each tournament was
// finalised): without this index it read every result of every season (ten years of a busy club:
// 48,000 rows a request).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('tournament_results_finalised').on('tournament_results').column('finalised_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('tournament_results_finalised').execute();
}
