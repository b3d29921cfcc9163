import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { directoryPageSchema } from '../../../shared/people/directory.schema';
import { insertMember, memberCookie } from '../../../test/factories';
import { createTestApp, type TestApp, trpcClient } from '../../../test/test-app';
import { TestClock } from '../../../test/test-clock';

// Issue 32: the members' directory. Each member chooses what other members see; a hidden field never
// leaves the server (REST and tRPC alike), and no filter matches on it.

const NOW = '2026-06-10T14:00:00.000Z';
let t: TestApp;
let clock: TestClock;
beforeEach(async () => {
  clock = new TestClock(NOW);
  t = await createTestApp({}, { clock });
});
afterEach(() => t.close());

async function member(username: string, fullName: string, overrides: { paidThrough?: string | null; timeZone?: string } = {}) {
  const row = await insertMember(t.db, { username, fullName, paidThrough: overrides.paidThrough });
  if (overrides.timeZone) await t.db.updateTable('users').set({ time_zone: overrides.timeZone }).where('id', '=', row.id).execute();
  const cookie = await memberCookie(t.db, row.id, clock);
  return { row, cookie, trpc: trpcClient(t.app, cookie) };
}
type Member = Awaited<ReturnType<typeof member>>;

async function restDirectory(viewer: Member, query = '') {
  const response = await t.app.inject({ method: 'GET', url: `/api/members/directory${query}`, headers: { cookie: viewer.cookie } });
  return { status: response.statusCode, body: response.body, json: (): unknown => response.json() };
}

async function club() {
  const aiko = await member('aiko', 'Aiko Tanaka', { timeZone: 'Asia/Tokyo' });
  await aiko.trpc.people.updateGolf.mutate({ country: 'JP', platforms: ['gspro'], launchMonitor: 'Uneekor EYE XO', homeCourse: 'Kasumigaseki' });
  await aiko.trpc.people.declareIndex.mutate({ index: 8.4, system: 'national', reference: 'JGA 99881' });
  const ben = await member('ben', 'Ben Okafor', { timeZone: 'Europe/London' });
  await ben.trpc.people.updateGolf.mutate({ country: 'GB', platforms: ['gspro', 'trackman'], launchMonitor: 'Trackman iO', homeCourse: 'Secret Fairway 7' });
  await ben.trpc.people.declareIndex.mutate({ index: 21.7, system: 'club', reference: 'Sunningdale' });
  // Ben hides his index, platforms and home course.
  await ben.trpc.people.setDirectory.mutate({ listed: true, hiddenFields: ['index', 'platforms', 'homeCourse'] });
  const cleo = await member('cleo', 'Cleo Ruiz', { timeZone: 'America/Denver' });
  await cleo.trpc.people.setDirectory.mutate({ listed: false, hiddenFields: [] });
  await member('lapsed', 'Lapsed Larry', { paidThrough: '2026-05-01' });
  // Nine days past renewal: in the grace days, still a member with full access, still found.
  await member('grace', 'Grace Period', { paidThrough: '2026-06-01' });
  return { aiko, ben, cleo };
}

describe('the members directory', () => {
  it('lists members in good standing by name with what each shows; unlisted and lapsed members are not there', async () => {
    const { aiko } = await club();
    const page = await aiko.trpc.people.directory.query({});
    expect(page.members.map((m) => m.name)).toEqual(['Aiko Tanaka', 'Ben Okafor', 'Grace Period']);
    expect(page.total).toBe(3);
    expect(page.members[0]).toEqual({
      id: aiko.row.id,
      name: 'Aiko Tanaka',
      photo: null,
      country: 'JP',
      timeZone: 'Asia/Tokyo',
      platforms: ['gspro'],
      launchMonitor: 'Uneekor EYE XO',
      homeCourse: 'Kasumigaseki',
      index: { index: 8.4, source: 'declared' },
      lastRound: null,
    });
  });

  it('never sends a hidden field, on tRPC or REST, and no filter matches on one', async () => {
    const { aiko, ben } = await club();
    const viaTrpc = (await aiko.trpc.people.directory.query({ q: 'okafor' })).members;
    expect(viaTrpc).toHaveLength(1);
    expect(Object.keys(viaTrpc[0] ?? {}).sort()).toEqual(['country', 'id', 'lastRound', 'name', 'photo', 'timeZone']);
    const viaRest = await restDirectory(aiko, '?q=okafor');
    expect(viaRest.status).toBe(200);
    expect(viaRest.body).not.toMatch(/21\.7|Trackman|Secret Fairway|Sunningdale|"index"|"platforms"|"homeCourse"/);
    expect(directoryPageSchema.parse(viaRest.json()).members).toEqual(viaTrpc);
    // Filters see only what members show: Ben plays Trackman and has 21.7, but hid both.
    expect((await aiko.trpc.people.directory.query({ platform: 'trackman' })).members).toEqual([]);
    expect((await aiko.trpc.people.directory.query({ platform: 'gspro' })).members.map((m) => m.name)).toEqual(['Aiko Tanaka']);
    expect((await aiko.trpc.people.directory.query({ indexMin: 20, indexMax: 25 })).members).toEqual([]);
    expect((await aiko.trpc.people.directory.query({ indexMin: 5, indexMax: 10 })).members.map((m) => m.name)).toEqual(['Aiko Tanaka']);
    // Shown again, found again.
    await ben.trpc.people.setDirectory.mutate({ listed: true, hiddenFields: [] });
    expect((await aiko.trpc.people.directory.query({ platform: 'trackman' })).members.map((m) => m.name)).toEqual(['Ben Okafor']);
  });

  it('filters by time zone band from the clock now, and a hidden local time matches no band', async () => {
    const { aiko, ben } = await club();
    expect((await aiko.trpc.people.directory.query({ zoneBand: 'europe-africa' })).members.map((m) => m.name)).toEqual(['Ben Okafor']);
    expect((await aiko.trpc.people.directory.query({ zoneBand: 'oceania' })).members.map((m) => m.name)).toEqual(['Aiko Tanaka']);
    await ben.trpc.people.setDirectory.mutate({ listed: true, hiddenFields: ['localTime'] });
    expect((await aiko.trpc.people.directory.query({ zoneBand: 'europe-africa' })).members).toEqual([]);
  });

  it('is for members only: visitors get 401, a lapsed member 403, bad filters a clear 400 and nothing else', async () => {
    const { aiko } = await club();
    expect((await t.app.inject({ method: 'GET', url: '/api/members/directory' })).statusCode).toBe(401);
    const lapsed = await member('lapsed2', 'Lapsed Two', { paidThrough: '2026-05-01' });
    expect((await restDirectory(lapsed)).status).toBe(403);
    const bad = await restDirectory(aiko, '?indexMin=30&indexMax=10');
    expect(bad.status).toBe(400);
    expect(bad.json()).toMatchObject({ message: 'The lowest index must not be above the highest' });
    expect((await restDirectory(aiko, '?platform=wii')).json()).toMatchObject({ message: 'Choose a platform from the list' });
    const unknownField = await t.app.inject({
      method: 'POST',
      url: '/trpc/people.setDirectory',
      headers: { cookie: aiko.cookie, 'content-type': 'application/json' },
      payload: JSON.stringify({ listed: false, hiddenFields: ['password'] }),
    });
    expect(unknownField.statusCode).toBe(400);
    expect(unknownField.body).toContain('Unknown directory field');
    expect((await aiko.trpc.people.profile.query()).listed).toBe(true);
  });

  it('a damaged privacy choice hides every field rather than none', async () => {
    const { aiko } = await club();
    await t.db.updateTable('member_profiles').set({ hidden_fields: 'not json' }).where('user_id', '=', aiko.row.id).execute();
    const [entry] = (await aiko.trpc.people.directory.query({ q: 'aiko' })).members;
    expect(entry).toEqual({ id: aiko.row.id, name: 'Aiko Tanaka' });
  });
});
