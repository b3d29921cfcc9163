import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { adminAndMember, auditRows } from '../../test/admin-helpers';
import { insertEvent } from '../../test/factories';
import { createTestApp, type TestApp, trpcClient } from '../../test/test-app';

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

  it('lists public and members-only events to the admin, ordered by start', async () => {
    await insertEvent(t.db, { title: 'Later', start_date: '2026-12-09T10:00:00.000Z' });
    await insertEvent(t.db, { title: 'Dinner', start_date: '2026-12-03T10:00:00.000Z', visibility: 'members' });
    const list = await trpcClient(t.app, adminCookie).admin.events.list.query();
    expect(list.map((event) => event.title)).toEqual(['Dinner', 'Later']);
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
