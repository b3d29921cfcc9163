import { TRPCClientError } from '@trpc/client';
import { afterEach, describe, expect, it } from 'vitest';
import { insertMember } from '../../test/factories';
import { createTestApp, TEST_ADMIN, type TestApp, trpcClient } from '../../test/test-app';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

async function start(env: Record<string, string> = {}): Promise<TestApp> {
  t = await createTestApp(env);
  return t;
}

function login(app: TestApp, username: string, password: string, ip: string) {
  return app.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username, password },
    remoteAddress: ip,
  });
}

const TOO_MANY = /^Too many attempts\. Please wait \d+ (seconds|minutes?) and try again\.$/;

interface LoginBody {
  success: boolean;
  user: unknown;
  message: string;
}

describe('login rate limit', () => {
  it('refuses the attempt after LOGIN_LIMIT_PER_MINUTE (default 6) from one IP with a 429 and a message', async () => {
    const app = await start();
    expect(app.config.LOGIN_LIMIT_PER_MINUTE).toBe(6);
    for (let i = 0; i < 6; i++) {
      const response = await login(app, `user${i}`, 'wrong-password', '10.0.0.1');
      expect(response.statusCode).toBe(401);
    }
    const refused = await login(app, 'someone-else', 'wrong-password', '10.0.0.1');
    expect(refused.statusCode).toBe(429);
    const body = refused.json<LoginBody>();
    expect(body).toMatchObject({ success: false, user: null });
    expect(body.message).toMatch(TOO_MANY);
  });

  it('refuses even the right password once the IP is over the limit, and makes no session', async () => {
    const app = await start({ LOGIN_LIMIT_PER_MINUTE: '3' });
    for (let i = 0; i < 3; i++) await login(app, `user${i}`, 'wrong-password', '10.0.0.2');
    const refused = await login(app, TEST_ADMIN.username, TEST_ADMIN.password, '10.0.0.2');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['set-cookie']).toBeUndefined();
    expect(await app.db.selectFrom('sessions').selectAll().execute()).toHaveLength(0);
  });

  it('leaves other IPs free when one IP is over the limit', async () => {
    const app = await start({ LOGIN_LIMIT_PER_MINUTE: '3' });
    for (let i = 0; i < 4; i++) await login(app, `user${i}`, 'wrong-password', '10.0.0.3');
    const other = await login(app, TEST_ADMIN.username, TEST_ADMIN.password, '10.0.0.4');
    expect(other.statusCode).toBe(200);
  });

  it('limits one username across many IPs, without regard to case', async () => {
    const app = await start({ LOGIN_LIMIT_PER_MINUTE: '3' });
    const member = await insertMember(app.db, { username: 'Target' });
    await login(app, 'target', 'wrong-password', '10.1.0.1');
    await login(app, 'TARGET', 'wrong-password', '10.1.0.2');
    await login(app, 'Target', 'wrong-password', '10.1.0.3');
    const refused = await login(app, member.username, member.password, '10.1.0.4');
    expect(refused.statusCode).toBe(429);
    expect(refused.json<LoginBody>().message).toMatch(TOO_MANY);
    // Another username from a fresh IP is unaffected.
    expect((await login(app, TEST_ADMIN.username, TEST_ADMIN.password, '10.1.0.5')).statusCode).toBe(200);
  });

  it('applies the hourly limit too', async () => {
    const app = await start({ LOGIN_LIMIT_PER_MINUTE: '10', LOGIN_LIMIT_PER_HOUR: '2' });
    await login(app, 'user-a', 'wrong-password', '10.2.0.1');
    await login(app, 'user-b', 'wrong-password', '10.2.0.1');
    const refused = await login(app, 'user-c', 'wrong-password', '10.2.0.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json<LoginBody>().message).toMatch(/^Too many attempts\. Please wait \d+ minutes? and try again\.$/);
  });

  it('counts tRPC logins against the same limit and answers TOO_MANY_REQUESTS', async () => {
    const app = await start({ LOGIN_LIMIT_PER_MINUTE: '2' });
    const client = trpcClient(app.app);
    for (let i = 0; i < 2; i++) {
      await expect(client.auth.login.mutate({ username: `user${i}`, password: 'wrong-password' })).rejects.toThrow(
        'Invalid username or password',
      );
    }
    const error: unknown = await client.auth.login
      .mutate({ username: TEST_ADMIN.username, password: TEST_ADMIN.password })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(TRPCClientError);
    expect(error instanceof TRPCClientError ? error.data : undefined).toMatchObject({ code: 'TOO_MANY_REQUESTS', httpStatus: 429 });
    expect(error instanceof Error ? error.message : '').toMatch(TOO_MANY);
  });
});
