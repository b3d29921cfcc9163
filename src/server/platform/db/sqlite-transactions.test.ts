import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from './database';
import type { Db } from './db';
import { inTransaction } from './transaction';

// A deferred SQLite transaction that reads first fails at once (SQLITE_BUSY, busy_timeout or not)
// when another connection writes before its own first write: the e2e fixtures' writes met the
// server's job leases that way. The club's transactions begin immediate, so they hold the lock.

let dir: string;
let db: Db | undefined;
let other: SQLite.Database | undefined;
afterEach(async () => {
  other?.close();
  await db?.destroy();
  rmSync(dir, { recursive: true, force: true });
});

describe('a transaction on SQLite', () => {
  it('takes the write lock as it begins: another connection waits for it, and its own write after a read goes through', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'club-begin-'));
    const file = path.join(dir, 'club.sqlite');
    db = openDatabase(file);
    await sql`create table tally (n integer not null)`.execute(db);
    // Another process or tool, which gives up after 50 ms rather than the server's 5 s.
    other = new SQLite(file, { timeout: 50 });
    const otherWrite = other.prepare('insert into tally (n) values (1)');

    await inTransaction(db, async (trx) => {
      expect((await sql<{ n: number }>`select count(*) as n from tally`.execute(trx)).rows).toEqual([{ n: 0 }]);
      expect(() => otherWrite.run()).toThrow(/database is locked/);
      await sql`insert into tally (n) values (2)`.execute(trx);
    });

    otherWrite.run();
    expect(other.prepare('select n from tally order by rowid').pluck().all()).toEqual([2, 1]);
  });
});
