import { afterEach, beforeEach, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/test-app';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

it('answers the live username check while a person types, and refuses harvesting', async () => {
  const check = (username: string) =>
    t.app.inject({ method: 'POST', url: '/api/users/check-username', payload: { username }, remoteAddress: '203.0.113.7' });
  for (let i = 0; i < 30; i++) expect((await check(`golfer${i}`)).statusCode).toBe(200);
  const refused = await check('golfer30');
  expect(refused.statusCode).toBe(429);
  expect(refused.json<{ message: string }>().message).toMatch(/Too many attempts/);
  const elsewhere = await t.app.inject({ method: 'POST', url: '/api/users/check-username', payload: { username: 'admin' }, remoteAddress: '203.0.113.8' });
  expect(elsewhere.json()).toEqual({ usernameExists: true });
});
