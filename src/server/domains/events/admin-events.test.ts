import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { adminAndMember, auditRows } from '../../../test/admin-helpers';
import { insertEvent } from '../../../test/factories';
import { createTestApp, type TestApp, trpcClient } from '../../../test/test-app';

let t: TestApp;
let adminCookie: string;
beforeEach(async () => {
  t = await createTestApp();
  adminCookie = (await adminAndMember(t.db)).adminCookie;
});
afterEach(() => t.close());

function rest(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) {
  const headers: Record<string, string> = { cookie: adminCookie };
  if (payload !== undefined) headers['content-type'] = 'application/json';
  return t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }) });
}

const valid = {
  title: 'Spring Scramble',
  description: 'Teams of four on the simulators.',
  startDate: '2026-12-05T15:00:00.000Z',
  endDate: '2026-12-05T19:00:00.000Z',
  category: 'Tournament',
  location: 'Golf Course',
};

const publicTitles = async () => (await t.app.inject({ method: 'GET', url: '/api/events' })).json<Array<{ title: string }>>().map((e) => e.title);

describe('admin events', () => {
  it('creates, updates and deletes through REST, and the public calendar follows', async () => {
    const created = await rest('POST', '/api/admin/events', valid);
    expect(created.statusCode).toBe(201);
    const event = created.json<{ id: number }>();
    expect(created.json<unknown>()).toMatchObject({ ...valid, visibility: 'public' });
    expect(await publicTitles()).toEqual(['Spring Scramble']);

    const updated = await rest('PUT', `/api/admin/events/${event.id}`, { ...valid, title: 'Spring Open', visibility: 'members' });
    expect(updated.statusCode).toBe(200);
    expect(updated.json<unknown>()).toMatchObject({ id: event.id, title: 'Spring Open', visibility: 'members' });
    expect(await publicTitles()).toEqual([]);
    expect((await rest('GET', '/api/admin/events')).json<unknown>()).toEqual([expect.objectContaining({ title: 'Spring Open', visibility: 'members' })]);

    const deleted = await rest('DELETE', `/api/admin/events/${event.id}`);
    expect(deleted.statusCode).toBe(200);
    expect((await rest('GET', '/api/admin/events')).json<unknown>()).toEqual([]);
  });

  describe('Manage Events lists', () => {
    const hours = (n: number) => new Date(Date.now() + n * 3_600_000).toISOString();
    const list = (input: Parameters<ReturnType<typeof trpcClient>['admin']['events']['list']['query']>[0]) =>
      trpcClient(t.app, adminCookie).admin.events.list.query(input);

    beforeEach(async () => {
      await insertEvent(t.db, { title: 'Next Month', start_date: hours(24 * 30) });
      await insertEvent(t.db, { title: 'Members Dinner', start_date: hours(48), visibility: 'members' });
      // Started an hour ago and not over: still upcoming.
      await insertEvent(t.db, { title: 'Under Way', start_date: hours(-1), end_date: hours(1) });
      await insertEvent(t.db, { title: 'Last Week', start_date: hours(-24 * 7) });
      await insertEvent(t.db, { title: 'Last Year', start_date: hours(-24 * 365) });
      await insertEvent(t.db, { title: 'This Morning', start_date: hours(-6), end_date: hours(-4) });
    });

    it('shows the events not over yet, soonest first, public and members-only, by default', async () => {
      const upcoming = await list({});
      expect(upcoming.items.map((event) => event.title)).toEqual(['Under Way', 'Members Dinner', 'Next Month']);
      expect(upcoming).toMatchObject({ total: 3, page: 1, pageSize: 50 });
    });

    it('shows the events that are over, newest first', async () => {
      const past = await list({ when: 'past' });
      expect(past.items.map((event) => event.title)).toEqual(['This Morning', 'Last Week', 'Last Year']);
      expect(past.total).toBe(3);
    });

    it('pages either list', async () => {
      const second = await list({ when: 'past', page: 2, pageSize: 2 });
      expect(second.items.map((event) => event.title)).toEqual(['Last Year']);
      expect(second).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    });

    it('counts only ten pages ahead ("20+" at two a page), as the members list does', async () => {
      for (let i = 0; i < 25; i++) await insertEvent(t.db, { title: `Old ${i}`, start_date: hours(-24 * (30 + i)) });
      expect(await list({ when: 'past', pageSize: 2 })).toMatchObject({ total: 20, totalIsAtLeast: true });
      expect(await list({ when: 'past', pageSize: 2, page: 14 })).toMatchObject({ total: 28, page: 14 });
      expect((await list({ when: 'past', pageSize: 2, page: 14 })).totalIsAtLeast).toBeUndefined();
    });

    it('refuses an unknown list or page with a clear message', async () => {
      const raw = async (input: unknown) => {
        const url = `/trpc/admin.events.list?input=${encodeURIComponent(JSON.stringify(input))}`;
        const response = await t.app.inject({ url, headers: { cookie: adminCookie } });
        return { status: response.statusCode, body: response.body };
      };
      const unknownList = await raw({ when: 'soon' });
      expect(unknownList.status).toBe(400);
      expect(unknownList.body).toContain('Choose upcoming or past events');
      expect((await raw({ page: 0 })).status).toBe(400);
    });

    it('still answers every event, ordered by start, on the REST path', async () => {
      const all = (await rest('GET', '/api/admin/events')).json<Array<{ title: string }>>();
      expect(all.map((event) => event.title)).toEqual(['Last Year', 'Last Week', 'This Morning', 'Under Way', 'Members Dinner', 'Next Month']);
    });
  });

  it.each([
    ['title', 'Title is required'],
    ['description', 'Description is required'],
    ['startDate', 'Start date is required'],
    ['endDate', 'End date is required'],
    ['category', 'Category is required'],
    ['location', 'Location is required'],
  ])('refuses an empty %s with the spec’s message', async (field, message) => {
    const response = await rest('POST', '/api/admin/events', { ...valid, [field]: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json<unknown>()).toMatchObject({ message, errors: { [field]: [message] } });
    expect((await rest('GET', '/api/admin/events')).json<unknown>()).toEqual([]);
  });

  it('refuses an end not after the start, with the message on endDate', async () => {
    for (const endDate of [valid.startDate, '2026-12-05T14:00:00.000Z']) {
      const response = await rest('POST', '/api/admin/events', { ...valid, endDate });
      expect(response.statusCode).toBe(400);
      expect(response.json<unknown>()).toMatchObject({ message: 'End date must be after start date', errors: { endDate: ['End date must be after start date'] } });
    }
    const row = await insertEvent(t.db);
    const update = await rest('PUT', `/api/admin/events/${row.id}`, { ...valid, endDate: '2026-12-04T00:00:00.000Z' });
    expect(update.statusCode).toBe(400);
    expect(update.json<unknown>()).toMatchObject({ message: 'End date must be after start date' });
  });

  it('answers 404 with a message for an unknown event', async () => {
    expect((await rest('PUT', '/api/admin/events/777', valid)).json<unknown>()).toEqual({ message: 'Event not found.' });
    const response = await rest('DELETE', '/api/admin/events/777');
    expect(response.statusCode).toBe(404);
    expect(response.json<unknown>()).toEqual({ message: 'Event not found.' });
  });

  it('records an audit row for each change', async () => {
    const trpc = trpcClient(t.app, adminCookie);
    const event = await trpc.admin.events.create.mutate(valid);
    await trpc.admin.events.update.mutate({ id: event.id, event: { ...valid, title: 'Renamed' } });
    await trpc.admin.events.delete.mutate({ id: event.id });
    const rows = await auditRows(t.db);
    expect(rows.map((row) => [row.action, row.entity_type, row.entity_id])).toEqual([
      ['event.create', 'event', String(event.id)],
      ['event.update', 'event', String(event.id)],
      ['event.delete', 'event', String(event.id)],
    ]);
    expect(rows.map((row) => row.summary)).toEqual([
      'Created event "Spring Scramble" (public, starts 2026-12-05T15:00:00.000Z)',
      'Updated event "Renamed" (was "Spring Scramble")',
      'Deleted event "Renamed"',
    ]);
  });
});
