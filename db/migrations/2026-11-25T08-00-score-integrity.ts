import { type Kysely, sql } from 'kysely';

// Frozen: never edit after it lands; add a new migration instead.
// A round counts only when it was played and two people stand behind it:
// - an invited member is in a match once they accept (join); until then `accepted_at` is null.
//   Everyone already in a match accepted by being there.
// - a card someone else entered waits for its player to confirm it (`needs_confirmation`), or to
//   dispute it, which leaves it to the committee. Rounds already attested were attested under the
//   earlier rules and keep counting; unattested cards entered by someone else now need confirming.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('match_participants').addColumn('accepted_at', 'text').execute();
  await sql`update match_participants set accepted_at = joined_at`.execute(db);
  await db.schema.alterTable('rounds').addColumn('needs_confirmation', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('rounds').addColumn('confirmed_at', 'text').execute();
  await db.schema.alterTable('rounds').addColumn('disputed_at', 'text').execute();
  await db.schema.alterTable('rounds').addColumn('dispute_reason', 'text').execute();
  await sql`update rounds set needs_confirmation = 1 where attested_at is null and exists (
    select 1 from match_scores s where s.match_id = rounds.match_id and s.user_id = rounds.user_id and s.recorded_by <> rounds.user_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('rounds').dropColumn('dispute_reason').execute();
  await db.schema.alterTable('rounds').dropColumn('disputed_at').execute();
  await db.schema.alterTable('rounds').dropColumn('confirmed_at').execute();
  await db.schema.alterTable('rounds').dropColumn('needs_confirmation').execute();
  await db.schema.alterTable('match_participants').dropColumn('accepted_at').execute();
}
