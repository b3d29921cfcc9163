import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { adminAndMember, auditRows } from '../../../test/admin-helpers';
import { insertMember, memberCookie } from '../../../test/factories';
import { insertCourseWithTee } from '../../../test/golf-factories';
import { createTestApp, type TestApp, trpcClient } from '../../../test/test-app';
import { TestClock } from '../../../test/test-clock';

// Issue 30: the committee creates a tournament; members enter or withdraw until entries close, with
// places, waitlist, promotion and the entry fee holding under concurrent requests.

const NOW = '2026-12-01T12:00:00.000Z';
let t: TestApp;
let clock: TestClock;
let adminCookie: string;
beforeEach(async () => {
  clock = new TestClock(NOW);
  t = await createTestApp({}, { clock });
  adminCookie = (await adminAndMember(t.db, clock)).adminCookie;
});
afterEach(() => t.close());

async function tournament(overrides: Record<string, unknown> = {}) {
  const { teeId } = await insertCourseWithTee(t.db);
  const body = {
    name: 'Winter Medal',
    format: 'stroke',
    rounds: [{ teeId, opensAt: '2026-12-05T00:00:00.000Z', closesAt: '2026-12-08T00:00:00.000Z' }],
    capacity: 10,
    entryFee: 15,
    ...overrides,
  };
  const response = await t.app.inject({ method: 'POST', url: '/api/admin/tournaments', headers: { cookie: adminCookie }, payload: body });
  expect(response.statusCode).toBe(201);
  return response.json<{ id: number }>().id;
}

async function player(name: string, index: number | null = 18.4) {
  const member = await insertMember(t.db, { username: name, email: `${name}@example.com` });
  if (index !== null) await t.db.insertInto('member_handicaps').values({ user_id: member.id, index_tenths: Math.round(index * 10), note: 'Home club', set_by: null, set_at: NOW }).execute();
  return { member, cookie: await memberCookie(t.db, member.id, clock) };
}
type Player = Awaited<ReturnType<typeof player>>;
const enter = (who: Player, id: number, yes: boolean) => t.app.inject({ method: 'POST', url: `/api/tournaments/${id}/entry`, headers: { cookie: who.cookie }, payload: { enter: yes } });
const fees = (who: Player) =>
  t.db.selectFrom('account_entries').select(['kind', 'amount_cents']).where('user_id', '=', who.member.id).orderBy('id').execute();

describe('the committee creates a tournament', () => {
  it('answers 201 with the id, with the WHS allowance and entries closing when the first window closes by default', async () => {
    const id = await tournament({ capacity: null, entryFee: null });
    const viewer = await player('viewer');
    const detail = await trpcClient(t.app, viewer.cookie).tournaments.get.query({ id });
    expect(detail).toMatchObject({ name: 'Winter Medal', format: 'stroke', allowance: 95, attempts: 1, phase: 'upcoming', entriesCloseAt: '2026-12-08T00:00:00.000Z', entriesOpen: true });
    expect(detail.conditions).toMatchObject({ puttingMode: 'putt_out', mulligans: 0 });
    expect(detail.rounds).toEqual([expect.objectContaining({ number: 1, course: 'Harbour Links (simulator)', opensAt: '2026-12-05T00:00:00.000Z' })]);
    expect((await auditRows(t.db)).map((r) => r.action)).toContain('tournament.create');
  });

  it.each([
    [{ rounds: [] }, 'Give 1 to 4 rounds'],
    [{ name: 'W' }, 'The name must be at least 3 characters'],
    [{ format: 'scramble' }, 'Choose stroke play or Stableford'],
    [{ attempts: 0 }, 'At least 1 attempt per round'],
    [{ entriesCloseAt: '2026-12-09T00:00:00.000Z' }, 'Entries close by the time the first round closes'],
    [{ flights: [{ name: 'A', maxIndex: null }, { name: 'B', maxIndex: 12 }] }, 'Only the last flight takes "the rest"'],
  ])('refuses %j with its message and creates nothing', async (change, message) => {
    const { teeId } = await insertCourseWithTee(t.db);
    const body = { name: 'Winter Medal', format: 'stroke', rounds: [{ teeId, opensAt: '2026-12-05T00:00:00.000Z', closesAt: '2026-12-08T00:00:00.000Z' }], ...change };
    const response = await t.app.inject({ method: 'POST', url: '/api/admin/tournaments', headers: { cookie: adminCookie }, payload: body });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toBe(message);
    expect(await t.db.selectFrom('tournaments').select('id').execute()).toEqual([]);
  });

  it('refuses members, and rounds on tees that do not exist', async () => {
    const someone = await player('someone');
    const refused = await t.app.inject({ method: 'POST', url: '/api/admin/tournaments', headers: { cookie: someone.cookie }, payload: {} });
    expect(refused.statusCode).toBe(403);
    const body = { name: 'Winter Medal', format: 'stroke', rounds: [{ teeId: 999, opensAt: '2026-12-05T00:00:00.000Z', closesAt: '2026-12-08T00:00:00.000Z' }] };
    const unknownTee = await t.app.inject({ method: 'POST', url: '/api/admin/tournaments', headers: { cookie: adminCookie }, payload: body });
    expect(unknownTee.json()).toMatchObject({ message: 'Choose tees from the list' });
  });

  it('keeps the format, rounds, places and fee once the first window opened', async () => {
    const id = await tournament();
    const detail = await trpcClient(t.app, adminCookie).tournaments.get.query({ id });
    const input = {
      name: 'Winter Medal (renamed)',
      format: 'stableford' as const,
      rounds: detail.rounds.map((r) => ({ teeId: r.teeId, opensAt: r.opensAt, closesAt: r.closesAt })),
      capacity: 10,
      entryFee: 15,
    };
    clock.set('2026-12-05T01:00:00.000Z');
    const admin = trpcClient(t.app, adminCookie);
    await expect(admin.admin.tournaments.update.mutate({ id, tournament: input })).rejects.toThrow('This tournament has started');
    await admin.admin.tournaments.update.mutate({ id, tournament: { ...input, format: 'stroke' } });
    expect((await admin.tournaments.get.query({ id })).name).toBe('Winter Medal (renamed)');
  });
});

describe('entering', () => {
  it('asks for an index: a member without a club index enters once an admin set one, with a note, audited', async () => {
    const id = await tournament();
    const newcomer = await player('newcomer', null);
    const refused = await enter(newcomer, id, true);
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ message: string }>().message).toContain('You need a club index');
    const set = await t.app.inject({ method: 'PUT', url: `/api/admin/members/${newcomer.member.id}/handicap`, headers: { cookie: adminCookie }, payload: { index: 12.3, note: 'Official index from Royal Harbour GC' } });
    expect(set.json()).toEqual({ index: 12.3, source: 'set', note: 'Official index from Royal Harbour GC' });
    expect((await enter(newcomer, id, true)).json()).toEqual({ status: 'entered', position: null });
    expect((await auditRows(t.db)).map((r) => r.action)).toContain('member.handicap_set');
    const bad = await t.app.inject({ method: 'PUT', url: `/api/admin/members/${newcomer.member.id}/handicap`, headers: { cookie: adminCookie }, payload: { index: 12.34, note: 'x' } });
    expect(bad.statusCode).toBe(400);
  });

  it('gives 10 places to 20 members entering at once, charges exactly those 10 once, and lines up the other 10', async () => {
    const id = await tournament();
    const players = await Promise.all(Array.from({ length: 20 }, (_, i) => player(`p${i + 1}`)));
    const answers = await Promise.all(players.map((p) => enter(p, id, true)));
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    const bodies = answers.map((a) => a.json<{ status: string; position: number | null }>());
    expect(bodies.filter((b) => b.status === 'entered')).toHaveLength(10);
    expect(bodies.flatMap((b) => (b.status === 'waitlisted' ? [b.position] : [])).sort((a, b) => (a ?? 0) - (b ?? 0))).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    const charges = await t.db.selectFrom('account_entries').select('user_id').where('kind', '=', 'charge').execute();
    expect(charges).toHaveLength(10);
    // Entering again changes nothing.
    expect((await enter(players[0] ?? (await player('x')), id, true)).statusCode).toBe(200);
    expect(await t.db.selectFrom('account_entries').select('id').where('kind', '=', 'charge').execute()).toHaveLength(10);
  });

  it('returns the fee of a member who withdraws and promotes the next, charged and told once; no withdrawing after entries close', async () => {
    const id = await tournament({ capacity: 2 });
    const [a, b, c] = [await player('alpha'), await player('bravo'), await player('charlie')];
    for (const who of [a, b, c]) await enter(who, id, true);
    expect((await enter(a, id, false)).json()).toEqual({ status: 'withdrawn', position: null });
    expect((await fees(a)).map((e) => e.kind)).toEqual(['charge', 'reversal']);
    expect(await fees(c)).toEqual([{ kind: 'charge', amount_cents: 1500 }]);
    const mails = await t.db.selectFrom('mail_outbox').select('subject').where('to_address', '=', 'charlie@example.com').orderBy('id').execute();
    expect(mails.map((m) => m.subject)).toEqual(['You are on the waitlist: Winter Medal', 'You have a place: Winter Medal']);
    expect((await enter(a, id, false)).json()).toEqual({ status: 'withdrawn', position: null });
    expect((await fees(a)).map((e) => e.kind)).toEqual(['charge', 'reversal']);

    clock.set('2026-12-08T00:00:00.000Z');
    const late = await enter(b, id, false);
    expect(late.json()).toMatchObject({ message: 'Entries have closed: ask the committee if you cannot play.' });
    expect((await enter(await player('delta'), id, true)).json()).toMatchObject({ message: 'Entries for this tournament are closed.' });
  });

  it('lets a lapsed member see why not, and keeps visitors out', async () => {
    const id = await tournament();
    const lapsed = await player('lapsed');
    await t.db.updateTable('users').set({ paid_through: '2026-01-01' }).where('id', '=', lapsed.member.id).execute();
    expect((await enter(lapsed, id, true)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: `/api/tournaments/${id}` })).statusCode).toBe(401);
  });
});
