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

/** The encoding the browser takes that we send: br, else gzip, else none (a `;q=0` refuses one). */
export function chosenEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  const accepted = new Set(
    (acceptEncoding ?? '')
      .split(',')
      .map((part) => part.trim().toLowerCase())
      .filter((part) => !/;\s*q=0(\.0*)?$/.test(part))
      .map((part) => part.split(';')[0]?.trim()),
  );
  if (accepted.has('br')) return 'br';
  return accepted.has('gzip') ? 'gzip' : null;
}

/**
 * Sends a JSON answer that many requests share unchanged (a board kept until its next change: the
 * same frozen object for each of them): written through the route's response schema and compressed
 * once per object and encoding (in zlib's threads: a 1,000-player board's brotli took the event
 * loop 3-10 ms after each update), then sent as bytes. A thousand watchers reading a 1,000-player
 * board after one save cost one serialisation and one compression, not a thousand.
 */
export async function sendKeptJson(request: FastifyRequest, reply: FastifyReply, value: object, vary = 'accept-encoding'): Promise<FastifyReply> {
  let kept = keptAnswers.get(value);
  if (!kept) {
    const written = reply.serialize(value);
    kept = { json: typeof written === 'string' ? written : Buffer.from(written instanceof ArrayBuffer ? new Uint8Array(written) : written).toString('utf8'), encoded: new Map() };
    keptAnswers.set(value, kept);
  }
  reply.header('content-type', 'application/json; charset=utf-8').header('vary', vary);
  const encoding = chosenEncoding(request.headers['accept-encoding']);
  if (encoding === null || kept.json.length < COMPRESS_FROM) return reply.send(kept.json);
  let bytes = kept.encoded.get(encoding);
  if (!bytes) {
    const encodings = kept.encoded;
    bytes = compressed(kept.json, encoding);
    encodings.set(encoding, bytes);
    // A failure is not kept: the next reader compresses again.
    bytes.catch(() => encodings.delete(encoding));
  }
  return reply.header('content-encoding', encoding).send(await bytes);
}

const keptLines = new WeakMap<object, Promise<string>>();

/**
 * A kept answer as one line of an event stream (text): its JSON gzipped, in base64, worked out once
 * per object (in zlib's threads) for every watcher it is sent to. A browser unzips it with
 * DecompressionStream; 1,000 players' board: 142 KB of JSON, 18 KB gzipped, 24 KB in base64.
 */
export function keptStreamLine(value: object): Promise<string> {
  let line = keptLines.get(value);
  if (!line) {
    line = gzipAsync(JSON.stringify(value)).then((bytes) => bytes.toString('base64'));
    keptLines.set(value, line);
    // A failure is not kept: the next update tries again.
    line.catch(() => keptLines.delete(value));
  }
  return line;
}
