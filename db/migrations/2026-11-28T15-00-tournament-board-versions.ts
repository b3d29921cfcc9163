import type { Kysely } from 'kysely';

// Frozen: never edit after it lands; add a new migration instead.
// Live leaderboards (docs/decisions/live-leaderboard.md): each tournament's board has a version
// that every write changing what the board shows moves, after its transaction committed and
// before it answers. A process keeps a computed board until the version moves, and watchers are
// told the new version. One row per tournament, made by the first change.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('tournament_board_versions')
    .addColumn('tournament_id', 'integer', (c) => c.primaryKey().references('tournaments.id').onDelete('cascade'))
    .addColumn('version', 'integer', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('tournament_board_versions').execute();
}
