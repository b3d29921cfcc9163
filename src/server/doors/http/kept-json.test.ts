import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { keptStreamLine, prepareKeptJson, sendKeptJson } from './kept-json';

// An answer many readers share (a board kept until its next change) is written and compressed once,
// and the live stream's copy of it serves its REST readers too.
const boardAt = (version: number) => Object.freeze({ version, rows: Array.from({ length: 200 }, (_, i) => ({ name: `Player ${i}`, gross: 70 + (i % 9) })) });
const [board, later, refused, prepared] = [boardAt(7), boardAt(8), boardAt(9), boardAt(10)];
const app = Fastify();
app.get('/board', (request, reply) => sendKeptJson(request, reply, board));
app.get('/later', (request, reply) => sendKeptJson(request, reply, later));
app.get('/refused', (request, reply) => sendKeptJson(request, reply, refused));
app.get('/prepared', (request, reply) => sendKeptJson(request, reply, prepared));
afterAll(() => app.close());

const read = (acceptEncoding: string, url = '/board') => app.inject({ method: 'GET', url, headers: { 'accept-encoding': acceptEncoding } });
const unzip = (encoding: unknown, body: Buffer): unknown => JSON.parse((encoding === 'br' ? brotliDecompressSync(body) : encoding === 'gzip' ? gunzipSync(body) : body).toString('utf8'));

describe('kept answers', () => {
  it('serve the gzip the live stream made to the first reader who takes it, and brotli to the next, each the same answer', async () => {
    const line = await keptStreamLine(board);
    expect(JSON.parse(gunzipSync(Buffer.from(line, 'base64')).toString('utf8'))).toEqual(board);
    expect(await keptStreamLine(board)).toBe(line);

    const first = await read('gzip, deflate, br');
    expect(first.headers['content-encoding']).toBe('gzip');
    expect(first.rawPayload.toString('base64')).toBe(line);
    const next = await read('gzip, deflate, br');
    expect(next.headers['content-encoding']).toBe('br');
    expect(unzip('br', next.rawPayload)).toEqual(board);
    // A reader who takes brotli only is never sent gzip, also before brotli was made.
    await keptStreamLine(later);
    const brOnly = await read('br', '/later');
    expect(brOnly.headers['content-encoding']).toBe('br');
    expect(unzip(brOnly.headers['content-encoding'], brOnly.rawPayload)).toEqual(later);
    await keptStreamLine(refused);
    expect((await read('br, gzip;q=0', '/refused')).headers['content-encoding']).toBe('br');
    const plain = await read('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toEqual(board);
  });

  it('are prepared ahead of their readers: once both encodings are made, the first reader has the one it prefers, the stream the same gzip', async () => {
    await prepareKeptJson(prepared);
    const first = await read('gzip, deflate, br', '/prepared');
    expect(first.headers['content-encoding']).toBe('br');
    expect(unzip('br', first.rawPayload)).toEqual(prepared);
    const gzipOnly = await read('gzip', '/prepared');
    expect(gzipOnly.rawPayload.toString('base64')).toBe(await keptStreamLine(prepared));
    expect(unzip('gzip', gzipOnly.rawPayload)).toEqual(prepared);
  });
});
