import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { adminAndMember, auditRows } from '../../../../test/admin-helpers';
import { insertMember, memberCookie } from '../../../../test/factories';
import { createTestApp, type TestApp, trpcClient } from '../../../../test/test-app';
import { appCode, withTwoFactor } from '../../../../test/two-factor-factories';
import { resetAdminPassword } from '../admin-reset.service';
import { getClubSettings } from '../../club/club-settings.service';
import { hasTwoFactor } from './has-two-factor';
import { TWO_FACTOR_SETUP_REQUIRED } from './admin-two-factor';
import { systemClock } from '../../../platform/core/clock';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

async function signedIn() {
  const member = await insertMember(t.db);
  const cookie = await memberCookie(t.db, member.id);
  return { member, cookie, api: trpcClient(t.app, cookie).profile.twoFactor };
}

describe('turning the second factor on', () => {
  it('shows a QR code, stays off until a right code, then hands out ten recovery codes once', async () => {
    const { member, api } = await signedIn();
    expect(await api.status.query()).toEqual({ enabled: false, recoveryCodesLeft: 0, setupRequired: false });
    const setup = await api.begin.mutate();
    expect(setup.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(setup.qrCode.split(',')[1] ?? '', 'base64').toString()).toContain('<svg');
    expect(setup.otpauthUrl).toBe(`otpauth://totp/Remote%20Golf%20Club:${member.username}?secret=${setup.secret}&issuer=Remote%20Golf%20Club`);

    await expect(api.confirm.mutate({ code: '12345' })).rejects.toThrow('Enter the 6-digit code your app shows');
    const wrong = appCode(setup.secret) === '000000' ? '111111' : '000000';
    await expect(api.confirm.mutate({ code: wrong })).rejects.toThrow('That code does not match');
    expect(await hasTwoFactor(t.db, member.id)).toBe(false);

    const { codes } = await api.confirm.mutate({ code: appCode(setup.secret).replace(/(\d{3})/, '$1 ') });
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    expect(await api.status.query()).toEqual({ enabled: true, recoveryCodesLeft: 10, setupRequired: false });
    const stored = await t.db.selectFrom('recovery_codes').select('code_hash').where('user_id', '=', member.id).execute();
    expect(stored.map((row) => row.code_hash)).not.toContain(codes[0]);
    expect((await auditRows(t.db)).at(-1)).toMatchObject({ action: 'member.two_factor_on', entity_id: String(member.id) });
  });

  it('signs out the member’s other browsers when it turns on', async () => {
    const { member, cookie, api } = await signedIn();
    const other = await memberCookie(t.db, member.id);
    const { secret } = await api.begin.mutate();
    await api.confirm.mutate({ code: appCode(secret) });
    expect(await trpcClient(t.app, other).auth.user.query()).toMatchObject({ isAuthenticated: false });
    expect(await trpcClient(t.app, cookie).auth.user.query()).toMatchObject({ isAuthenticated: true });
  });

  it('makes new recovery codes only with the password', async () => {
    const member = await insertMember(t.db);
    const { codes } = await withTwoFactor(t.db, member.id);
    const api = trpcClient(t.app, await memberCookie(t.db, member.id)).profile.twoFactor;
    await expect(api.renewRecoveryCodes.mutate({ password: 'not-my-password' })).rejects.toThrow('Your password is not correct');
    const renewed = await api.renewRecoveryCodes.mutate({ password: member.password });
    expect(renewed.codes).toHaveLength(10);
    expect(renewed.codes).not.toContain(codes[0]);
    const oldHashes = await t.db.selectFrom('recovery_codes').select('code_hash').where('user_id', '=', member.id).execute();
    expect(oldHashes).toHaveLength(10);
    expect((await auditRows(t.db)).map((row) => row.action)).toContain('member.recovery_codes_renewed');
  });
});

describe('the club setting "two-factor required for admins"', () => {
  const settingsWith = async (requireAdminTwoFactor: boolean) => ({ ...(await getClubSettings(t.db)), requireAdminTwoFactor });

  it('cannot be turned on by an admin who has no second factor', async () => {
    const { adminCookie } = await adminAndMember(t.db);
    await expect(trpcClient(t.app, adminCookie).admin.settings.update.mutate(await settingsWith(true))).rejects.toThrow(
      'Turn on two-factor authentication for your own account first',
    );
    expect((await getClubSettings(t.db)).requireAdminTwoFactor).toBe(false);
  });

  it('keeps other admins out of the admin pages, both doors, until they set it up; members are not asked', async () => {
    const { admin, memberCookie: standardCookie } = await adminAndMember(t.db);
    await withTwoFactor(t.db, admin.id);
    const adminCookie = await memberCookie(t.db, admin.id);
    await trpcClient(t.app, adminCookie).admin.settings.update.mutate(await settingsWith(true));
    expect((await auditRows(t.db)).at(-1)?.summary).toContain('two-factor required for admins "false" → "true"');

    const other = await insertMember(t.db, { memberType: 'admin' });
    const otherCookie = await memberCookie(t.db, other.id);
    await expect(trpcClient(t.app, otherCookie).admin.settings.get.query()).rejects.toThrow(TWO_FACTOR_SETUP_REQUIRED);
    const rest = await t.app.inject({ method: 'GET', url: '/api/admin/members', headers: { cookie: otherCookie } });
    expect(rest.statusCode).toBe(403);
    expect(rest.json()).toEqual({ message: TWO_FACTOR_SETUP_REQUIRED });
    expect(await trpcClient(t.app, otherCookie).profile.twoFactor.status.query()).toMatchObject({ setupRequired: true });

    const { secret: otherSecret } = await withTwoFactor(t.db, other.id);
    const otherAgain = await memberCookie(t.db, other.id);
    expect((await trpcClient(t.app, otherAgain).admin.settings.get.query()).requireAdminTwoFactor).toBe(true);
    expect(await trpcClient(t.app, adminCookie).admin.settings.get.query()).toMatchObject({ requireAdminTwoFactor: true });
    expect(await trpcClient(t.app, standardCookie).profile.twoFactor.status.query()).toMatchObject({ setupRequired: false });
    await expect(trpcClient(t.app, otherAgain).profile.twoFactor.turnOff.mutate({ password: other.password, code: appCode(otherSecret, 1) })).rejects.toThrow(
      'The club requires two-factor authentication for admins, so it cannot be turned off.',
    );
  });
});

describe('npm run admin:reset', () => {
  it('clears the admin’s second factor with the password, and says so in the audit log', async () => {
    const admin = await insertMember(t.db, { memberType: 'admin' });
    await withTwoFactor(t.db, admin.id);
    const reset = await resetAdminPassword({ db: t.db, clock: systemClock }, admin.username);
    expect(reset.clearedTwoFactor).toBe(true);
    expect(await hasTwoFactor(t.db, admin.id)).toBe(false);
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: admin.username, password: reset.password } });
    expect(login.json()).toMatchObject({ success: true });
    expect((await auditRows(t.db)).at(-1)?.summary).toBe(`Reset the password of admin "${admin.username}" and cleared their two-factor authentication from the command line`);
  });
});
