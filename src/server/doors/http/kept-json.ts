import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Below this the answer is sent as it is (as @fastify/compress's threshold in app.ts). */
const COMPRESS_FROM = 1024;

interface Kept {
  json: string;
  /** Compressed off the event loop (zlib's threads), once per encoding, shared by every reader. */
  encoded: Map<'br' | 'gzip', Promise<Buffer>>;
}

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

function compressed(json: string, encoding: 'br' | 'gzip'): Promise<Buffer> {
  return encoding === 'br' ? brotliAsync(json, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } }) : gzipAsync(json);
}

const keptAnswers = new WeakMap<object, Kept>();

/** The encodings the browser takes (a `;q=0` refuses one). */
function acceptedEncodings(acceptEncoding: string | undefined): Set<string | undefined> {
  return new Set(
    (acceptEncoding ?? '')
      .split(',')
      .map((part) => part.trim().toLowerCase())
      .filter((part) => !/;\s*q=0(\.0*)?$/.test(part))
      .map((part) => part.split(';')[0]?.trim()),
  );
}

/** The encoding the browser takes that we send: br, else gzip, else none. */
export function chosenEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  const accepted = acceptedEncodings(acceptEncoding);
  if (accepted.has('br')) return 'br';
  return accepted.has('gzip') ? 'gzip' : null;
}

/** The kept JSON of `value`, written by `write` the first time (the route's serializer, or the stream's JSON.stringify). */
function keptOf(value: object, write: () => string): Kept {
  let kept = keptAnswers.get(value);
  if (!kept) {
    kept = { json: write(), encoded: new Map() };
    keptAnswers.set(value, kept);
  }
  return kept;
}

/** The kept answer compressed, once per encoding; a failure is not kept (the next reader compresses again). */
function encodedOf(kept: Kept, encoding: 'br' | 'gzip'): Promise<Buffer> {
  let bytes = kept.encoded.get(encoding);
  if (!bytes) {
    const encodings = kept.encoded;
    bytes = compressed(kept.json, encoding);
    encodings.set(encoding, bytes);
    bytes.catch(() => encodings.delete(encoding));
  }
  return bytes;
}

/**
 * Sends a JSON answer that many requests share unchanged (a board kept until its next change: the
 * same frozen object for each of them): written through the route's response schema and compressed
 * once per object and encoding (in zlib's threads: a 1,000-player board's brotli took the event
 * loop 3-10 ms after each update), then sent as bytes. A thousand watchers reading a 1,000-player
 * board after one save cost one serialisation and one compression, not a thousand. A board the live
 * stream already carried (`keptStreamLine`) has its JSON and gzip made: its first reader who takes
 * gzip gets that at once while brotli is made for the next.
 */
export async function sendKeptJson(request: FastifyRequest, reply: FastifyReply, value: object, vary = 'accept-encoding'): Promise<FastifyReply> {
  const kept = keptOf(value, () => {
    const written = reply.serialize(value);
    return typeof written === 'string' ? written : Buffer.from(written instanceof ArrayBuffer ? new Uint8Array(written) : written).toString('utf8');
  });
  reply.header('content-type', 'application/json; charset=utf-8').header('vary', vary);
  const chosen = chosenEncoding(request.headers['accept-encoding']);
  if (chosen === null || kept.json.length < COMPRESS_FROM) return reply.send(kept.json);
  const gzipAtHand = chosen === 'br' && !kept.encoded.has('br') && kept.encoded.has('gzip') && acceptedEncodings(request.headers['accept-encoding']).has('gzip');
  if (gzipAtHand) void encodedOf(kept, 'br').catch(() => undefined);
  const encoding = gzipAtHand ? 'gzip' : chosen;
  return reply.header('content-encoding', encoding).send(await encodedOf(kept, encoding));
}

/**
 * Makes a kept answer's JSON and both its encodings ahead of its readers (a board's `prepare`, for
 * the REST readers and the live stream alike): settles once they are made. Written with
 * JSON.stringify, as `keptStreamLine`, whose gzip it is.
 */
export async function prepareKeptJson(value: object): Promise<void> {
  const kept = keptOf(value, () => JSON.stringify(value));
  if (kept.json.length >= COMPRESS_FROM) await Promise.all([encodedOf(kept, 'gzip'), encodedOf(kept, 'br')]);
}

/**
 * A kept answer as one line of an event stream (text): its JSON gzipped, in base64, worked out once
 * per object (in zlib's threads) for every watcher it is sent to, and kept for its REST readers too.
 * A browser unzips it with DecompressionStream; 1,000 players' board: 142 KB of JSON, 18 KB
 * gzipped, 24 KB in base64. Written with JSON.stringify: only for answers made of their schema's
 * fields alone (a board: `tournament-live.test.ts` checks it equals the REST answer).
 */
const keptLines = new WeakMap<object, Promise<string>>();

export function keptStreamLine(value: object): Promise<string> {
  let line = keptLines.get(value);
  if (!line) {
    line = encodedOf(keptOf(value, () => JSON.stringify(value)), 'gzip').then((bytes) => bytes.toString('base64'));
    keptLines.set(value, line);
    // A failure is not kept: the next update tries again.
    line.catch(() => keptLines.delete(value));
  }
  return line;
}
