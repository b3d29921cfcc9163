// The service worker's side of the kept card data: it reads, never writes (the page keeps it: lib/offline-cards).
import { CARD_PROCEDURES, callKey, cardDataCache, MEMBER_HEADER, MEMBER_KEY, META_CACHE } from './card-cache-keys';

export interface TrpcCall {
  path: string;
  input: unknown;
}

/** A tRPC query's calls, and whether they came batched (the tRPC client) or one plain GET (the public reader, lib/public-query). */
export interface TrpcQuery {
  calls: TrpcCall[];
  batched: boolean;
}

function parsedInput(url: URL): { ok: true; value: unknown } | { ok: false } {
  const raw = url.searchParams.get('input');
  if (raw === null) return { ok: true, value: undefined };
  try {
    return { ok: true, value: JSON.parse(raw) };
  } catch {
    return { ok: false };
  }
}

/**
 * The calls of a tRPC query (batched: GET /trpc/a,b?batch=1&input={"0":...}; plain: GET /trpc/a?input=...),
 * when every one is a card screen's; else null.
 */
export function trpcCalls(url: URL): TrpcQuery | null {
  if (!url.pathname.startsWith('/trpc/')) return null;
  const paths = decodeURIComponent(url.pathname.slice('/trpc/'.length)).split(',');
  if (!paths.every((path) => CARD_PROCEDURES.has(path))) return null;
  const input = parsedInput(url);
  if (!input.ok) return null;
  if (url.searchParams.get('batch') !== '1') {
    const [path] = paths;
    return paths.length === 1 && path !== undefined ? { calls: [{ path, input: input.value ?? null }], batched: false } : null;
  }
  const inputs = input.value;
  const byIndex = new Map<string, unknown>(typeof inputs === 'object' && inputs !== null ? Object.entries(inputs) : []);
  return { calls: paths.map((path, i) => ({ path, input: byIndex.get(String(i)) ?? null })), batched: true };
}

/** The member the page last said was signed in, or null (signed out, or never on a card screen). */
export async function currentMember(): Promise<number | null> {
  const kept = await caches.match(MEMBER_KEY, { cacheName: META_CACHE });
  if (!kept) return null;
  const value: unknown = await kept.json().catch(() => null);
  const memberId = typeof value === 'object' && value !== null && 'memberId' in value ? value.memberId : null;
  return typeof memberId === 'number' ? memberId : null;
}

/**
 * The answer to a query from the member's kept card data, shaped as tRPC's own (`[{ result: { data } }]`
 * batched, `{ result: { data } }` plain), or null unless every call is kept and each names that member.
 */
export async function keptCardAnswer(calls: readonly TrpcCall[], batched = true): Promise<Response | null> {
  const memberId = await currentMember();
  if (memberId === null || !(await caches.has(cardDataCache(memberId)))) return null;
  const cache = await caches.open(cardDataCache(memberId));
  const bodies: string[] = [];
  for (const call of calls) {
    const hit = await cache.match(callKey(call.path, call.input));
    // Checked on reading too: an answer kept for anyone else is never served.
    if (!hit || hit.headers.get(MEMBER_HEADER) !== String(memberId)) return null;
    bodies.push(await hit.text());
  }
  const results = bodies.map((data) => `{"result":{"data":${data}}}`);
  const body = batched ? `[${results.join(',')}]` : (results[0] ?? '');
  return new Response(body, { status: 200, headers: { 'Content-Type': 'application/json', [MEMBER_HEADER]: String(memberId) } });
}
