// The site's service worker (built to /sw.js). It keeps the hashed assets and an offline page,
// so a returning visitor without a connection sees "You are offline" rather than a browser error.
// It stores no API answer, upload or page, with one exception (docs/decisions/play-from-anywhere.md,
// Offline scorecards): a card screen opened offline gets its shell and the answers the page itself
// kept for the member signed in (card-cache-keys.ts), so the holes entered so far stay in sight.

import { keptCardAnswer, type TrpcQuery, trpcCalls } from './kept-card-answer';
import { ASSET_CACHE, isCacheName, isCardScreen, SHELL_CACHE, SHELL_KEY } from './card-cache-keys';

const OFFLINE_PAGE = '/offline.html';

/** The parts of the service worker scope used here (the DOM and WebWorker libs cannot share one program). */
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  readonly clientId: string;
  respondWith(response: Promise<Response>): void;
}
interface ServiceWorkerScope {
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  skipWaiting(): Promise<void>;
  readonly clients: { claim(): Promise<void>; get(id: string): Promise<{ readonly url: string } | undefined> };
  readonly location: { readonly origin: string };
}

function isServiceWorkerScope(scope: unknown): scope is ServiceWorkerScope {
  return typeof scope === 'object' && scope !== null && 'skipWaiting' in scope && 'clients' in scope;
}

/** What the worker keeps by itself: only hashed, immutable build assets and the offline page. */
function isCacheable(url: URL, origin: string): boolean {
  return url.origin === origin && (url.pathname.startsWith('/assets/') || url.pathname === OFFLINE_PAGE);
}

async function cacheFirst(request: Request): Promise<Response> {
  const cache = await caches.open(ASSET_CACHE);
  const hit = await cache.match(request);
  if (hit) return hit;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

async function offlinePage(): Promise<Response> {
  const offline = await caches.match(OFFLINE_PAGE);
  return offline ?? new Response('You are offline.', { status: 503, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
}

async function networkOrOfflinePage(request: Request): Promise<Response> {
  try {
    return await fetch(request);
  } catch {
    return offlinePage();
  }
}

/** A card screen: the network's page, kept as the card shell (it holds no member data); offline, the shell kept last. */
async function networkOrCardShell(request: Request): Promise<Response> {
  try {
    const response = await fetch(request);
    if (response.ok && response.headers.get('Content-Type')?.startsWith('text/html')) await (await caches.open(SHELL_CACHE)).put(SHELL_KEY, response.clone());
    return response;
  } catch {
    return (await caches.match(SHELL_KEY, { cacheName: SHELL_CACHE, ignoreVary: true })) ?? offlinePage();
  }
}

/** A query a card screen needs: the network's answer; offline, the answer the page kept for the member signed in, when it has every one. */
async function networkOrKeptAnswer(request: Request, query: TrpcQuery, clientUrl: Promise<string | undefined>): Promise<Response> {
  try {
    return await fetch(request);
  } catch (error) {
    const url = await clientUrl;
    const kept = url && isCardScreen(new URL(url).pathname) ? await keptCardAnswer(query.calls, query.batched) : null;
    if (kept) return kept;
    throw error;
  }
}

function start(scope: ServiceWorkerScope): void {
  scope.addEventListener('install', (event) => {
    event.waitUntil(caches.open(ASSET_CACHE).then((cache) => cache.add(OFFLINE_PAGE)).then(() => scope.skipWaiting()));
  });
  scope.addEventListener('activate', (event) => {
    const stale = caches.keys().then((keys) => Promise.all(keys.filter((key) => !isCacheName(key)).map((key) => caches.delete(key))));
    event.waitUntil(stale.then(() => scope.clients.claim()));
  });
  scope.addEventListener('fetch', (event) => {
    const { request } = event;
    if (request.method !== 'GET') return;
    const url = new URL(request.url);
    if (request.mode === 'navigate') {
      event.respondWith(url.origin === scope.location.origin && isCardScreen(url.pathname) ? networkOrCardShell(request) : networkOrOfflinePage(request));
      return;
    }
    if (isCacheable(url, scope.location.origin)) {
      event.respondWith(cacheFirst(request));
      return;
    }
    const query = url.origin === scope.location.origin ? trpcCalls(url) : null;
    if (query) event.respondWith(networkOrKeptAnswer(request, query, scope.clients.get(event.clientId).then((client) => client?.url)));
  });
}

const scope: unknown = globalThis;
if (isServiceWorkerScope(scope)) start(scope);
