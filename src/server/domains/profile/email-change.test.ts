import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { auditRows } from '../../../test/admin-helpers';
import { insertMember, memberCookie } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { TestClock } from '../../../test/test-clock';
import { EMAIL_CHANGE_NEEDS_PASSWORD } from './email-change.service';

// Issue 29, finding 7: the e-mail address changed with the session alone (no password, no notice to
// the old address, no audit row), which with "Forgot password?" handed the account over for good.

let t: TestApp;
let clock: TestClock;
beforeEach(async () => {
  clock = new TestClock('2026-06-10T12:00:00.000Z');
  t = await createTestApp({}, { clock });
});
afterEach(() => t.close());

async function owner() {
  const member = await insertMember(t.db, { username: 'owner', email: 'owner@example.com', fullName: 'Olive Owner' });
  return { member, cookie: await memberCookie(t.db, member.id, clock) };
}
const form = { fullName: 'Olive Owner', phone: '555-123-4567', address: '1 Fairway Lane, Golftown' };
const save = (cookie: string, body: object) => t.app.inject({ method: 'PUT', url: '/api/profile', headers: { cookie }, payload: { ...form, ...body } });
const emailOf = async (id: number) => (await t.db.selectFrom('users').select('email').where('id', '=', id).executeTakeFirstOrThrow()).email;
const mailsTo = (to: string) => t.db.selectFrom('mail_outbox').select(['subject', 'text_body']).where('to_address', '=', to).orderBy('id').execute();
const confirmLink = async (to: string) => /\/api\/profile\/email\/confirm\/[\w-]+/.exec((await mailsTo(to)).at(-1)?.text_body ?? '')?.[0] ?? 'none';

describe('changing the e-mail address takes the password, a confirmation and tells the old address', () => {
  it('refuses a change with the session alone, or a wrong password, and changes nothing', async () => {
    const { member, cookie } = await owner();
    const bare = await save(cookie, { email: 'thief@example.com' });
    expect(bare.statusCode).toBe(400);
    expect(bare.json()).toMatchObject({ message: EMAIL_CHANGE_NEEDS_PASSWORD, errors: { currentPassword: [EMAIL_CHANGE_NEEDS_PASSWORD] } });
    const wrong = await save(cookie, { email: 'thief@example.com', currentPassword: 'not-the-password' });
    expect(wrong.json()).toMatchObject({ message: 'Current password is incorrect' });
    expect(await emailOf(member.id)).toBe('owner@example.com');
    expect(await mailsTo('thief@example.com')).toEqual([]);
    // Other fields still save without the password when the address stays.
    expect((await save(cookie, { email: 'owner@example.com', phone: '555-999-0000' })).json()).toMatchObject({ phone: '555-999-0000', pendingEmail: null });
  });

  it('keeps the old address until the new one is confirmed, tells the old address twice, and audits both steps', async () => {
    const { member, cookie } = await owner();
    const asked = await save(cookie, { email: 'new@example.com', currentPassword: member.password });
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toMatchObject({ email: 'owner@example.com', pendingEmail: 'new@example.com' });
    expect(await emailOf(member.id)).toBe('owner@example.com');
    expect((await mailsTo('owner@example.com')).map((m) => m.subject)).toEqual([`${await clubName()}: change of e-mail address asked for`]);

    const link = await confirmLink('new@example.com');
    const followed = await t.app.inject({ method: 'GET', url: link });
    expect(followed.statusCode).toBe(302);
    expect(followed.headers.location).toBe('/member/profile?emailChange=confirmed');
    expect(await emailOf(member.id)).toBe('new@example.com');
    expect((await mailsTo('owner@example.com')).at(-1)?.subject).toBe(`${await clubName()}: your e-mail address was changed`);
    expect((await t.app.inject({ method: 'GET', url: link })).headers.location).toBe('/member/profile?emailChange=expired');
    expect((await auditRows(t.db)).map((row) => row.action)).toEqual(expect.arrayContaining(['profile.email_change_requested', 'profile.email_changed']));
  });

  it('lets the link expire after 24 hours, and a newer request replaces an older one', async () => {
    const { member, cookie } = await owner();
    await save(cookie, { email: 'first@example.com', currentPassword: member.password });
    const first = await confirmLink('first@example.com');
    await save(cookie, { email: 'second@example.com', currentPassword: member.password });
    expect((await t.app.inject({ method: 'GET', url: first })).headers.location).toBe('/member/profile?emailChange=expired');
    const second = await confirmLink('second@example.com');
    clock.set('2026-06-11T12:00:01.000Z');
    expect((await t.app.inject({ method: 'GET', url: second })).headers.location).toBe('/member/profile?emailChange=expired');
    expect(await emailOf(member.id)).toBe('owner@example.com');
  });
});

async function clubName(): Promise<string> {
  return (await t.db.selectFrom('club_settings').select('club_name').executeTakeFirstOrThrow()).club_name;
}
