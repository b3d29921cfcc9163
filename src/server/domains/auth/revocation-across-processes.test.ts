import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertMember, memberCookie } from '../../../test/factories';
import { startSecondProcess, type SecondProcess } from '../../../test/second-process';
import { createTestApp, type TestApp } from '../../../test/test-app';

/**
 * A session revoked by one process (sign-out, password change, demotion) is refused by every other
 * process as soon as the revoking request has answered: no waiting for a notice, no sleeping.
 */
const ROUNDS = 50;

let t: TestApp;
let other: SecondProcess;
beforeAll(async () => {
  t = await createTestApp();
  other = await startSecondProcess(t);
}, 60_000);
afterAll(async () => {
  await other?.stop();
  await t?.close();
});

async function signedInHere(cookie: string): Promise<boolean> {
  const response = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });
  return response.json<{ isAuthenticated: boolean }>().isAuthenticated;
}

async function adminListHere(cookie: string): Promise<number> {
  return (await t.app.inject({ method: 'GET', url: '/api/admin/members', headers: { cookie } })).statusCode;
}

async function onOtherProcess(method: string, url: string, cookie: string, body?: unknown): Promise<number> {
  const response = await fetch(`${other.url}${url}`, {
    method,
    headers: { cookie, ...(body !== undefined && { 'content-type': 'application/json' }) },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
  await response.arrayBuffer();
  return response.status;
}

describe('revocation on another process', () => {
  it(`a sign-out there is refused here at once, ${ROUNDS} times in a row`, async () => {
    const member = await insertMember(t.db);
    for (let round = 0; round < ROUNDS; round += 1) {
      const cookie = await memberCookie(t.db, member.id);
      // Read twice here, so whatever this process keeps of the session is warm.
      expect(await signedInHere(cookie)).toBe(true);
      expect(await signedInHere(cookie)).toBe(true);
      expect(await onOtherProcess('POST', '/api/auth/logout', cookie)).toBe(200);
      expect(await signedInHere(cookie), `round ${round}`).toBe(false);
    }
  }, 60_000);

  it(`a demotion there takes the admin pages away here at once, ${ROUNDS} times in a row`, async () => {
    const boss = await insertMember(t.db, { memberType: 'admin' });
    const bossCookie = await memberCookie(t.db, boss.id);
    const deputy = await insertMember(t.db, { memberType: 'admin' });
    for (let round = 0; round < ROUNDS; round += 1) {
      const promote = { username: deputy.username, memberType: 'admin' };
      expect(await onOtherProcess('PUT', `/api/admin/members/${deputy.id}`, bossCookie, promote)).toBe(200);
      const deputyCookie = await memberCookie(t.db, deputy.id);
      expect(await adminListHere(deputyCookie)).toBe(200);
      expect(await adminListHere(deputyCookie)).toBe(200);
      const demote = { username: deputy.username, memberType: 'standard' };
      expect(await onOtherProcess('PUT', `/api/admin/members/${deputy.id}`, bossCookie, demote)).toBe(200);
      // A demotion ends the member's sessions: signed out, not merely refused.
      expect(await adminListHere(deputyCookie), `round ${round}`).toBe(401);
    }
  }, 60_000);

  it('a password change there ends the member’s other sessions here at once', async () => {
    const member = await insertMember(t.db);
    let password = member.password;
    for (let round = 0; round < 10; round += 1) {
      const phone = await memberCookie(t.db, member.id);
      const laptop = await memberCookie(t.db, member.id);
      expect(await signedInHere(laptop)).toBe(true);
      const next = `changed-password-${round}`;
      const change = { currentPassword: password, newPassword: next, confirmPassword: next };
      expect(await onOtherProcess('POST', '/api/profile/password', phone, change)).toBe(200);
      password = next;
      expect(await signedInHere(laptop), `round ${round}`).toBe(false);
    }
  }, 60_000);
});
