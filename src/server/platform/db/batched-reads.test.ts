import { afterAll, describe, expect, it } from 'vitest';
import { createBatchedRead } from './batched-reads';
import { openDatabase } from './database';

// The reads by key that every request makes, gathered per turn of the event loop (sessions on
// PostgreSQL): one query for all who asked in the same turn, each answered with its own row.

// Batches are kept per database; this one is only a key (the loads below are the test's own).
const db = openDatabase(':memory:');
afterAll(() => db.destroy());

function counted(rows: Record<string, string>) {
  const loads: string[][] = [];
  const read = createBatchedRead<string>((_db, keys) => {
    loads.push(keys);
    return Promise.resolve(new Map(keys.flatMap((key) => (rows[key] === undefined ? [] : [[key, rows[key]] as const]))));
  });
  return { loads, read };
}

describe('a batched read', () => {
  it('reads every key asked for in one turn in one load, and answers each asker with its own', async () => {
    const { loads, read } = counted({ a: 'Ann', b: 'Bob' });
    expect(await Promise.all([read(db, 'a'), read(db, 'b'), read(db, 'a'), read(db, 'zz')])).toEqual(['Ann', 'Bob', 'Ann', undefined]);
    expect(loads).toEqual([['a', 'b', 'zz']]);
    // Asked again after that turn: a load of its own, never an answer kept from before.
    expect(await read(db, 'a')).toBe('Ann');
    expect(loads).toHaveLength(2);
  });

  it('starts the load after every asker of the turn arrived, so a change made before any of them asked is seen', async () => {
    const rows: Record<string, string> = { a: 'Ann' };
    const { read } = counted(rows);
    const first = read(db, 'a');
    // Changed after the first asked, before the turn ended (a revocation committed meanwhile).
    delete rows.a;
    expect(await first).toBeUndefined();
  });

  it('fails every asker of a load that failed, and the next turn loads afresh', async () => {
    let fail = true;
    const read = createBatchedRead<string>(() => (fail ? Promise.reject(new Error('connection lost')) : Promise.resolve(new Map([['a', 'Ann']]))));
    const results = await Promise.allSettled([read(db, 'a'), read(db, 'b')]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    fail = false;
    expect(await read(db, 'a')).toBe('Ann');
  });
});
