import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TWO_FACTOR_CODE_MESSAGE } from '../../../../shared/auth/two-factor.schema';
import { auditRows } from '../../../../test/admin-helpers';
import { insertMember, memberCookie } from '../../../../test/factories';
import { createTestApp, type TestApp, trpcClient } from '../../../../test/test-app';
import { appCode, withTwoFactor } from '../../../../test/two-factor-factories';
import { hasTwoFactor } from './has-two-factor';
import { WRONG_CODE } from './second-factor-proof';

// Audit finding: "Turning two-factor off asks for the password but no code." Whoever has the
// password and a signed-in browser (left open, or a stolen session) could remove the factor.

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

async function memberWithTwoFactor() {
  const member = await insertMember(t.db);
  const factor = await withTwoFactor(t.db, member.id);
  const cookie = await memberCookie(t.db, member.id);
  return { member, ...factor, cookie, api: trpcClient(t.app, cookie).profile.twoFactor };
}

/** Everything turning the factor off would change: it must all stay as it was after a refusal. */
async function factorState(userId: number) {
  return {
    on: await hasTwoFactor(t.db, userId),
    factor: await t.db.selectFrom('two_factor').select(['secret', 'last_time_step']).where('user_id', '=', userId).executeTakeFirst(),
    unusedRecoveryCodes: (await t.db.selectFrom('recovery_codes').select('code_hash').where('user_id', '=', userId).where('used_at', 'is', null).execute()).length,
    offAudits: (await auditRows(t.db)).filter((row) => row.action === 'member.two_factor_off').length,
  };
}

function wrongAppCode(secret: string): string {
  const right = new Set([appCode(secret, -1), appCode(secret), appCode(secret, 1)]);
  return ['000000', '111111', '222222', '333333'].find((code) => !right.has(code)) ?? '444444';
}

describe('turning the second factor off', () => {
  it('is refused with the right password but no code, through the typed client and a raw request, and the factor stays on', async () => {
    const { member, cookie, api } = await memberWithTwoFactor();
    const before = await factorState(member.id);
    expect(before.on).toBe(true);

    await expect(api.turnOff.mutate({ password: member.password, code: '' })).rejects.toThrow(TWO_FACTOR_CODE_MESSAGE);
    // What an old client (or an attacker's script) sends: the password alone.
    const raw = await t.app.inject({
      method: 'POST',
      url: '/trpc/profile.twoFactor.turnOff',
      headers: { cookie, 'content-type': 'application/json' },
      payload: { password: member.password },
    });
    expect(raw.statusCode).toBe(400);
    expect(raw.body).toContain(TWO_FACTOR_CODE_MESSAGE);

    expect(await factorState(member.id)).toEqual(before);
  });

  it('is refused with a wrong code, a used recovery code or something that is not a code, changing nothing', async () => {
    const { member, secret, codes, api } = await memberWithTwoFactor();
    const before = await factorState(member.id);
    const error = await api.turnOff.mutate({ password: member.password, code: wrongAppCode(secret) }).catch((caught: unknown) => caught);
    expect(error instanceof Error ? error.message : '').toBe(WRONG_CODE);
    await expect(api.turnOff.mutate({ password: member.password, code: 'hello!' })).rejects.toThrow(TWO_FACTOR_CODE_MESSAGE);
    await expect(api.turnOff.mutate({ password: member.password, code: 'zzzzz-zzzzz' })).rejects.toThrow(WRONG_CODE);
    expect(await factorState(member.id)).toEqual(before);

    // A recovery code already spent on a sign-in does not count.
    const used = codes[0] ?? '';
    await t.db.updateTable('recovery_codes').set({ used_at: new Date().toISOString() }).where('user_id', '=', member.id).execute();
    await expect(api.turnOff.mutate({ password: member.password, code: used })).rejects.toThrow(WRONG_CODE);
    expect(await hasTwoFactor(t.db, member.id)).toBe(true);
  });

  it('is refused with a right code but a wrong password, and the code is not spent', async () => {
    const { member, codes, api } = await memberWithTwoFactor();
    const before = await factorState(member.id);
    await expect(api.turnOff.mutate({ password: 'not-my-password', code: codes[0] ?? '' })).rejects.toThrow('Your password is not correct');
    expect(await factorState(member.id)).toEqual(before);
    await api.turnOff.mutate({ password: member.password, code: codes[0] ?? '' });
    expect(await hasTwoFactor(t.db, member.id)).toBe(false);
  });

  it('counts wrong codes with wrong passwords: the member cannot try the million codes', async () => {
    const { member, secret, api } = await memberWithTwoFactor();
    for (let i = 0; i < t.config.LOGIN_LIMIT_PER_MINUTE; i++) {
      await expect(api.turnOff.mutate({ password: member.password, code: wrongAppCode(secret) })).rejects.toThrow(WRONG_CODE);
    }
    await expect(api.turnOff.mutate({ password: member.password, code: appCode(secret, 1) })).rejects.toThrow(/^Too many attempts\. Please wait/);
    expect(await hasTwoFactor(t.db, member.id)).toBe(true);
  });

  it('turns off with the password and the app’s code, or with a recovery code, and audits which', async () => {
    const first = await memberWithTwoFactor();
    await first.api.turnOff.mutate({ password: first.member.password, code: appCode(first.secret, 1) });
    expect(await hasTwoFactor(t.db, first.member.id)).toBe(false);
    expect(await t.db.selectFrom('recovery_codes').selectAll().where('user_id', '=', first.member.id).execute()).toHaveLength(0);

    const second = await memberWithTwoFactor();
    await second.api.turnOff.mutate({ password: second.member.password, code: ` ${(second.codes[3] ?? '').toUpperCase()} ` });
    expect(await hasTwoFactor(t.db, second.member.id)).toBe(false);

    const summaries = (await auditRows(t.db)).filter((row) => row.action === 'member.two_factor_off').map((row) => [row.entity_id, row.summary]);
    expect(summaries).toEqual([
      [String(first.member.id), 'Turned off two-factor authentication (confirmed with a code from the app)'],
      [String(second.member.id), 'Turned off two-factor authentication (confirmed with a recovery code)'],
    ]);
  });

  it('does not take a code that already signed someone in (replay)', async () => {
    const { member, secret, api } = await memberWithTwoFactor();
    const code = appCode(secret, 1);
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: member.username, password: member.password } });
    const token = login.json<{ twoFactorToken: string }>().twoFactorToken;
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/login/two-factor', payload: { token, code } })).statusCode).toBe(200);
    await expect(api.turnOff.mutate({ password: member.password, code })).rejects.toThrow(WRONG_CODE);
    expect(await hasTwoFactor(t.db, member.id)).toBe(true);
  });
});
