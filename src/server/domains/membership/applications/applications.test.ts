import { TRPCClientError } from '@trpc/client';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { applicationInput, insertApplication, outboxTo } from '../../../../test/application-factories';
import { insertMember, memberCookie } from '../../../../test/factories';
import { createTestApp, type TestApp, trpcClient } from '../../../../test/test-app';
import { DUPLICATE_PENDING } from './applications.service';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

async function start(env: Record<string, string> = {}): Promise<TestApp> {
  t = await createTestApp(env);
  return t;
}

function apply(app: TestApp, payload: Record<string, unknown>, ip = '127.0.0.1') {
  return app.app.inject({ method: 'POST', url: '/api/applications', payload, remoteAddress: ip });
}

const failureSchema = z.object({ message: z.string() });
const jamieFullName: unknown = expect.stringMatching(/^Jamie /);

async function adminCookie(app: TestApp): Promise<string> {
  const admin = await insertMember(app.db, { memberType: 'admin' });
  return memberCookie(app.db, admin.id);
}

const invalidCases: Array<[string, Record<string, unknown>, string, string]> = [
  ['a one-letter first name', { firstName: 'J' }, 'firstName', 'First name must be at least 2 characters'],
  ['a one-letter last name', { lastName: 'B' }, 'lastName', 'Last name must be at least 2 characters'],
  ['a bad email', { email: 'jamie@' }, 'email', 'Invalid email address'],
  ['a short phone', { phone: '555-1234' }, 'phone', 'Please enter a valid phone number'],
  ['a short address', { address: '1 Main' }, 'address', 'Please provide your complete address'],
  ['an unknown experience level', { golfExperience: 'pro' }, 'golfExperience', 'Invalid option: expected one of "beginner"|"intermediate"|"advanced"'],
  ['short interests', { interests: 'golf' }, 'interests', 'Please tell us about your interests'],
  ['81 years of experience', { yearsExperience: 81 }, 'yearsExperience', 'Years of golf experience must be between 0 and 80'],
  ['a handicap of 55', { handicap: 55 }, 'handicap', 'Handicap index must be between -10 and 54'],
  ['a handicap of -11', { handicap: -11 }, 'handicap', 'Handicap index must be between -10 and 54'],
];

describe('applying', () => {
  it('stores a pending, unpaid application from POST /api/applications', async () => {
    const app = await start();
    const input = applicationInput({ email: 'Jamie@Example.com' });
    const response = await apply(app, input);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, application: { status: 'pending' } });
    const row = await app.db.selectFrom('applications').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      first_name: 'Jamie',
      email: 'Jamie@Example.com',
      golf_experience: 'intermediate',
      years_experience: 6,
      handicap: 14.2,
      status: 'pending',
      paid: 0,
      user_id: null,
    });
  });

  it('defaults golf experience to beginner and the optional numbers to null', async () => {
    const app = await start();
    const { golfExperience: _g, yearsExperience: _y, handicap: _h, handicapSystem: _s, handicapReference: _r, ...rest } = applicationInput();
    expect((await apply(app, rest)).statusCode).toBe(200);
    const row = await app.db.selectFrom('applications').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ golf_experience: 'beginner', years_experience: null, handicap: null });
  });

  it.each(invalidCases)('REST refuses %s with {errors, message} and stores nothing', async (_label, change, field, message) => {
    const app = await start();
    const response = await apply(app, { ...applicationInput(), ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message, errors: { [field]: [message] } });
    expect(await app.db.selectFrom('applications').selectAll().execute()).toHaveLength(0);
  });

  it.each(invalidCases)('tRPC refuses %s with the same field error', async (_label, change, field, message) => {
    const app = await start();
    const error: unknown = await trpcClient(app.app)
      .applications.submit.mutate({ ...applicationInput(), ...change })
      .catch((caught: unknown) => caught);
    expect(error instanceof TRPCClientError ? error.data : undefined).toMatchObject({
      code: 'BAD_REQUEST',
      fieldErrors: { [field]: [message] },
    });
  });

  it('refuses a second pending application for the same e-mail, whatever its case', async () => {
    const app = await start();
    expect((await apply(app, applicationInput({ email: 'twice@example.com' }))).statusCode).toBe(200);
    const second = await apply(app, applicationInput({ email: 'TWICE@example.com' }));
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ message: DUPLICATE_PENDING });
    expect(await app.db.selectFrom('applications').selectAll().execute()).toHaveLength(1);
  });

  it('accepts a new application once the earlier one was reviewed', async () => {
    const app = await start();
    await insertApplication(app.db, { email: 'again@example.com', status: 'rejected' });
    expect((await apply(app, applicationInput({ email: 'again@example.com' }))).statusCode).toBe(200);
  });

  it('rate-limits applications per IP with the public form limit', async () => {
    const app = await start({ FORM_LIMIT_PER_HOUR: '1' });
    expect((await apply(app, applicationInput(), '10.1.1.1')).statusCode).toBe(200);
    const refused = await apply(app, applicationInput(), '10.1.1.1');
    expect(refused.statusCode).toBe(429);
    expect(failureSchema.parse(refused.json()).message).toMatch(/^Too many attempts/);
  });
});

describe('admin review', () => {
  it('lists applications for admins only, on both doors', async () => {
    const app = await start();
    await insertApplication(app.db, { email: 'a@example.com' });
    await insertApplication(app.db, { email: 'b@example.com', status: 'approved', paid: 1 });
    const anonymous = await app.app.inject({ method: 'GET', url: '/api/admin/applications' });
    expect(anonymous.statusCode).toBe(401);
    const member = await insertMember(app.db);
    const asMember = await app.app.inject({
      method: 'GET',
      url: '/api/admin/applications',
      headers: { cookie: await memberCookie(app.db, member.id) },
    });
    expect(asMember.statusCode).toBe(403);

    const cookie = await adminCookie(app);
    const list = await app.app.inject({ method: 'GET', url: '/api/admin/applications', headers: { cookie } });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual([
      expect.objectContaining({ email: 'b@example.com', status: 'approved', paid: true, fullName: jamieFullName }),
      expect.objectContaining({ email: 'a@example.com', status: 'pending', paid: false, handicap: null, additionalInfo: 'Weekly virtual rounds with friends.' }),
    ]);
    const pending = await trpcClient(app.app, cookie).applications.list.query({ status: 'pending' });
    expect(pending.total).toBe(1);
    expect(pending.items.map((a) => a.email)).toEqual(['a@example.com']);
    expect((await trpcClient(app.app, cookie).admin.dashboard.query()).applications).toBe(1);
  });

  it('approving an unpaid application e-mails the payment link to /payment?email=', async () => {
    const app = await start();
    const application = await insertApplication(app.db, { email: 'unpaid@example.com' });
    const cookie = await adminCookie(app);
    const response = await app.app.inject({
      method: 'PATCH',
      url: `/api/admin/applications/${application.id}`,
      headers: { cookie },
      payload: { status: 'approved' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ application: { id: application.id, status: 'approved', paid: false }, emailSent: true });
    const mail = await outboxTo(app.db, 'unpaid@example.com');
    expect(mail).toHaveLength(1);
    expect(mail[0]?.subject).toBe('Remote Golf Club: your application is approved');
    expect(mail[0]?.text_body).toContain('http://localhost:3000/payment?email=unpaid%40example.com');
    expect(await app.db.selectFrom('invitation_tokens').selectAll().execute()).toHaveLength(0);
  });

  it('approving a paid application e-mails the invitation', async () => {
    const app = await start();
    const application = await insertApplication(app.db, { email: 'paidfirst@example.com', paid: 1, paid_at: new Date().toISOString() });
    const result = await trpcClient(app.app, await adminCookie(app)).applications.review.mutate({ id: application.id, status: 'approved' });
    expect(result).toMatchObject({ emailSent: true, email: 'invitation', application: { status: 'approved', paid: true } });
    const mail = await outboxTo(app.db, 'paidfirst@example.com');
    expect(mail.map((m) => m.subject)).toEqual(['Remote Golf Club: create your member account']);
    expect(mail[0]?.text_body).toMatch(/http:\/\/localhost:3000\/onboard\?token=[\w-]{20,}/);
  });

  it('rejecting sends nothing and keeps a paid application visibly paid', async () => {
    const app = await start();
    const application = await insertApplication(app.db, { email: 'refund@example.com', paid: 1 });
    const result = await trpcClient(app.app, await adminCookie(app)).applications.review.mutate({ id: application.id, status: 'rejected' });
    expect(result).toMatchObject({ emailSent: false, email: null, application: { status: 'rejected', paid: true } });
    expect(await outboxTo(app.db, 'refund@example.com')).toHaveLength(0);
  });

  it('reviews only pending applications, and refuses other statuses', async () => {
    const app = await start();
    const application = await insertApplication(app.db, { status: 'approved' });
    const cookie = await adminCookie(app);
    const again = await app.app.inject({ method: 'PATCH', url: `/api/admin/applications/${application.id}`, headers: { cookie }, payload: { status: 'rejected' } });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'This application has already been reviewed.' });
    const pending = await insertApplication(app.db);
    const bad = await app.app.inject({ method: 'PATCH', url: `/api/admin/applications/${pending.id}`, headers: { cookie }, payload: { status: 'pending' } });
    expect(bad.statusCode).toBe(400);
    const missing = await app.app.inject({ method: 'PATCH', url: '/api/admin/applications/9999', headers: { cookie }, payload: { status: 'approved' } });
    expect(missing.statusCode).toBe(404);
    const row = await app.db.selectFrom('applications').select('status').where('id', '=', pending.id).executeTakeFirstOrThrow();
    expect(row.status).toBe('pending');
  });

  it('a member cannot review', async () => {
    const app = await start();
    const application = await insertApplication(app.db);
    const member = await insertMember(app.db);
    const response = await app.app.inject({
      method: 'PATCH',
      url: `/api/admin/applications/${application.id}`,
      headers: { cookie: await memberCookie(app.db, member.id) },
      payload: { status: 'approved' },
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('POST /api/applications/onboard', () => {
  it('sends the invitation for an approved, paid application, once', async () => {
    const app = await start();
    await insertApplication(app.db, { email: 'ready@example.com', status: 'approved', paid: 1 });
    for (let i = 0; i < 3; i++) {
      const response = await app.app.inject({ method: 'POST', url: '/api/applications/onboard', payload: { email: 'ready@example.com' } });
      expect(response.json()).toEqual({ success: true });
    }
    const mail = await outboxTo(app.db, 'ready@example.com');
    expect(mail.map((m) => m.subject)).toEqual(['Remote Golf Club: create your member account']);
  });

  it('sends the payment-received message for a paid application still pending', async () => {
    const app = await start();
    await insertApplication(app.db, { email: 'waiting@example.com', paid: 1, amount_paid_cents: 5000 });
    await app.app.inject({ method: 'POST', url: '/api/applications/onboard', payload: { email: 'waiting@example.com' } });
    const mail = await outboxTo(app.db, 'waiting@example.com');
    expect(mail.map((m) => m.subject)).toEqual(['Remote Golf Club: payment received, review pending']);
    expect(mail[0]?.text_body).toContain('$50.00');
  });

  it('sends nothing for an unknown or unpaid e-mail and answers the same', async () => {
    const app = await start();
    await insertApplication(app.db, { email: 'unpaid2@example.com' });
    for (const email of ['unpaid2@example.com', 'nobody@example.com']) {
      const response = await app.app.inject({ method: 'POST', url: '/api/applications/onboard', payload: { email } });
      expect(response.json()).toEqual({ success: true });
    }
    expect(await app.db.selectFrom('mail_outbox').selectAll().execute()).toHaveLength(0);
  });
});
