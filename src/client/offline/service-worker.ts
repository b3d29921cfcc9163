// The site's service worker (built to /sw.js). It keeps the hashed assets and an offline page,
// so a returning visitor without a connection sees "You are offline" rather than a browser error.
// It never stores an API answer, an upload or a page: those may belong to a signed-in member.

const OFFLINE_PAGE = '/offline.html';
const CACHE = 'club-assets-v1';

/** The parts of the service worker scope used here (the DOM and WebWorker libs cannot share one program). */
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  respondWith(response: Promise<Response>): void;
}
interface ServiceWorkerScope {
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  skipWaiting(): Promise<void>;
  readonly clients: { claim(): Promise<void> };
  readonly location: { readonly origin: string };
}

function isServiceWorkerScope(scope: unknown): scope is ServiceWorkerScope {
  return typeof scope === 'object' && scope !== null && 'skipWaiting' in scope && 'clients' in scope;
}

/** What the worker may keep: only hashed, immutable build assets and the offline page. */
function isCacheable(url: URL, origin: string): boolean {
  return url.origin === origin && (url.pathname.startsWith('/assets/') || url.pathname === OFFLINE_PAGE);
}

async function cacheFirst(request: Request): Promise<Response> {
  const cache = await caches.open(CACHE);
  const hit = await cache.match(request);
  if (hit) return hit;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

async function networkOrOfflinePage(request: Request): Promise<Response> {
  try {
    return await fetch(request);
  } catch {
    const offline = await caches.match(OFFLINE_PAGE);
    return offline ?? new Response('You are offline.', { status: 503, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  }
}

function start(scope: ServiceWorkerScope): void {
  scope.addEventListener('install', (event) => {
    event.waitUntil(caches.open(CACHE).then((cache) => cache.add(OFFLINE_PAGE)).then(() => scope.skipWaiting()));
  });
  scope.addEventListener('activate', (event) => {
    const stale = caches.keys().then((keys) => Promise.all(keys.filter((key) => key !== CACHE).map((key) => caches.delete(key))));
    event.waitUntil(stale.then(() => scope.clients.claim()));
  });
  scope.addEventListener('fetch', (event) => {
    const { request } = event;
    if (request.method !== 'GET') return;
    const url = new URL(request.url);
    if (request.mode === 'navigate') event.respondWith(networkOrOfflinePage(request));
    else if (isCacheable(url, scope.location.origin)) event.respondWith(cacheFirst(request));
  });
}

const scope: unknown = globalThis;
if (isServiceWorkerScope(scope)) start(scope);
