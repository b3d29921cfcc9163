import { initTRPC } from '@trpc/server';
import { fastifyTRPCPlugin } from '@trpc/server/adapters/fastify';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { adminAndMember } from '../../../test/admin-helpers';
import { insertEvent, insertMember, memberCookie } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { appRouter } from './app-router';
import { answerQueriesDirectly, queryPathsOf } from './query-fast-path';

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
// which sends it through tRPC's own adapter. The two answers must be the same, byte for byte: the
// direct path rebuilds tRPC's answer from its internals, and a tRPC upgrade that changes them shows here.
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
    expect(direct.body).toBe(adapter.body);
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

describe('the tRPC internals the direct path reads', () => {
  it("finds the queries in tRPC's flat table of procedures, as tRPC's own handler tells them from mutations", async () => {
    // appRouter._def.procedures: one entry a procedure, by its dotted path, each with _def.type.
    const paths = Object.keys(appRouter._def.procedures);
    expect(paths).toEqual(expect.arrayContaining(['events.list', 'admin.members.list', 'matches.comments.list', 'profile.twoFactor.status', 'feed.create']));
    const queries = queryPathsOf(appRouter);
    expect(queries.has('admin.members.list')).toBe(true);
    expect(queries.has('feed.create')).toBe(false);
    // tRPC's handler refuses a GET of anything but a query (405) before running it.
    const askedWithGet = await Promise.all(
      paths.map(async (path) => {
        const answer = await t.app.inject({ url: `/trpc/${path}`, headers: { 'trpc-accept': 'application/json' } });
        return [path, answer.statusCode !== 405] as const;
      }),
    );
    const queriesByTrpc = askedWithGet.filter(([, isQuery]) => isQuery).map(([path]) => path);
    expect([...queries].sort()).toEqual(queriesByTrpc.sort());
  });
});

describe('output validation on the direct path', () => {
  // A router of its own, so a procedure can answer what its schema refuses; the same direct path and adapter serve it.
  const tiny = initTRPC.create({ isDev: false }); // No stack in the errors: it names the path each took.
  const tinyRouter = tiny.router({
    whole: tiny.procedure.output(z.number().int()).query(() => 2),
    broken: tiny.procedure.output(z.number().int()).query(() => 1.5),
  });
  let mini: FastifyInstance;
  beforeAll(async () => {
    mini = Fastify();
    await mini.register(async (scope) => {
      scope.addHook('preHandler', answerQueriesDirectly({ router: tinyRouter, createContext: () => ({}), onError: () => undefined }));
      await scope.register(fastifyTRPCPlugin, { prefix: '/trpc', trpcOptions: { router: tinyRouter } });
    });
  });
  afterAll(() => mini.close());

  it.each([
    ['a valid answer', '/trpc/whole', 200],
    ['an answer its schema refuses (500)', '/trpc/broken', 500],
    ['a batch with one refused answer (207)', '/trpc/whole,broken?batch=1', 207],
  ])('%s: the same on both paths', async (_name, url, status) => {
    const direct = await mini.inject({ url });
    const adapter = await mini.inject({ url, headers: { 'trpc-accept': 'application/json' } });
    expect(direct.headers['content-length']).toBeDefined();
    expect(direct.statusCode).toBe(status);
    expect(adapter.statusCode).toBe(status);
    expect(direct.body).toBe(adapter.body);
  });

  it('answers INTERNAL_SERVER_ERROR, output validation failed', async () => {
    const direct = await mini.inject({ url: '/trpc/broken' });
    expect(direct.json()).toMatchObject({ error: { message: 'Output validation failed', data: { code: 'INTERNAL_SERVER_ERROR' } } });
  });
});
