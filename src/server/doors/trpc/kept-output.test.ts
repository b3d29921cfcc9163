import { brotliDecompressSync } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import { initTRPC } from '@trpc/server';
import { fastifyTRPCPlugin } from '@trpc/server/adapters/fastify';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { keptOutput } from './kept-output';
import { answerQueriesDirectly } from './query-fast-path';

// Issue 34: a live board read by a thousand phones after each save is one frozen object until the
// next change. Through tRPC (the browser's door) it is checked against its schema once and sent as
// the bytes kept for it, not validated, written and compressed again for every reader.

let checks = 0;
const rowSchema = z.object({ name: z.string(), strokes: z.number() });
const boardSchema = z.object({ rows: z.array(rowSchema) }).refine(() => {
  checks += 1;
  return true;
});
type Board = z.infer<typeof boardSchema>;

const rows = Array.from({ length: 60 }, (_, i) => Object.freeze({ name: `Player ${i}`, strokes: 70 + (i % 9) }));
let board: Readonly<Board> = Object.freeze({ rows });
const withExtra = Object.freeze({ rows, secret: 'never sent' });

const tiny = initTRPC.create({ isDev: false });
const tinyRouter = tiny.router({
  board: tiny.procedure.output(keptOutput(boardSchema)).query(() => board),
  fresh: tiny.procedure.output(keptOutput(boardSchema)).query(() => ({ rows: rows.slice(0, 2) })),
  leaky: tiny.procedure.output(keptOutput(boardSchema)).query(() => withExtra),
});

let app: FastifyInstance;
beforeAll(async () => {
  app = Fastify();
  await app.register(fastifyCompress, { threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(async (scope) => {
    scope.addHook('preHandler', answerQueriesDirectly({ router: tinyRouter, createContext: () => ({}), onError: () => undefined }));
    await scope.register(fastifyTRPCPlugin, { prefix: '/trpc', trpcOptions: { router: tinyRouter } });
  });
});
afterAll(() => app.close());

const read = (url: string, headers: Record<string, string> = { 'accept-encoding': 'br' }) => app.inject({ url, headers });

describe('kept answers through tRPC', () => {
  it('checks a kept object once and sends the same compressed bytes to every reader, as tRPC would answer', async () => {
    checks = 0;
    const first = await read('/trpc/board?batch=1');
    const second = await read('/trpc/board?batch=1');
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.headers.vary).toBe('trpc-accept, accept, accept-encoding');
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(checks).toBe(1);
    const adapter = await read('/trpc/board?batch=1', { 'trpc-accept': 'application/json' });
    expect(brotliDecompressSync(first.rawPayload).toString('utf8')).toBe(adapter.body);
    // The single (unbatched) form has its own kept bytes, again as tRPC answers it.
    const single = await read('/trpc/board', {});
    expect(single.body).toBe((await read('/trpc/board', { 'trpc-accept': 'application/json' })).body);
    expect(checks).toBe(1);
  });

  it('a new board (the next version) is checked and sent afresh', async () => {
    checks = 0;
    const before = await read('/trpc/board?batch=1');
    board = Object.freeze({ rows: rows.slice(0, 30) });
    const after = await read('/trpc/board?batch=1');
    expect(after.rawPayload.equals(before.rawPayload)).toBe(false);
    expect(JSON.parse(brotliDecompressSync(after.rawPayload).toString('utf8'))).toEqual([{ result: { data: { rows: rows.slice(0, 30) } } }]);
    // The board read first was checked in the test before; only the new one is checked now.
    expect(checks).toBe(1);
  });

  it('checks an answer that is not kept every time, and refuses one carrying more than its schema', async () => {
    checks = 0;
    await read('/trpc/fresh');
    await read('/trpc/fresh');
    expect(checks).toBe(2);
    const leaky = await read('/trpc/leaky', {});
    expect(leaky.statusCode).toBe(500);
    expect(leaky.body).not.toContain('never sent');
    expect(leaky.json()).toMatchObject({ error: { message: 'Output validation failed' } });
  });
});
