import { createHmac, randomBytes } from 'node:crypto';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { insertMember } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { testDeps } from '../test/test-deps';
import { totpCodeAt } from '../test/totp-codes';
import { appCode, withTwoFactor } from '../test/two-factor-factories';
import { buildApp } from './app';
import { APP_CODES_UNREADABLE } from './domains/auth/two-factor/two-factor-sign-in.service';
import type { Db } from './platform/db/db';
import { unsubscribeUrl } from './platform/mail/member-mail';
import { keyIdOf, type SecretBox, secretBox } from './platform/secrets/secret-box';
import { forgetLostSecretsKey, SecretsKeyMismatchError } from './platform/secrets/secrets.service';
import { prepareDatabase, sealSecretsAtRest } from './startup';

let t: TestApp;
const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0)) await close();
  await t.close();
});

const KIND = 'new_events';
const MAIL_KEY_CONTEXT = 'app_secrets.value:mail-links';

async function storedSecrets(db: Db) {
  const factors = await db.selectFrom('two_factor').select(['user_id', 'secret']).orderBy('user_id').execute();
  const app = await db.selectFrom('app_secrets').select(['name', 'value']).orderBy('name').execute();
  return { factors, app };
}

/** The path of a member's signed unsubscribe link, as a mail carries it. */
async function linkFor(userId: number, secrets: SecretBox = t.secrets): Promise<string> {
  return new URL(await unsubscribeUrl(testDeps(t, { secrets }), userId, KIND)).pathname;
}

/** The password step, then the code: the REST door's answer to the second step. */
async function signIn(app: FastifyInstance, member: { username: string; password: string }, code: string, token?: string) {
  const challenge = token ?? (await app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: member.username, password: member.password } })).json<{ twoFactorToken: string }>().twoFactorToken;
  const answer = await app.inject({ method: 'POST', url: '/api/auth/login/two-factor', payload: { token: challenge, code } });
  return { token: challenge, status: answer.statusCode, body: answer.json<{ success?: boolean; message?: string }>() };
}

describe('secrets at rest', () => {
  it('keeps the TOTP secret and the mail-link key sealed in the database, and both still do their work', async () => {
    t = await createTestApp();
    const member = await insertMember(t.db);
    const { secret } = await withTwoFactor(t.db, member.id);
    const link = await linkFor(member.id);

    const { factors, app } = await storedSecrets(t.db);
    const stored = factors.find((row) => row.user_id === member.id)?.secret ?? '';
    expect(stored).toMatch(/^v1:[0-9a-f]{8}:[A-Za-z0-9_-]+:[A-Za-z0-9_-]+$/);
    expect(stored).not.toContain(secret);
    expect(keyIdOf(stored)).toBe(t.secrets.keyId);
    const mailKey = app.find((row) => row.name === 'mail-links')?.value ?? '';
    expect(mailKey).toMatch(/^v1:/);
    // What the database holds does not sign links: only the key it opens to with the secrets key does.
    const signature = link.split('/').pop();
    const signedWith = (key: string) => createHmac('sha256', key).update(`${member.id}:${KIND}`).digest('base64url').slice(0, 32);
    expect(signedWith(mailKey)).not.toBe(signature);
    expect(signedWith(t.secrets.open(mailKey, MAIL_KEY_CONTEXT))).toBe(signature);

    expect(await signIn(t.app, member, appCode(secret, 1))).toMatchObject({ status: 200, body: { success: true } });
    const page = await t.app.inject({ url: link });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Stop getting these e-mails');
  });

  it('seals the rows an earlier version kept in clear, once, at start-up: mailed links and authenticator apps keep working', async () => {
    t = await createTestApp();
    const member = await insertMember(t.db);
    const clearSecret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
    const clearKey = randomBytes(32).toString('base64url');
    const at = new Date().toISOString();
    await t.db.insertInto('two_factor').values({ user_id: member.id, secret: clearSecret, enabled_at: at, last_time_step: null, created_at: at }).execute();
    await t.db.deleteFrom('app_secrets').execute();
    await t.db.insertInto('app_secrets').values({ name: 'mail-links', value: clearKey, created_at: at }).execute();
    const mailedBefore = `/api/mail/unsubscribe/${member.id}/${KIND}/${createHmac('sha256', clearKey).update(`${member.id}:${KIND}`).digest('base64url').slice(0, 32)}`;

    expect(await sealSecretsAtRest(t.db, t.secrets, new Date())).toEqual({ sealed: 2, twoFactorUnreadable: [] });
    const sealed = await storedSecrets(t.db);
    const [factor] = sealed.factors;
    const [mailKey] = sealed.app;
    expect(factor?.secret).toMatch(/^v1:/);
    expect(factor?.secret).not.toContain(clearSecret);
    expect(t.secrets.open(factor?.secret ?? '', `two_factor.secret:${member.id}`)).toBe(clearSecret);
    expect(mailKey?.value).toMatch(/^v1:/);
    expect(mailKey?.value).not.toContain(clearKey);
    // A second start finds nothing left to seal and changes nothing.
    expect(await sealSecretsAtRest(t.db, t.secrets, new Date())).toEqual({ sealed: 0, twoFactorUnreadable: [] });
    expect(await storedSecrets(t.db)).toEqual(sealed);

    expect((await t.app.inject({ url: mailedBefore })).statusCode).toBe(200);
    expect(await signIn(t.app, member, totpCodeAt(clearSecret))).toMatchObject({ status: 200, body: { success: true } });
  });

  it('stops start-up on a database sealed with another key, naming both keys and the way back, and changes nothing', async () => {
    t = await createTestApp();
    const member = await insertMember(t.db);
    await withTwoFactor(t.db, member.id);
    await linkFor(member.id);
    const before = await storedSecrets(t.db);
    const other = secretBox(randomBytes(32), '/srv/club/db/secrets.key');

    const refused = prepareDatabase(t.db, t.config, { secrets: other });
    await expect(refused).rejects.toThrow(SecretsKeyMismatchError);
    await expect(refused).rejects.toThrow(
      `were sealed with secrets key ${t.secrets.keyId}, but this server's key (/srv/club/db/secrets.key) is ${other.keyId}.`,
    );
    await expect(refused).rejects.toThrow('copy the secrets.key kept for this club to /srv/club/db/secrets.key (or set SECRETS_KEY to its line), then start again');
    await expect(refused).rejects.toThrow('If that key is lost for good: run npm run secrets:key-lost.');
    await expect(refused).rejects.toThrow('an admin without codes: npm run admin:reset -- <username>');
    const fromEnvironment = secretBox(randomBytes(32), 'SECRETS_KEY');
    await expect(sealSecretsAtRest(t.db, fromEnvironment, new Date())).rejects.toThrow('set SECRETS_KEY to the key kept for this club');
    expect(await storedSecrets(t.db)).toEqual(before);
    // With its own key it starts as before.
    expect(await sealSecretsAtRest(t.db, t.secrets, new Date())).toEqual({ sealed: 0, twoFactorUnreadable: [] });
  });

  it('after npm run secrets:key-lost: new mail links, a clear message for app codes, and recovery codes still sign in', async () => {
    t = await createTestApp();
    const member = await insertMember(t.db);
    const { secret, codes } = await withTwoFactor(t.db, member.id);
    const oldLink = await linkFor(member.id);
    const newKey = secretBox(randomBytes(32), 'db/secrets.key');

    expect(await forgetLostSecretsKey(t.db, newKey, new Date())).toEqual({ lostKeyId: t.secrets.keyId, renewed: ['mail-links'] });
    expect(await forgetLostSecretsKey(t.db, newKey, new Date())).toEqual({ lostKeyId: null, renewed: [] });
    // Start-up now takes the new key, and names the members whose app codes it cannot check.
    expect(await sealSecretsAtRest(t.db, newKey, new Date())).toEqual({ sealed: 0, twoFactorUnreadable: [member.username] });
    const app = await buildApp({ config: t.config, db: t.db, logger: false, clientDir: path.join(t.dir, 'no-client'), secrets: newKey });
    closers.push(() => app.close());

    const old = await app.inject({ url: oldLink });
    expect(old.statusCode).toBe(404);
    expect(old.body).toContain('The unsubscribe link is not valid.');
    const newLink = await linkFor(member.id, newKey);
    expect(newLink).not.toBe(oldLink);
    expect((await app.inject({ url: newLink })).statusCode).toBe(200);

    const withApp = await signIn(app, member, appCode(secret, 1));
    expect(withApp).toMatchObject({ status: 400, body: { message: APP_CODES_UNREADABLE } });
    // Not the member's mistake: the same sign-in step still takes a recovery code.
    expect(await signIn(app, member, codes[0] ?? '', withApp.token)).toMatchObject({ status: 200, body: { success: true } });
  });
});
