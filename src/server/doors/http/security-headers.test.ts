import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const EXPECTED = {
  'content-security-policy':
    "default-src 'self';base-uri 'self';font-src 'self' data:;form-action 'self';frame-ancestors 'none';img-src 'self' data: blob:;object-src 'none';script-src 'self';script-src-attr 'none';style-src 'self' 'unsafe-inline';connect-src 'self'",
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'SAMEORIGIN',
  'referrer-policy': 'no-referrer',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
};

it('sends the same security headers on answers, refusals and unknown paths', async () => {
  const answers = [
    await t.app.inject({ url: '/api/events' }),
    await t.app.inject({ url: '/api/events?from=yesterday' }),
    await t.app.inject({ url: '/api/feed' }),
    await t.app.inject({ url: '/api/no-such-thing' }),
  ];
  expect(answers.map((answer) => answer.statusCode)).toEqual([200, 400, 401, 404]);
  for (const answer of answers) expect(answer.headers).toMatchObject(EXPECTED);
});
