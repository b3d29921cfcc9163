import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { insertMember } from '../../../../test/factories';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { databaseLocation } from '../../config/config';
import { ensureChangeNotices } from './change-notices.repository';
import type { Db } from '../db';
import { changeStampOf } from '../change-stamp';
import { openDatabase } from '../database';
import { publishNotice, subscribeNotices } from '../live-notices';
import { createReadCache } from '../read-cache';
import { inTransaction } from '../transaction';

// A read cache naming its tables keeps its values through writes to other tables (here by this
// process and by another), and loads again at once for a write to its own or to one that spreads.
let t: TestApp;
let other: Db;

/** A cache whose reads answer how many times it has loaded. */
function countedCache(tables?: readonly string[]) {
  const cache = createReadCache<number>(tables ? { tables } : {});
  let loads = 0;
  return { read: () => cache.read(t.db, 'k', () => Promise.resolve(++loads)) };
}

const rename = (db: Db, name: string) => db.updateTable('club_settings').set({ club_name: name }).execute();
/** A write Kysely builds (so its table is known) to a table no cache here names. */
const note = (db: Db) => db.withTables<{ plain_notes: { id: number } }>().insertInto('plain_notes').values({ id: 1 }).execute();

beforeEach(async () => {
  t = await createTestApp();
  other = openDatabase(databaseLocation(t.config));
  // A table nothing spreads from, with its notice.
  await sql`create table plain_notes (id bigint)`.execute(t.db);
  await ensureChangeNotices(t.db);
  await vi.waitFor(() => expect(changeStampOf(t.db)).toBeDefined());
  // The set-up's own writes (the club settings, the first admin) may still have notices on the way;
  // every notice comes in commit order, so they are all here once a later one is.
  const drained = new Promise<void>((resolve) => {
    const stop = subscribeNotices(t.db, 'set-up-heard', () => {
      stop();
      resolve();
    });
  });
  await publishNotice(other, 'set-up-heard', 'now');
  await drained;
});
afterEach(async () => {
  await other.destroy();
  await t.close();
});

describe('read caches naming their tables, on PostgreSQL', () => {
  it("keep their values through this process's writes to other tables, and not through one to theirs", async () => {
    // No notices here (this process hears its own too, a moment later): only its own counting moves the stamps.
    for (const table of ['plain_notes', 'club_settings']) await sql`drop trigger club_change_notice on ${sql.table(table)}`.execute(t.db);
    const settings = countedCache(['club_settings']);
    const anything = countedCache();
    await settings.read();
    await anything.read();
    await note(t.db);
    expect(await anything.read()).toBe(2);
    await inTransaction(t.db, (trx) => note(trx));
    expect(await anything.read()).toBe(3);
    expect(await settings.read()).toBe(1);

    await rename(t.db, 'Renamed Here');
    expect(await settings.read()).toBe(2);
    await inTransaction(t.db, async (trx) => {
      await rename(trx, 'Renamed Inside');
      // Nobody can see it before the commit.
      expect(await settings.read()).toBe(2);
      await note(trx);
    });
    expect(await settings.read()).toBe(3);
  });

  it("keep their values through another process's writes to other tables, and see one to theirs once its notice arrives", async () => {
    const settings = countedCache(['club_settings']);
    const anything = countedCache();
    await settings.read();
    await anything.read();
    await note(other);
    // The notice has come once the cache of any table loads again.
    await vi.waitFor(async () => expect(await anything.read()).toBe(2), { timeout: 2000 });
    expect(await settings.read()).toBe(1);

    await rename(other, 'Renamed Elsewhere');
    await vi.waitFor(async () => expect(await settings.read()).toBe(2), { timeout: 2000 });
  });

  it('count a write made in the with of a read (a version moved and told in one statement) as one to its table', async () => {
    await sql`drop trigger club_change_notice on plain_notes`.execute(t.db);
    const notes = countedCache(['plain_notes']);
    const noteInARead = (db: Db) =>
      db
        .withTables<{ plain_notes: { id: number } }>()
        .with('added', (creator) => creator.insertInto('plain_notes').values({ id: 2 }).returning('id'))
        .selectFrom('added')
        .selectAll()
        .execute();
    await notes.read();
    await noteInARead(t.db);
    expect(await notes.read()).toBe(2);
    await inTransaction(t.db, (trx) => noteInARead(trx));
    expect(await notes.read()).toBe(3);
  });

  it('count a write to a table whose writes spread (a trigger keeps a total) as one to every table', async () => {
    // Adding a member moves the members' total in row_counts by a trigger: a cache of the totals loads
    // again at once, by this process's own counting (the notices, which could come first, are off).
    for (const table of ['users', 'row_counts']) await sql`drop trigger club_change_notice on ${sql.table(table)}`.execute(t.db);
    const totals = countedCache(['row_counts']);
    await totals.read();
    await insertMember(t.db);
    expect(await totals.read()).toBe(2);
    await inTransaction(t.db, (trx) => insertMember(trx));
    expect(await totals.read()).toBe(3);
  });
});
