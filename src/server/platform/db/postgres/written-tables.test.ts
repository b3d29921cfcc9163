import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { queryBuilder } from '../compile-once';
import { writtenTables } from './written-tables';

describe('writtenTables', () => {
  it('names the table an insert, an update or a delete built by Kysely writes', () => {
    expect(writtenTables(queryBuilder.insertInto('row_counts').values({ name: 'x', count: 0 }).compile().query)).toEqual(['row_counts']);
    expect(writtenTables(queryBuilder.updateTable('sessions').set({ last_seen_at: 'x' }).compile().query)).toEqual(['sessions']);
    expect(writtenTables(queryBuilder.updateTable('sessions as s').set({ last_seen_at: 'x' }).compile().query)).toEqual(['sessions']);
    expect(writtenTables(queryBuilder.deleteFrom('match_scores').where('match_id', '=', 1).compile().query)).toEqual(['match_scores']);
  });

  it('cannot tell for raw SQL, a statement with a with, a table of another schema or a read', () => {
    expect(writtenTables(sql`update club_settings set club_name = 'x'`.compile(queryBuilder).query)).toBeNull();
    const withWrite = queryBuilder
      .with('gone', (db) => db.deleteFrom('sessions').returning('user_id'))
      .updateTable('users')
      .set({ full_name: 'x' })
      .compile().query;
    expect(writtenTables(withWrite)).toBeNull();
    expect(writtenTables(queryBuilder.withSchema('other').insertInto('row_counts').values({ name: 'x', count: 0 }).compile().query)).toBeNull();
    expect(writtenTables(queryBuilder.selectFrom('users').selectAll().compile().query)).toBeNull();
    expect(writtenTables(undefined)).toBeNull();
  });
});
