import { INTERNAL_MESSAGE } from '../../platform/core/app-error';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { TRPCClientError } from '@trpc/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ADMIN, type TestApp, trpcClient } from '../../../test/test-app';
import { buildApp } from '../../app';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

function login(headers: Record<string, string>) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username: TEST_ADMIN.username, password: TEST_ADMIN.password },
    headers,
  });
}

async function sessionCount(): Promise<number> {
  return (await t.db.selectFrom('sessions').selectAll().execute()).length;
}

describe('cross-site guard', () => {
  it.each([
    ['Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site' }],
    ['Sec-Fetch-Site: same-site', { 'sec-fetch-site': 'same-site' }],
    ['Origin: https://evil.example', { origin: 'https://evil.example' }],
    ['Origin: null', { origin: 'null' }],
  ])('refuses a login with %s: 403, a message, no session', async (_label, headers) => {
    const response = await login(headers);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: 'Cross-site requests are not allowed.' });
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(await sessionCount()).toBe(0);
  });

  it('trusts Sec-Fetch-Site over a matching Origin', async () => {
    const response = await login({ 'sec-fetch-site': 'cross-site', origin: 'http://localhost:3000' });
    expect(response.statusCode).toBe(403);
  });

  it.each([
    ['Sec-Fetch-Site: same-origin', { 'sec-fetch-site': 'same-origin' }],
    ['Sec-Fetch-Site: none (typed in the address bar)', { 'sec-fetch-site': 'none' }],
    ['Origin equal to PUBLIC_URL', { origin: 'http://localhost:3000' }],
    ['Origin equal to the Host header', { origin: 'http://club.test:8080', host: 'club.test:8080' }],
    ['no Origin at all (not a browser)', {}],
  ])('lets a same-origin login through: %s', async (_label, headers) => {
    const response = await login(headers);
    expect(response.statusCode).toBe(200);
    expect(await sessionCount()).toBe(1);
  });

  it('refuses a cross-site contact message and stores nothing', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { origin: 'https://evil.example' },
      payload: { name: 'Eve', email: 'eve@example.com', phone: '5551234567', message: 'Hello from elsewhere' },
    });
    expect(response.statusCode).toBe(403);
    expect(await t.db.selectFrom('contact_messages').selectAll().execute()).toHaveLength(0);
  });

  it('refuses a cross-site tRPC mutation', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/trpc/auth.login',
      headers: { 'sec-fetch-site': 'cross-site', 'content-type': 'application/json' },
      payload: JSON.stringify({ username: TEST_ADMIN.username, password: TEST_ADMIN.password }),
    });
    expect(response.statusCode).toBe(403);
    expect(await sessionCount()).toBe(0);
  });

  it('lets cross-site reads through (GET is safe)', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/events', headers: { 'sec-fetch-site': 'cross-site' } });
    expect(response.statusCode).toBe(200);
  });

  it.each(['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x'])(
    'refuses a tRPC mutation sent as %s with 415',
    async (contentType) => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/trpc/auth.logout',
        headers: { 'content-type': contentType },
        payload: '{}',
      });
      expect(response.statusCode).toBe(415);
      expect(response.json()).toEqual({ message: 'Requests must be sent as JSON.' });
    },
  );

  it('accepts a tRPC mutation sent as JSON', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/trpc/auth.logout',
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('errors', () => {
  it('answers an unknown /api path with a JSON 404 carrying a message', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const response = await t.app.inject({ method, url: '/api/no-such-thing' });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.json()).toEqual({ message: 'Not found' });
    }
  });

  it('serves the page shell for pages but JSON 404 for unknown /api and /trpc paths when the client is built', async () => {
    const clientDir = path.join(t.dir, 'client');
    mkdirSync(clientDir, { recursive: true });
    writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><head><title>club</title></head><div id="root"></div>');
    const app = await buildApp({ config: t.config, db: t.db, logger: false, clientDir });
    try {
      const page = await app.inject({ method: 'GET', url: '/some/client/route' });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('role="status">Loading...</main>');
      expect(page.body).toContain('· Remote Golf Club</title>');
      const api = await app.inject({ method: 'GET', url: '/api/no-such-thing' });
      expect(api.statusCode).toBe(404);
      expect(api.json()).toEqual({ message: 'Not found' });
      const trpc = await app.inject({ method: 'GET', url: '/trpc/no.such.procedure' });
      expect(trpc.statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });

  it('answers a bad JSON body with a 400 and a readable message', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'The request body is not valid JSON.' });
  });

  it('hides the internals of a thrown error behind a generic 500 message (REST)', async () => {
    t.app.get('/api/test-only/boom', () => {
      throw new Error('SQLITE_CORRUPT: secret internals at /var/lib/club.sqlite');
    });
    const response = await t.app.inject({ method: 'GET', url: '/api/test-only/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: INTERNAL_MESSAGE });
    expect(response.body).not.toContain('secret');
  });

  it('hides the internals of a thrown error behind a generic message (tRPC)', async () => {
    // getClubSettings throws a plain Error when its row is missing.
    await t.db.deleteFrom('club_settings').execute();
    const error: unknown = await trpcClient(t.app)
      .club.settings.query()
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(TRPCClientError);
    expect(error instanceof TRPCClientError ? error.message : '').toBe(INTERNAL_MESSAGE);
    expect(error instanceof TRPCClientError ? error.data : undefined).toMatchObject({
      code: 'INTERNAL_SERVER_ERROR',
      httpStatus: 500,
    });
    expect(JSON.stringify(error instanceof TRPCClientError ? error.shape : null)).not.toContain('ensureClubSettings');
  });
});
