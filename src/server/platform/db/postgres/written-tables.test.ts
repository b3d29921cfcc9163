import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { queryBuilder } from '../compile-once';
import { tablesWrittenBy, writtenTables } from './written-tables';

const deletingSessions = queryBuilder
  .with('gone', (db) => db.deleteFrom('sessions').returning('user_id'))
  .updateTable('users')
  .set({ full_name: 'x' })
  .compile();
const bumpingInARead = queryBuilder
  .with('bumped', (db) =>
    db
      .insertInto('tournament_board_versions')
      .values({ tournament_id: 1, version: 1 })
      .onConflict((oc) => oc.column('tournament_id').doUpdateSet((eb) => ({ version: eb('tournament_board_versions.version', '+', 1) })))
      .returning('version'),
  )
  .selectFrom('bumped')
  .select('bumped.version')
  .compile();

describe('writtenTables', () => {
  it('names the table an insert, an update or a delete built by Kysely writes', () => {
    expect(writtenTables(queryBuilder.insertInto('row_counts').values({ name: 'x', count: 0 }).compile().query)).toEqual(['row_counts']);
    expect(writtenTables(queryBuilder.updateTable('sessions').set({ last_seen_at: 'x' }).compile().query)).toEqual(['sessions']);
    expect(writtenTables(queryBuilder.updateTable('sessions as s').set({ last_seen_at: 'x' }).compile().query)).toEqual(['sessions']);
    expect(writtenTables(queryBuilder.deleteFrom('match_scores').where('match_id', '=', 1).compile().query)).toEqual(['match_scores']);
  });

  it('adds what the statements of its with write, and names none for a read', () => {
    expect(writtenTables(deletingSessions.query)).toEqual(['users', 'sessions']);
    expect(writtenTables(bumpingInARead.query)).toEqual(['tournament_board_versions']);
    const readingWith = queryBuilder.with('few', (db) => db.selectFrom('users').select('id')).selectFrom('few').selectAll().compile();
    expect(writtenTables(readingWith.query)).toEqual([]);
    expect(writtenTables(queryBuilder.selectFrom('users').selectAll().compile().query)).toEqual([]);
  });

  it('cannot tell for raw SQL or a table of another schema', () => {
    expect(writtenTables(sql`update club_settings set club_name = 'x'`.compile(queryBuilder).query)).toBeNull();
    expect(writtenTables(queryBuilder.withSchema('other').insertInto('row_counts').values({ name: 'x', count: 0 }).compile().query)).toBeNull();
    const rawInWith = queryBuilder.with('x', () => sql`delete from sessions returning user_id`).selectFrom('x').selectAll().compile();
    expect(writtenTables(rawInWith.query)).toBeNull();
    expect(writtenTables(undefined)).toBeNull();
  });
});

describe('tablesWrittenBy', () => {
  it('counts a write by the rows it wrote, and a read as none', () => {
    const insert = queryBuilder.insertInto('row_counts').values({ name: 'x', count: 0 }).compile();
    expect(tablesWrittenBy(insert.query, insert.sql, 1n)).toEqual(['row_counts']);
    expect(tablesWrittenBy(insert.query, insert.sql, 0n)).toEqual([]);
    const read = queryBuilder.selectFrom('users').selectAll().compile();
    expect(tablesWrittenBy(read.query, read.sql, undefined)).toEqual([]);
  });

  it('tells what a read or a write of no rows of its own wrote in its with', () => {
    // A select answers no count of rows written: its with may have written them.
    expect(tablesWrittenBy(bumpingInARead.query, bumpingInARead.sql, undefined)).toEqual(['tournament_board_versions']);
    expect(tablesWrittenBy(deletingSessions.query, deletingSessions.sql, 0n)).toEqual(['sessions']);
  });

  it('counts raw SQL that wrote rows, or starts with a with, as what cannot be told', () => {
    const update = sql`update club_settings set club_name = 'x'`.compile(queryBuilder);
    expect(tablesWrittenBy(update.query, update.sql, 1n)).toBeNull();
    const withSelect = sql`with gone as (delete from sessions returning user_id) select * from gone`.compile(queryBuilder);
    expect(tablesWrittenBy(withSelect.query, withSelect.sql, undefined)).toBeNull();
    const notice = sql`select pg_notify('club_live', 'x')`.compile(queryBuilder);
    expect(tablesWrittenBy(notice.query, notice.sql, undefined)).toEqual([]);
  });
});
