import { TRPCClientError } from '@trpc/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { sessionUserSchema } from '../../../../shared/auth/auth.schema';
import { insertApplication } from '../../../../test/application-factories';
import { insertMember } from '../../../../test/factories';
import { createTestApp, type TestApp, trpcClient } from '../../../../test/test-app';
import { hashToken } from '../../auth/session.service';
import { INVITATION_TTL_MS, issueInvitation } from '../applications/invitation.service';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

async function invitedApplicant(overrides: { status?: 'approved' | 'pending'; paid?: number } = {}) {
  const application = await insertApplication(t.db, {
    first_name: 'Robin',
    last_name: 'Greenway',
    email: 'robin@example.com',
    phone: '(555) 111-2222',
    address: '9 Putting Green Road, Augusta, GA 30901',
    status: overrides.status ?? 'approved',
    paid: overrides.paid ?? 1,
  });
  const token = await issueInvitation(t.db, application.id, Date.now());
  return { application, token };
}

function onboard(payload: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url: '/api/users/onboard', payload });
}

const account = { username: 'robin_g', password: 'Fairway2026' };

const onboardedSchema = z.object({ user: sessionUserSchema });
const failureSchema = z.object({ message: z.string() });
const usernameCheckSchema = z.object({ usernameExists: z.boolean() });

describe('invitation and account', () => {
  it('stores only the hash of the token, valid for 7 days', async () => {
    const { token } = await invitedApplicant();
    const row = await t.db.selectFrom('invitation_tokens').selectAll().executeTakeFirstOrThrow();
    expect(row.token_hash).toBe(hashToken(token));
    expect(row.token_hash).not.toContain(token);
    expect(Date.parse(row.expires_at) - Date.parse(row.created_at)).toBe(INVITATION_TTL_MS);
  });

  it('checking the token tells who it is for and spends nothing', async () => {
    const { token } = await invitedApplicant();
    const client = trpcClient(t.app);
    for (let i = 0; i < 3; i++) {
      expect(await client.onboarding.checkToken.mutate({ token })).toEqual({
        valid: true,
        email: 'robin@example.com',
        fullName: 'Robin Greenway',
      });
    }
    const row = await t.db.selectFrom('invitation_tokens').select('used_at').executeTakeFirstOrThrow();
    expect(row.used_at).toBeNull();
  });

  it('creates a standard member with the application profile, links it, and spends the token', async () => {
    const { application, token } = await invitedApplicant();
    const response = await onboard({ ...account, token });
    expect(response.statusCode).toBe(200);
    const { user } = onboardedSchema.parse(response.json());
    expect(user).toMatchObject({ username: 'robin_g', memberType: 'standard' });
    const member = await t.db.selectFrom('users').selectAll().where('id', '=', user.id).executeTakeFirstOrThrow();
    expect(member).toMatchObject({
      full_name: 'Robin Greenway',
      email: 'robin@example.com',
      phone: '(555) 111-2222',
      address: '9 Putting Green Road, Augusta, GA 30901',
      member_type: 'standard',
    });
    const linked = await t.db.selectFrom('applications').select('user_id').where('id', '=', application.id).executeTakeFirstOrThrow();
    expect(linked.user_id).toBe(user.id);
    // The new member signs in with the chosen password.
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: account });
    expect(login.json()).toMatchObject({ success: true });
  });

  it('a token works once', async () => {
    const { token } = await invitedApplicant();
    expect((await onboard({ ...account, token })).statusCode).toBe(200);
    const again = await onboard({ username: 'robin_two', password: 'Fairway2026', token });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: 'This invitation has already been used. Please sign in with your account.' });
    expect(await trpcClient(t.app).onboarding.checkToken.mutate({ token })).toMatchObject({ valid: false });
    expect(await t.db.selectFrom('users').select('username').where('username', '=', 'robin_two').execute()).toHaveLength(0);
  });

  it('two submits at once create one member', async () => {
    const { token } = await invitedApplicant();
    const responses = await Promise.all([
      onboard({ username: 'first_try', password: 'Fairway2026', token }),
      onboard({ username: 'second_try', password: 'Fairway2026', token }),
    ]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    const members = await t.db.selectFrom('users').select('username').where('username', 'in', ['first_try', 'second_try']).execute();
    expect(members).toHaveLength(1);
  });

  it('refuses an expired token', async () => {
    const { token } = await invitedApplicant();
    await t.db.updateTable('invitation_tokens').set({ expires_at: new Date(Date.now() - 1000).toISOString() }).execute();
    const response = await onboard({ ...account, token });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'This invitation has expired. Please contact the club for a new one.' });
  });

  it('refuses a wrong or missing token', async () => {
    await invitedApplicant();
    const wrong = await onboard({ ...account, token: 'not-the-right-token-at-all' });
    expect(wrong.statusCode).toBe(400);
    expect(failureSchema.parse(wrong.json()).message).toBe('This invitation link is not valid. Please use the link from your invitation e-mail.');
    const missing = await onboard(account);
    expect(missing.statusCode).toBe(400);
    expect(await t.db.selectFrom('users').select('id').where('username', '=', 'robin_g').execute()).toHaveLength(0);
  });

  it('refuses a taken username (any case) with the spec message', async () => {
    await insertMember(t.db, { username: 'Robin_G' });
    const { token } = await invitedApplicant();
    const response = await onboard({ ...account, token });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: 'Username already taken' });
    const error: unknown = await trpcClient(t.app)
      .onboarding.create.mutate({ ...account, token })
      .catch((caught: unknown) => caught);
    expect(error instanceof TRPCClientError ? error.data : undefined).toMatchObject({ code: 'CONFLICT' });
  });

  it('applies the onboarding rules on the server', async () => {
    const { token } = await invitedApplicant();
    const cases: Array<[Record<string, string>, string]> = [
      [{ username: 'ab' }, 'Username must be at least 3 characters'],
      [{ username: 'a'.repeat(31) }, 'Username must be less than 30 characters'],
      [{ username: 'robin g!' }, 'Username can only contain letters, numbers, underscores, and hyphens'],
      [{ password: 'Short1' }, 'Password must be at least 8 characters'],
      [{ password: 'alllowercase1' }, 'Password must contain at least one lowercase letter, one uppercase letter, and one number'],
    ];
    for (const [change, message] of cases) {
      const response = await onboard({ ...account, token, ...change });
      expect(response.statusCode).toBe(400);
      expect(failureSchema.parse(response.json()).message).toBe(message);
    }
  });

  it('will not onboard from an application that is not approved', async () => {
    const { token } = await invitedApplicant({ status: 'pending' });
    expect((await onboard({ ...account, token })).statusCode).toBe(400);
  });

  it('POST /api/users/check-username says whether a username is taken', async () => {
    await insertMember(t.db, { username: 'taken_name' });
    const check = (username: string) =>
      t.app.inject({ method: 'POST', url: '/api/users/check-username', payload: { username } }).then((r) => usernameCheckSchema.parse(r.json()));
    expect(await check('TAKEN_name')).toEqual({ usernameExists: true });
    expect(await check('free_name')).toEqual({ usernameExists: false });
  });
});
