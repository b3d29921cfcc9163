import { databaseLocation } from '../config/config';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { insertEvent, insertMember } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { getClubSettings } from '../../domains/club/club-settings.service';
import { listPublicEvents } from '../../domains/events/events.service';
import { openDatabase } from './database';
import { createReadCache } from './read-cache';
import { systemClock } from '../core/clock';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

describe('public reads kept in memory until the database changes', () => {
  it('answers the same value without loading again while nothing is written', async () => {
    const cache = createReadCache<{ loads: number }>();
    let loads = 0;
    const load = () => Promise.resolve({ loads: ++loads });
    expect(await cache.read(t.db, 'k', load)).toEqual({ loads: 1 });
    expect(await cache.read(t.db, 'k', load)).toEqual({ loads: 1 });
    expect(await cache.read(t.db, 'other', load)).toEqual({ loads: 2 });
  });

  it('loads again a kept value its caller says no longer holds, though nothing was written', async () => {
    const cache = createReadCache<{ loads: number; until: number }>();
    let loads = 0;
    let now = 100;
    const load = () => Promise.resolve({ loads: ++loads, until: 200 });
    const fresh = (kept: { until: number }) => now < kept.until;
    expect((await cache.read(t.db, 'k', load, fresh)).loads).toBe(1);
    now = 199;
    expect((await cache.read(t.db, 'k', load, fresh)).loads).toBe(1);
    now = 200;
    expect((await cache.read(t.db, 'k', load, fresh)).loads).toBe(2);
  });

  it('loads again after any write on this connection, to any table', async () => {
    const cache = createReadCache<number>();
    let loads = 0;
    await cache.read(t.db, 'k', () => Promise.resolve(++loads));
    await insertMember(t.db);
    expect(await cache.read(t.db, 'k', () => Promise.resolve(++loads))).toBe(2);
  });

  it('loads again after a write from another connection (a script, a restore)', async () => {
    const settings = await getClubSettings(t.db);
    const other = openDatabase(databaseLocation(t.config));
    await other.updateTable('club_settings').set({ club_name: 'Renamed Elsewhere' }).execute();
    await other.destroy();
    expect(settings.clubName).not.toBe('Renamed Elsewhere');
    expect((await getClubSettings(t.db)).clubName).toBe('Renamed Elsewhere');
  });

  it('shows a new public event at once, and never caches inside a transaction', async () => {
    const before = await listPublicEvents({ db: t.db, clock: systemClock });
    await insertEvent(t.db, { title: 'Fresh Event', start_date: new Date(Date.now() + 86_400_000).toISOString() });
    const after = await listPublicEvents({ db: t.db, clock: systemClock });
    expect(after.length).toBe(before.length + 1);
    expect(after.map((event) => event.title)).toContain('Fresh Event');

    const cache = createReadCache<number>();
    let loads = 0;
    await t.db.transaction().execute(async (trx) => {
      await cache.read(trx, 'k', () => Promise.resolve(++loads));
      await cache.read(trx, 'k', () => Promise.resolve(++loads));
    });
    expect(loads).toBe(2);
  });

  it('hands out frozen values: a caller cannot change what the next one reads', async () => {
    const settings = await getClubSettings(t.db);
    expect(Object.isFrozen(settings)).toBe(true);
    const events = await listPublicEvents({ db: t.db, clock: systemClock });
    expect(Object.isFrozen(events)).toBe(true);
  });
});
