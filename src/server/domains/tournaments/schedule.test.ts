import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { adminAndMember, auditRows } from '../../../test/admin-helpers';
import { createTestApp, type TestApp, trpcClient } from '../../../test/test-app';
import { TestClock } from '../../../test/test-clock';
import { testDeps } from '../../../test/test-deps';
import { createTournament, tournamentPlayer } from '../../../test/tournament-factories';
import { runTournamentSchedule } from './tournament-schedule.service';

// Issue 30: what the clock decides: indexes fixed when the first window opens, flights when entries
// close, a window's opening mailed with the playing handicap, and a reminder 24 hours before it closes.

let t: TestApp;
let clock: TestClock;
let adminCookie: string;
beforeEach(async () => {
  clock = new TestClock('2026-12-03T12:00:00.000Z');
  t = await createTestApp({}, { clock });
  adminCookie = (await adminAndMember(t.db, clock)).adminCookie;
});
afterEach(() => t.close());

const mails = (to: string) => t.db.selectFrom('mail_outbox').select(['subject', 'text_body']).where('to_address', '=', to).orderBy('id').execute();
const run = () => runTournamentSchedule(testDeps(t, { clock }));

describe('the tournament schedule', () => {
  it('fixes indexes and flights, mails the opening with the playing handicap once, and the closing reminder to those with no card', async () => {
    const id = await createTournament(t, adminCookie, { flights: [{ name: 'A', maxIndex: 12 }, { name: 'B', maxIndex: null }], entriesCloseAt: '2026-12-06T00:00:00.000Z' });
    const [low, high] = [await tournamentPlayer(t, clock, 'low', 8.2), await tournamentPlayer(t, clock, 'high', 20.5)];
    for (const who of [low, high]) await t.app.inject({ method: 'POST', url: `/api/tournaments/${id}/entry`, headers: { cookie: who.cookie }, payload: { enter: true } });
    expect(await run()).toBe(0);

    clock.set('2026-12-05T01:00:00.000Z');
    expect(await run()).toBe(2);
    expect(await run()).toBe(0);
    const opening = await mails('low@example.com');
    expect(opening.filter((m) => m.subject === 'Round 1 is open: Winter Medal')).toHaveLength(1);
    expect(opening.at(-1)?.text_body).toMatch(/playing handicap of \d+ \(index 8\.2\), fixed for the whole tournament/);
    const entries = () => t.db.selectFrom('tournament_entries').select(['user_id', 'index_tenths', 'flight']).orderBy('user_id').execute();
    expect(await entries()).toEqual([
      { user_id: low.member.id, index_tenths: 82, flight: null },
      { user_id: high.member.id, index_tenths: 205, flight: null },
    ]);

    // Entries close: the flights are fixed from the fixed indexes, whatever the index does next.
    await t.db.updateTable('member_handicaps').set({ index_tenths: 300 }).where('user_id', '=', low.member.id).execute();
    clock.set('2026-12-06T01:00:00.000Z');
    await run();
    expect(await entries()).toEqual([
      { user_id: low.member.id, index_tenths: 82, flight: 'A' },
      { user_id: high.member.id, index_tenths: 205, flight: 'B' },
    ]);

    clock.set('2026-12-07T06:00:00.000Z');
    expect(await run()).toBe(2);
    expect((await mails('high@example.com')).map((m) => m.subject)).toContain('Round 1 closes within 24 hours: Winter Medal');
    expect(await run()).toBe(0);
  });
});

describe('changing a window', () => {
  it('extends or closes a round early, with a reason, audited; never before it opens', async () => {
    const id = await createTournament(t, adminCookie);
    const admin = trpcClient(t.app, adminCookie);
    await admin.admin.tournaments.changeWindow.mutate({ tournamentId: id, round: 1, closesAt: '2026-12-09T00:00:00.000Z', reason: 'Server outage on Sunday' });
    expect((await admin.tournaments.get.query({ id })).rounds[0]?.closesAt).toBe('2026-12-09T00:00:00.000Z');
    await expect(admin.admin.tournaments.changeWindow.mutate({ tournamentId: id, round: 1, closesAt: '2026-12-04T00:00:00.000Z', reason: 'Typo' })).rejects.toThrow('A round closes after it opens.');
    clock.set('2026-12-06T10:00:00.000Z');
    // A time already gone is refused, not moved to now; closing now is said as such.
    await expect(admin.admin.tournaments.changeWindow.mutate({ tournamentId: id, round: 1, closesAt: '2026-12-05T10:00:00.000Z', reason: 'Course closed' })).rejects.toThrow(
      'That time has passed: choose a later one, or close the round now.',
    );
    await admin.admin.tournaments.changeWindow.mutate({ tournamentId: id, round: 1, closesAt: 'now', reason: 'Course closed' });
    expect((await admin.tournaments.get.query({ id })).rounds[0]?.closesAt).toBe('2026-12-06T10:00:00.000Z');
    expect((await auditRows(t.db)).filter((r) => r.action === 'tournament.window')).toHaveLength(2);
  });
});

describe('the member’s calendar', () => {
  it('lists the windows of the rounds they entered until each closes', async () => {
    const id = await createTournament(t, adminCookie);
    const ann = await tournamentPlayer(t, clock, 'ann', 10);
    await t.app.inject({ method: 'POST', url: `/api/tournaments/${id}/entry`, headers: { cookie: ann.cookie }, payload: { enter: true } });
    const { url } = await trpcClient(t.app, ann.cookie).calendar.resetFeed.mutate();
    const feed = async () => (await t.app.inject({ url: new URL(url).pathname })).body;
    expect(await feed()).toContain('SUMMARY:Winter Medal: round 1 window');
    expect(await feed()).toContain(`UID:tournament-${id}-round-1@`);
    clock.set('2026-12-08T00:00:01.000Z');
    expect(await feed()).not.toContain('Winter Medal');
  });
});
