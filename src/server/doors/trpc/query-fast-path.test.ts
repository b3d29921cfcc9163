import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAndMember } from '../../../test/admin-helpers';
import { insertEvent, insertMember, memberCookie } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let cookies: { member: string; admin: string; lapsed: string };
beforeAll(async () => {
  t = await createTestApp();
  const { adminCookie, memberCookie: member } = await adminAndMember(t.db);
  const lapsed = await insertMember(t.db, { paidThrough: '2020-01-01' });
  cookies = { member, admin: adminCookie, lapsed: await memberCookie(t.db, lapsed.id) };
  await insertEvent(t.db);
});
afterAll(() => t.close());

const batchInput = (...inputs: unknown[]) =>
  encodeURIComponent(JSON.stringify(Object.fromEntries(inputs.map((input, i) => [String(i), input]))));

// Each URL is answered twice: as a plain GET (the direct path) and with a trpc-accept header,
// which sends it through tRPC's own adapter. The two answers must be the same.
const CASES: Array<[string, string, keyof typeof cookies | null]> = [
  ['one query, no input', '/trpc/events.list', null],
  ['one query with input', `/trpc/events.list?input=${encodeURIComponent(JSON.stringify({ from: '2026-01-01T00:00:00.000Z' }))}`, null],
  ['a batch', `/trpc/events.list,club.settings?batch=1&input=${batchInput({}, undefined)}`, 'member'],
  ['a batch without inputs, one of which needs one (207)', '/trpc/feed.recent,matches.list?batch=1', 'member'],
  ['bad input', `/trpc/feed.recent?input=${encodeURIComponent(JSON.stringify({ limit: 500 }))}`, 'member'],
  ['not signed in', '/trpc/feed.list?batch=1&input=%7B%7D', null],
  ['not an admin', '/trpc/admin.members.list?batch=1&input=%7B%7D', 'member'],
  ['lapsed', '/trpc/feed.recent?batch=1', 'lapsed'],
  ['a batch with one failure (207)', `/trpc/events.list,admin.audit.list?batch=1&input=${batchInput({}, {})}`, 'member'],
  ['an unknown procedure', '/trpc/events.nothing', null],
  ['a mutation asked with GET', '/trpc/feed.create', 'member'],
  ['input that is not JSON', '/trpc/events.list?input=%7Bnope', null],
];

describe('queries answered directly', () => {
  it.each(CASES)('%s: the same status, body and vary header as through tRPC', async (_name, url, who) => {
    const cookie = who ? { cookie: cookies[who] } : {};
    const direct = await t.app.inject({ url, headers: cookie });
    const adapter = await t.app.inject({ url, headers: { ...cookie, 'trpc-accept': 'application/json' } });
    expect(direct.statusCode).toBe(adapter.statusCode);
    expect(direct.json<unknown>()).toEqual(adapter.json<unknown>());
    expect(direct.headers.vary).toBe(adapter.headers.vary);
    expect(direct.headers['content-type']).toMatch(/^application\/json/);
  });

  it('takes the direct path for plain query GETs only (its answers carry a length, the adapter streams)', async () => {
    const direct = await t.app.inject({ url: '/trpc/events.list' });
    expect(direct.headers['content-length']).toBe(String(direct.rawPayload.length));
    expect(
      (await t.app.inject({ url: '/trpc/events.list', headers: { 'trpc-accept': 'application/json' } })).headers['content-length'],
    ).toBeUndefined();
    expect((await t.app.inject({ url: '/trpc/events.nothing' })).headers['content-length']).toBeUndefined();
  });
});
