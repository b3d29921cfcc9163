import { TRPCClientError } from '@trpc/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { insertEvent, insertMember, memberCookie } from '../../../test/factories';
import { createTestApp, type TestApp, trpcClient } from '../../../test/test-app';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

const at = (day: number, hour = 14) => new Date(Date.UTC(2026, 11, day, hour)).toISOString();

async function getEvents(query = '') {
  const response = await t.app.inject({ method: 'GET', url: `/api/events${query}` });
  return { status: response.statusCode, body: response.json<unknown>() };
}

function titlesOf(body: unknown): unknown[] {
  return Array.isArray(body) ? body.map((event: unknown) => (typeof event === 'object' && event && 'title' in event ? event.title : null)) : [];
}

describe('GET /api/events', () => {
  it('lists only public events, ordered by start', async () => {
    await insertEvent(t.db, { title: 'Late', start_date: at(20) });
    await insertEvent(t.db, { title: 'Members dinner', start_date: at(10), visibility: 'members' });
    await insertEvent(t.db, { title: 'Early', start_date: at(5) });
    await insertEvent(t.db, { title: 'Middle', start_date: at(12, 9) });
    const { status, body } = await getEvents();
    expect(status).toBe(200);
    expect(titlesOf(body)).toEqual(['Early', 'Middle', 'Late']);
  });

  it('returns the spec’s fields for each event', async () => {
    const row = await insertEvent(t.db, {
      title: 'Winter Scramble',
      description: 'Nine holes on the simulator.',
      start_date: at(5, 14),
      end_date: at(5, 17),
      location: 'Golf Course',
      category: 'Tournament',
    });
    const { body } = await getEvents();
    expect(body).toEqual([
      expect.objectContaining({
        id: row.id,
        title: 'Winter Scramble',
        description: 'Nine holes on the simulator.',
        startDate: '2026-12-05T14:00:00.000Z',
        endDate: '2026-12-05T17:00:00.000Z',
        location: 'Golf Course',
        category: 'Tournament',
      }),
    ]);
  });

  it('answers an empty list when there are no public events', async () => {
    await insertEvent(t.db, { visibility: 'members' });
    expect((await getEvents()).body).toEqual([]);
  });

  it('limits to events starting in [from, to)', async () => {
    await insertEvent(t.db, { title: 'Before', start_date: at(1) });
    await insertEvent(t.db, { title: 'On from', start_date: at(5, 0) });
    await insertEvent(t.db, { title: 'Inside', start_date: at(9) });
    await insertEvent(t.db, { title: 'On to', start_date: at(10, 0) });
    await insertEvent(t.db, { title: 'Hidden inside', start_date: at(8), visibility: 'members' });
    const from = encodeURIComponent(at(5, 0));
    const to = encodeURIComponent(at(10, 0));
    expect(titlesOf((await getEvents(`?from=${from}&to=${to}`)).body)).toEqual(['On from', 'Inside']);
    expect(titlesOf((await getEvents(`?from=${from}`)).body)).toEqual(['On from', 'Inside', 'On to']);
    expect(titlesOf((await getEvents(`?to=${to}`)).body)).toEqual(['Before', 'On from', 'Inside']);
  });

  it('compares bounds as instants, whatever their precision', async () => {
    await insertEvent(t.db, { title: 'At midnight', start_date: at(5, 0) });
    await insertEvent(t.db, { title: 'Next day', start_date: at(6, 0) });
    const from = '2026-12-05T00:00:00Z';
    const to = '2026-12-06T00:00:00Z';
    expect(titlesOf((await getEvents(`?from=${from}&to=${to}`)).body)).toEqual(['At midnight']);
  });

  it('refuses a range that is not an ISO date-time with 400 and a message', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/events?from=next-tuesday' });
    expect(response.statusCode).toBe(400);
    const body = response.json<{ message: string; errors: Record<string, string[]> }>();
    expect(body.message).toBe('Invalid ISO datetime');
    expect(body.errors).toEqual({ from: ['Invalid ISO datetime'] });
  });

  it('gives the same list through tRPC events.list', async () => {
    await insertEvent(t.db, { title: 'B', start_date: at(6) });
    await insertEvent(t.db, { title: 'A', start_date: at(3) });
    await insertEvent(t.db, { title: 'Members only', start_date: at(4), visibility: 'members' });
    const viaTrpc = await trpcClient(t.app).events.list.query({});
    expect(viaTrpc.map((event) => event.title)).toEqual(['A', 'B']);
    expect(viaTrpc).toEqual((await getEvents()).body);
    const ranged = await trpcClient(t.app).events.list.query({ from: at(5, 0) });
    expect(ranged.map((event) => event.title)).toEqual(['B']);
  });
});

describe('admin.dashboard', () => {
  async function dashboardError(cookie?: string): Promise<unknown> {
    return trpcClient(t.app, cookie)
      .admin.dashboard.query()
      .catch((caught: unknown) => caught);
  }

  it('refuses a visitor with UNAUTHORIZED', async () => {
    const error = await dashboardError();
    expect(error).toBeInstanceOf(TRPCClientError);
    expect(error instanceof TRPCClientError ? error.data : undefined).toMatchObject({ code: 'UNAUTHORIZED', httpStatus: 401 });
  });

  it('refuses a standard member with FORBIDDEN', async () => {
    const member = await insertMember(t.db);
    const error = await dashboardError(await memberCookie(t.db, member.id));
    expect(error).toBeInstanceOf(TRPCClientError);
    expect(error instanceof TRPCClientError ? error.data : undefined).toMatchObject({ code: 'FORBIDDEN', httpStatus: 403 });
  });

  it('gives an admin the member and event counts', async () => {
    const admin = await insertMember(t.db, { memberType: 'admin' });
    await insertMember(t.db);
    await insertMember(t.db);
    await insertEvent(t.db);
    await insertEvent(t.db, { visibility: 'members' });
    await insertEvent(t.db);
    const counts = await trpcClient(t.app, await memberCookie(t.db, admin.id)).admin.dashboard.query();
    // The first admin from start-up, the admin above and two members.
    expect(counts).toMatchObject({ members: 4, events: 3, applications: 0, needsNow: [] });
  });
});
