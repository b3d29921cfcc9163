import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { adminAndMember } from '../../../test/admin-helpers';
import { insertEvent, insertMember, memberCookie } from '../../../test/factories';
import { insertCourseWithTee } from '../../../test/golf-factories';
import { createTestApp, type TestApp, trpcClient } from '../../../test/test-app';
import { TestClock } from '../../../test/test-clock';
import { testDeps } from '../../../test/test-deps';
import { tournamentPlayer } from '../../../test/tournament-factories';
import { sendPlaceOffer } from '../events/rsvp.mail';
import { sendWaitlistBooking } from '../reservations/tee-waitlist.mail';
import { runTournamentSchedule } from '../tournaments/tournament-schedule.service';

// E-mails on the recipient's clock, the zone named, the club's clock beside: a club in New York
// (clocks forward on 14 March 2027), members in Tokyo (no change) and London (forward on 28 March).

let t: TestApp;
let clock: TestClock;
beforeEach(async () => {
  clock = new TestClock('2027-03-08T12:00:00.000Z');
  t = await createTestApp({}, { clock });
});
afterEach(() => t.close());

const mailsTo = (to: string) => t.db.selectFrom('mail_outbox').select(['subject', 'text_body']).where('to_address', '=', to).orderBy('id').execute();

async function memberIn(username: string, timeZone: string | null) {
  const member = await insertMember(t.db, { username, email: `${username}@example.com`, paidThrough: '2028-01-01' });
  if (timeZone) await trpcClient(t.app, await memberCookie(t.db, member.id, clock)).profile.setTimeZone.mutate({ timeZone });
  return member;
}

describe('a tee time booked from the waitlist', () => {
  it('is told on the member’s clock before and after the club’s clocks go forward', async () => {
    const deps = testDeps(t, { clock });
    const tokyo = await memberIn('tokyo', 'Asia/Tokyo');
    const london = await memberIn('london', 'Europe/London');
    const home = await memberIn('home', null);
    const party = (member: typeof tokyo, date: string) => ({ userId: member.id, email: member.email, username: member.username, date, time: '09:00', players: 2 });
    await sendWaitlistBooking(deps, party(tokyo, '2027-03-13'));
    await sendWaitlistBooking(deps, party(tokyo, '2027-03-15'));
    await sendWaitlistBooking(deps, party(london, '2027-03-20'));
    await sendWaitlistBooking(deps, party(home, '2027-03-20'));

    const [before, after] = await mailsTo('tokyo@example.com');
    // 9 AM EST is 11 PM in Tokyo; 9 AM EDT is 10 PM.
    expect(before?.subject).toBe('Tee time booked: Saturday, March 13, 2027 at 11:00 PM');
    expect(before?.text_body).toContain('booked for Saturday, March 13, 2027 at 11:00 PM (Asia/Tokyo), 9:00 AM club time (America/New_York).');
    expect(after?.text_body).toContain('booked for Monday, March 15, 2027 at 10:00 PM (Asia/Tokyo), 9:00 AM club time (America/New_York).');
    // New York moved, London not yet: four hours apart, not five.
    expect((await mailsTo('london@example.com'))[0]?.text_body).toContain('booked for Saturday, March 20, 2027 at 1:00 PM (Europe/London), 9:00 AM club time (America/New_York).');
    // No zone of their own: the club's, named, and nothing beside.
    expect((await mailsTo('home@example.com'))[0]?.text_body).toContain('booked for Saturday, March 20, 2027 at 9:00 AM (America/New_York).');
  });
});

describe('an event place held for a member', () => {
  it('gives the event’s start and the deadline on the member’s clock, the club’s beside', async () => {
    const tokyo = await memberIn('tokyo', 'Asia/Tokyo');
    // 7 PM EST on Saturday 13 March is 9 AM on Sunday in Tokyo; held until 7 PM EDT on the 14th, 8 AM on the 15th in Tokyo.
    const event = await insertEvent(t.db, { title: 'Night Scramble', start_date: '2027-03-14T00:00:00.000Z', end_date: '2027-03-14T02:00:00.000Z' });
    await sendPlaceOffer(testDeps(t, { clock }), event, { userId: tokyo.id, username: tokyo.username, email: tokyo.email }, '2027-03-14T23:00:00.000Z');
    const [mail] = await mailsTo('tokyo@example.com');
    expect(mail?.text_body).toContain(
      'Night Scramble, Sunday, March 14, 2027 at 9:00 AM (Asia/Tokyo), Saturday 7:00 PM club time (America/New_York), Clubhouse, and it is held for you until Monday, March 15, 2027 at 8:00 AM (Asia/Tokyo), Sunday 7:00 PM club time (America/New_York).',
    );
  });
});

describe('a match invitation', () => {
  it('gives the start on the invitee’s clock, whatever zone the organizer chose it in', async () => {
    const organizer = await memberIn('organizer', 'Europe/London');
    const tokyo = await memberIn('tokyo', 'Asia/Tokyo');
    const api = trpcClient(t.app, await memberCookie(t.db, organizer.id, clock));
    // 1 PM in London on 20 March is 9 AM in New York (EDT) and 10 PM in Tokyo.
    await api.matches.create.mutate({ date: '2027-03-20', time: '13:00', selectedMembers: [{ id: tokyo.id, username: tokyo.username }] });
    const [mail] = await mailsTo('tokyo@example.com');
    expect(mail?.text_body).toContain('invited you to a golf match on Saturday, March 20, 2027 at 10:00 PM (Asia/Tokyo), 9:00 AM club time (America/New_York).');
  });
});

describe('a tournament window and its closing reminder', () => {
  it('are mailed on each entrant’s clock across a change of clocks in either zone', async () => {
    const { adminCookie } = await adminAndMember(t.db, clock);
    const { teeId } = await insertCourseWithTee(t.db);
    const rounds = [
      // Round 1 opens on EST and closes on EDT in New York.
      { teeId, opensAt: '2027-03-12T00:00:00.000Z', closesAt: '2027-03-16T00:00:00.000Z' },
      // Round 2 opens on GMT and closes on BST in London.
      { teeId, opensAt: '2027-03-26T12:00:00.000Z', closesAt: '2027-03-29T12:00:00.000Z' },
    ];
    const created = await t.app.inject({ method: 'POST', url: '/api/admin/tournaments', headers: { cookie: adminCookie }, payload: { name: 'Spring Medal', format: 'stroke', rounds } });
    expect(created.statusCode).toBe(201);
    const id = created.json<{ id: number }>().id;
    const tokyo = await tournamentPlayer(t, clock, 'tokyo', 12);
    const london = await tournamentPlayer(t, clock, 'london', 12);
    await trpcClient(t.app, tokyo.cookie).profile.setTimeZone.mutate({ timeZone: 'Asia/Tokyo' });
    await trpcClient(t.app, london.cookie).profile.setTimeZone.mutate({ timeZone: 'Europe/London' });
    for (const who of [tokyo, london]) await t.app.inject({ method: 'POST', url: `/api/tournaments/${id}/entry`, headers: { cookie: who.cookie }, payload: { enter: true } });
    const run = () => runTournamentSchedule(testDeps(t, { clock }));
    const texts = async (to: string) => (await mailsTo(to)).map((mail) => mail.text_body);

    clock.set('2027-03-12T01:00:00.000Z');
    await run();
    // Closes at midnight UTC on 16 March: 9 AM in Tokyo, midnight in London, 8 PM EDT the day before in New York.
    expect((await texts('tokyo@example.com')).at(-1)).toContain('is open until Tuesday, March 16, 2027 at 9:00 AM (Asia/Tokyo), Monday 8:00 PM club time (America/New_York).');
    expect((await texts('london@example.com')).at(-1)).toContain('is open until Tuesday, March 16, 2027 at 12:00 AM (Europe/London), Monday 8:00 PM club time (America/New_York).');

    clock.set('2027-03-15T06:00:00.000Z');
    await run();
    expect((await texts('tokyo@example.com')).at(-1)).toContain('The window closes Tuesday, March 16, 2027 at 9:00 AM (Asia/Tokyo), Monday 8:00 PM club time (America/New_York).');

    clock.set('2027-03-28T13:00:00.000Z');
    await run();
    // Noon UTC on 29 March: 1 PM BST in London (it was noon GMT when the round opened), 9 PM in Tokyo, 8 AM EDT.
    expect((await texts('london@example.com')).at(-1)).toContain('The window closes Monday, March 29, 2027 at 1:00 PM (Europe/London), 8:00 AM club time (America/New_York).');
    expect((await texts('tokyo@example.com')).at(-1)).toContain('The window closes Monday, March 29, 2027 at 9:00 PM (Asia/Tokyo), 8:00 AM club time (America/New_York).');
  });
});
