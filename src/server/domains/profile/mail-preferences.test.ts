import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { adminAndMember } from '../../../test/admin-helpers';
import { insertEvent, insertMember, memberCookie } from '../../../test/factories';
import { NEXT_YEAR } from '../../../test/feed-factories';
import { TestClock } from '../../../test/test-clock';
import { createTestApp, type TestApp, trpcClient } from '../../../test/test-app';
import { testDeps } from '../../../test/test-deps';
import { databaseLocation } from '../../platform/config/config';
import { openDatabase } from '../../platform/db/database';
import { sendDueReminders } from '../membership/reminders.service';
import { setOptOut } from '../../platform/mail/mail-preferences.repository';
import { sendDueDigests } from '../digest/weekly-digest.service';

// Monday 2027-03-08, 09:00 in New York: the digest's default day (Monday) and past its hour (8).
let clock: TestClock;
let t: TestApp;
beforeEach(async () => {
  clock = new TestClock('2027-03-08T14:00:00.000Z');
  t = await createTestApp({ PUBLIC_URL: 'https://club.example.org' }, { clock });
});
afterEach(() => t.close());

const jobDeps = (db = t.db) => testDeps(t, { db, clock });

async function signedIn(username: string, paidThrough = '2027-12-31') {
  const member = await insertMember(t.db, { username, email: `${username}@example.com`, paidThrough });
  const cookie = await memberCookie(t.db, member.id, clock);
  return { member, cookie, trpc: trpcClient(t.app, cookie) };
}
const mailTo = (address: string) => t.db.selectFrom('mail_outbox').select(['subject', 'text_body', 'headers']).where('to_address', '=', address).orderBy('id').execute();
const turnOff = (userId: number, kind: string) => setOptOut(t.db, userId, kind, true, clock.now().toISOString());

function unsubscribeLink(text: string): string {
  const match = /https:\/\/club\.example\.org(\/api\/mail\/unsubscribe\/\d+\/[a-z_]+\/[A-Za-z0-9_-]+)/.exec(text);
  if (!match?.[1]) throw new Error('no unsubscribe link');
  return match[1];
}

describe('each kind of e-mail follows the member\u2019s choice and carries its unsubscribe link', () => {
  it('match invitations', async () => {
    const host = await signedIn('host');
    const [wants, declines] = [await signedIn('wants'), await signedIn('declines')];
    await turnOff(declines.member.id, 'match_invitations');
    await host.trpc.matches.create.mutate({
      date: `${NEXT_YEAR}-05-02`,
      time: '09:00',
      selectedMembers: [wants, declines].map((p) => ({ id: p.member.id, username: p.member.username })),
    });
    const [mail] = await mailTo('wants@example.com');
    // Named as members see each other: by the organizer's full name.
    expect(mail?.subject).toBe(`${host.member.full_name ?? ''} invited you to a golf match`);
    expect(JSON.parse(mail?.headers ?? '{}')).toEqual({
      'List-Unsubscribe': `<https://club.example.org${unsubscribeLink(mail?.text_body ?? '')}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(await mailTo('declines@example.com')).toEqual([]);
  });

  it('waitlist places', async () => {
    const event = await insertEvent(t.db, { start_date: '2027-03-20T15:00:00.000Z', capacity: 1 });
    const [going, waits, declines] = [await signedIn('going'), await signedIn('waits'), await signedIn('declines')];
    await turnOff(declines.member.id, 'waitlist_promotions');
    for (const p of [going, declines, waits]) await p.trpc.events.rsvp.mutate({ eventId: event.id, going: true });
    await going.trpc.events.rsvp.mutate({ eventId: event.id, going: false });
    // declines was first in line: promoted (the place is theirs) but not e-mailed
    expect((await declines.trpc.events.myRsvps.query())[0]?.status).toBe('going');
    expect(await mailTo('declines@example.com')).toEqual([]);
  });

  it('new event announcements', async () => {
    const { adminCookie } = await adminAndMember(t.db, clock);
    const [wants, declines] = [await signedIn('wants'), await signedIn('declines')];
    await turnOff(declines.member.id, 'new_events');
    await trpcClient(t.app, adminCookie).admin.events.create.mutate({
      title: 'Spring Scramble',
      description: 'Teams of four.',
      startDate: '2027-04-03T14:00:00.000Z',
      endDate: '2027-04-03T18:00:00.000Z',
      category: 'Tournament',
      location: 'Simulator bay',
    });
    expect((await mailTo('wants@example.com')).map((m) => m.subject)).toEqual(['New event: Spring Scramble']);
    expect(await mailTo(wants.member.email ?? '')).toHaveLength(1);
    expect(await mailTo('declines@example.com')).toEqual([]);
  });

  it('membership reminders: they stay on while expiring, the lapse notice follows the choice', async () => {
    const expiring = await signedIn('expiring', '2027-03-20');
    await expect(expiring.trpc.mail.setPreference.mutate({ kind: 'membership_reminders', enabled: false })).rejects.toThrow(
      'Renewal reminders stay on while your membership is expiring.',
    );
    expect((await expiring.trpc.mail.preferences.query()).find((p) => p.kind === 'membership_reminders')).toMatchObject({ enabled: true, locked: true });
    await turnOff(expiring.member.id, 'membership_reminders'); // chosen before it started expiring
    const lapsed = await signedIn('lapsed', '2027-02-10');
    await turnOff(lapsed.member.id, 'membership_reminders');
    await sendDueReminders(jobDeps());
    expect((await mailTo('expiring@example.com')).length).toBe(1);
    expect(await mailTo('lapsed@example.com')).toEqual([]);
  });

  it('the weekly digest: once per member per week, across a restart, not to those who turned it off', async () => {
    const event = await insertEvent(t.db, { title: 'Thursday Night Putting', start_date: '2027-03-11T23:00:00.000Z', capacity: 12 });
    const [reader, declines] = [await signedIn('reader'), await signedIn('declines')];
    await turnOff(declines.member.id, 'weekly_digest');
    await reader.trpc.events.rsvp.mutate({ eventId: event.id, going: true });
    clock.set('2027-03-07T14:00:00.000Z'); // Sunday: not the digest day
    expect(await sendDueDigests(jobDeps())).toBe(0);
    clock.set('2027-03-08T13:00:00.000Z'); // Monday 08:00 in New York (EST): from the digest hour on
    expect(await sendDueDigests(jobDeps())).toBeGreaterThanOrEqual(1);
    await sendDueDigests(jobDeps());
    const restarted = openDatabase(databaseLocation(t.config));
    try {
      await sendDueDigests(jobDeps(restarted));
    } finally {
      await restarted.destroy();
    }
    const digests = await mailTo('reader@example.com');
    expect(digests.map((m) => m.subject)).toEqual(['Your week at Remote Golf Club']);
    expect(digests[0]?.text_body).toContain('Thursday Night Putting (11 of 12 places left)');
    expect(await mailTo('declines@example.com')).toEqual([]);
    clock.set('2027-03-15T13:00:00.000Z'); // next Monday: a new week
    await sendDueDigests(jobDeps());
    expect(await mailTo('reader@example.com')).toHaveLength(2);
  });
});

describe('the one-click unsubscribe link', () => {
  it('asks first on GET, unsubscribes on POST (a mail app\u2019s one click too), and refuses a link it did not sign', async () => {
    const host = await signedIn('host');
    const guest = await signedIn('guest');
    await host.trpc.matches.create.mutate({ date: `${NEXT_YEAR}-05-02`, time: '09:00', selectedMembers: [{ id: guest.member.id, username: 'guest' }] });
    const [mail] = await mailTo('guest@example.com');
    const link = unsubscribeLink(mail?.text_body ?? '');
    const shown = await t.app.inject({ url: link });
    expect(shown.statusCode).toBe(200);
    expect(shown.body).toContain('<form method="post"><button type="submit">Unsubscribe</button></form>');
    expect((await guest.trpc.mail.preferences.query()).find((p) => p.kind === 'match_invitations')?.enabled).toBe(true);
    const done = await t.app.inject({ method: 'POST', url: link, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'List-Unsubscribe=One-Click' });
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('You will no longer get these e-mails: <strong>Match invitations</strong>');
    expect((await guest.trpc.mail.preferences.query()).find((p) => p.kind === 'match_invitations')?.enabled).toBe(false);
    const forged = link.replace(/\/[A-Za-z0-9_-]+$/, '/forgedsignature0000000000000000');
    expect((await t.app.inject({ method: 'POST', url: forged, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' })).statusCode).toBe(404);
    const otherMember = link.replace(`/${guest.member.id}/`, `/${host.member.id}/`);
    expect((await t.app.inject({ method: 'POST', url: otherMember, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' })).statusCode).toBe(404);
    expect((await host.trpc.mail.preferences.query()).every((p) => p.enabled)).toBe(true);
    // Turned back on from the profile.
    await guest.trpc.mail.setPreference.mutate({ kind: 'match_invitations', enabled: true });
    expect((await guest.trpc.mail.preferences.query()).find((p) => p.kind === 'match_invitations')?.enabled).toBe(true);
  });
});
