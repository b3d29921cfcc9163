import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAndMember } from '../../../test/admin-helpers';
import { allProcedures, restRoutes as allRestRoutes } from '../../../test/route-catalogue';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let cookies: { admin: string; member: string };
beforeAll(async () => {
  t = await createTestApp();
  const people = await adminAndMember(t.db);
  cookies = { admin: people.adminCookie, member: people.memberCookie };
});
afterAll(() => t.close());

function adminRestRoutes() {
  return allRestRoutes().filter((route) => route.url.startsWith('/api/admin'));
}

const anyString: unknown = expect.any(String);

const bodies = [undefined, { junk: true }, { username: 'x', password: 'y', memberType: 'admin' }];

const restRoutes = adminRestRoutes();
const everyProcedure = allProcedures();
const procedures = everyProcedure.filter((procedure) => procedure.access === 'admin');

describe('admin access matrix', () => {
  it('knows the spec’s admin REST paths and the admin procedures', () => {
    const listed = restRoutes.map((route) => `${route.method} ${route.url}`);
    expect(listed).toEqual(
      expect.arrayContaining([
        'GET /api/admin/members',
        'POST /api/admin/members',
        'PUT /api/admin/members/999999',
        'DELETE /api/admin/members/999999',
        'GET /api/admin/members.csv',
        'GET /api/admin/events',
        'POST /api/admin/events',
        'PUT /api/admin/events/999999',
        'DELETE /api/admin/events/999999',
      ]),
    );
    expect(procedures.map((procedure) => procedure.path)).toEqual(
      expect.arrayContaining(['admin.dashboard', 'admin.members.list', 'admin.events.create', 'admin.settings.update', 'admin.audit.list']),
    );
  });

  it('knows who may call every procedure: each one declares its access', () => {
    expect(everyProcedure.filter((procedure) => procedure.access === undefined).map((procedure) => procedure.path)).toEqual([]);
    // Admin procedures outside admin.* are covered too.
    expect(procedures.some((procedure) => !procedure.path.startsWith('admin.'))).toBe(true);
  });

  const restCases = [...restRoutes, { method: 'GET', url: '/api/admin/no-such-page' }, { method: 'POST', url: '/api/admin' }];
  describe.each(restCases)('REST $method $url', ({ method, url }) => {
    const send = (cookie: string | undefined, payload: unknown) =>
      t.app.inject({
        method: method === 'GET' ? 'GET' : method === 'POST' ? 'POST' : method === 'PUT' ? 'PUT' : 'DELETE',
        url,
        headers: cookie ? { cookie } : {},
        ...(payload !== undefined && method !== 'GET' && method !== 'DELETE' ? { payload: JSON.stringify(payload), headers: { ...(cookie ? { cookie } : {}), 'content-type': 'application/json' } } : {}),
      });

    it.each(bodies)('answers a visitor 401 with a message (body %j)', async (payload) => {
      const response = await send(undefined, payload);
      expect(response.statusCode).toBe(401);
      expect(response.json<unknown>()).toEqual({ message: anyString });
    });

    it.each(bodies)('answers a standard member 403 with a message (body %j)', async (payload) => {
      const response = await send(cookies.member, payload);
      expect(response.statusCode).toBe(403);
      expect(response.json<unknown>()).toEqual({ message: anyString });
    });

    it('lets an admin through, without a server error', async () => {
      const response = await send(cookies.admin, bodies[1]);
      expect([401, 403]).not.toContain(response.statusCode);
      expect(response.statusCode).toBeLessThan(500);
    });
  });

  it('refuses a broken JSON body from a visitor with 401, before reading it', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/members',
      headers: { 'content-type': 'application/json' },
      payload: '{not json',
    });
    expect(response.statusCode).toBe(401);
  });

  describe.each(procedures)('tRPC $path ($type)', ({ path, type }) => {
    const call = (cookie: string | undefined, input: unknown) => {
      const headers: Record<string, string> = cookie ? { cookie } : {};
      if (type === 'query') {
        const query = input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`;
        return t.app.inject({ method: 'GET', url: `/trpc/${path}${query}`, headers });
      }
      return t.app.inject({
        method: 'POST',
        url: `/trpc/${path}`,
        headers: { ...headers, 'content-type': 'application/json' },
        payload: JSON.stringify(input ?? null),
      });
    };

    it.each(bodies)('answers a visitor 401 UNAUTHORIZED (input %j)', async (input) => {
      const response = await call(undefined, input);
      expect(response.statusCode).toBe(401);
      expect(JSON.stringify(response.json<unknown>())).toContain('UNAUTHORIZED');
    });

    it.each(bodies)('answers a standard member 403 FORBIDDEN (input %j)', async (input) => {
      const response = await call(cookies.member, input);
      expect(response.statusCode).toBe(403);
      expect(JSON.stringify(response.json<unknown>())).toContain('FORBIDDEN');
    });

    it('lets an admin through, without a server error', async () => {
      const response = await call(cookies.admin, type === 'query' ? {} : { junk: true });
      expect([401, 403]).not.toContain(response.statusCode);
      expect(response.statusCode).toBeLessThan(500);
    });
  });
});
