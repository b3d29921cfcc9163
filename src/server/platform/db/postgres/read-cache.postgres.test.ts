import { CompiledQuery, sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { insertMember } from '../../../../test/factories';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { getClubSettings } from '../../../domains/club/club-settings.service';
import { databaseLocation } from '../../config/config';
import { ensureChangeNotices, tablesWithChangeNotices } from './change-notices.repository';
import type { Db } from '../db';
import { changeStampOf, startChangeStamp } from '../change-stamp';
import { openDatabase } from '../database';
import { createReadCache } from '../read-cache';
import { inTransaction } from '../transaction';

// On PostgreSQL the read caches hold until this process writes or another process's commit notice
// arrives (postgres-change-stamp.ts); while nobody listens, they read fresh.
let t: TestApp;
let other: Db;
beforeEach(async () => {
  t = await createTestApp();
  other = openDatabase(databaseLocation(t.config));
  // The first ask starts listening; until then there is no stamp.
  await vi.waitFor(() => expect(changeStampOf(t.db)).toBeDefined());
});
afterEach(async () => {
  await other.destroy();
  await t.close();
});

const renameElsewhere = (name: string) => other.updateTable('club_settings').set({ club_name: name }).execute();

describe('read caches on PostgreSQL', () => {
  it('keep a value while nothing is written, and load again at once after this process writes', async () => {
    // No table notifies here: only this process's own counting can move the stamp.
    for (const table of await tablesWithChangeNotices(t.db))
      await sql`drop trigger club_change_notice on ${sql.table(table)}`.execute(t.db);
    const cache = createReadCache<number>();
    let loads = 0;
    const load = () => Promise.resolve(++loads);
    expect(await cache.read(t.db, 'k', load)).toBe(1);
    expect(await cache.read(t.db, 'k', load)).toBe(1);
    await insertMember(t.db);
    expect(await cache.read(t.db, 'k', load)).toBe(2);
    await inTransaction(t.db, async (trx) => {
      await insertMember(trx);
      // Read outside the transaction before it commits: nothing anyone can see changed yet.
      expect(await cache.read(t.db, 'k', load)).toBe(2);
    });
    expect(await cache.read(t.db, 'k', load)).toBe(3);
    // A write in raw SQL (no query node to tell its table by) counts too.
    await t.db.executeQuery(CompiledQuery.raw("update club_settings set club_name = 'Compiled Ahead'", []));
    expect(await cache.read(t.db, 'k', load)).toBe(4);
    // A transaction that wrote nothing moves nothing.
    await inTransaction(t.db, async (trx) => trx.selectFrom('club_settings').selectAll().execute());
    expect(await cache.read(t.db, 'k', load)).toBe(4);
  });

  it("show another process's committed write once its notice arrives, and only through it", async () => {
    expect((await getClubSettings(t.db)).clubName).not.toBe('Renamed Elsewhere');
    await renameElsewhere('Renamed Elsewhere');
    await vi.waitFor(async () => expect((await getClubSettings(t.db)).clubName).toBe('Renamed Elsewhere'), { timeout: 2000 });

    // Without the table's notice the cached settings stay: the notice is what moves the stamp.
    await sql`drop trigger club_change_notice on club_settings`.execute(t.db);
    const cached = await getClubSettings(t.db);
    await renameElsewhere('Unnoticed Rename');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await getClubSettings(t.db)).toBe(cached);
  });

  it('read fresh while the listening connection is lost, and keep values again once it listens anew', async () => {
    const kept = await getClubSettings(t.db);
    await sql`select pg_terminate_backend(pid) from pg_stat_activity
      where application_name = 'club-change-notices' and datname = current_database()`.execute(other);
    await vi.waitFor(() => expect(changeStampOf(t.db)).toBeUndefined());
    await sql`drop trigger club_change_notice on club_settings`.execute(other);
    await renameElsewhere('Renamed While Deaf');
    expect((await getClubSettings(t.db)).clubName).toBe('Renamed While Deaf');

    await vi.waitFor(() => expect(changeStampOf(t.db)).toBeDefined(), { timeout: 3000 });
    const again = await getClubSettings(t.db);
    expect(again).not.toBe(kept);
    expect(await getClubSettings(t.db)).toBe(again);
  });

  it('has every table of the club notify, including ones a later migration adds', async () => {
    const { rows } = await sql<{ name: string }>`select tablename as name from pg_tables
      where schemaname = current_schema() and tablename not like 'kysely_migration%' order by tablename`.execute(t.db);
    expect(rows.length).toBeGreaterThan(20);
    expect(await tablesWithChangeNotices(t.db)).toEqual(rows.map((row) => row.name));

    await sql`create table added_later (id bigint)`.execute(t.db);
    await ensureChangeNotices(t.db);
    expect(await tablesWithChangeNotices(t.db)).toContain('added_later');
  });

  it('stops listening when its Db is destroyed, even one that never ran a query', async () => {
    const listeners = async () => {
      const { rows } = await sql<{ count: number }>`select count(*)::int as count from pg_stat_activity
        where datname = current_database() and application_name = 'club-change-notices'`.execute(other);
      return rows[0]?.count;
    };
    const before = await listeners();
    const idle = openDatabase(databaseLocation(t.config));
    await startChangeStamp(idle);
    expect(await listeners()).toBe((before ?? 0) + 1);
    await idle.destroy();
    expect(await listeners()).toBe(before);
  });
});
