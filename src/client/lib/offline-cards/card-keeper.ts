import { ASSET_CACHE, CARD_DATA_PREFIX, callKey, cardDataCache, MEMBER_HEADER, MEMBER_KEY, META_CACHE, SHELL_CACHE, SHELL_KEY } from '../../offline/card-cache-keys';

/** One query's answer a card screen keeps for offline use. */
export interface KeptAnswer {
  path: string;
  input: unknown;
  data: unknown;
}

const hasCaches = () => typeof caches !== 'undefined';

/**
 * Names the member the server says is signed in as the one whose card data the service worker may
 * serve, and drops any other member's kept card data.
 */
export async function rememberMember(memberId: number): Promise<void> {
  if (!hasCaches()) return;
  const meta = await caches.open(META_CACHE);
  await meta.put(MEMBER_KEY, new Response(JSON.stringify({ memberId }), { headers: { 'Content-Type': 'application/json' } }));
  const others = (await caches.keys()).filter((name) => name.startsWith(CARD_DATA_PREFIX) && name !== cardDataCache(memberId));
  await Promise.all(others.map((name) => caches.delete(name)));
}

/** Keeps the answers in the member's own cache, each marked with the member it belongs to. */
export async function keepAnswers(memberId: number, answers: readonly KeptAnswer[]): Promise<void> {
  if (!hasCaches()) return;
  const cache = await caches.open(cardDataCache(memberId));
  const headers = { 'Content-Type': 'application/json', [MEMBER_HEADER]: String(memberId) };
  await Promise.all(answers.filter((answer) => answer.data !== undefined).map((answer) => cache.put(callKey(answer.path, answer.input), new Response(JSON.stringify(answer.data), { headers }))));
}

/**
 * Keeps the card screen's shell (this page as the server sends it: the site head and a loading line)
 * and the build assets this page loaded, for a reload without a connection. The worker keeps assets
 * it sees itself; these came before it was in charge, or by a navigation inside the app.
 */
export async function keepShellAndAssets(pageUrl: string): Promise<void> {
  if (!hasCaches()) return;
  const shell = await fetch(pageUrl, { credentials: 'same-origin' });
  if (shell.ok && shell.headers.get('Content-Type')?.startsWith('text/html')) await (await caches.open(SHELL_CACHE)).put(SHELL_KEY, shell);
  const assets = await caches.open(ASSET_CACHE);
  const loaded = performance.getEntriesByType('resource').map((entry) => new URL(entry.name));
  const ours = [...new Set(loaded.filter((url) => url.origin === location.origin && url.pathname.startsWith('/assets/')).map((url) => url.pathname))];
  const missing = (await Promise.all(ours.map(async (path) => ((await assets.match(path)) ? null : path)))).filter((path) => path !== null);
  await Promise.all(missing.map((path) => assets.add(path).catch(() => undefined)));
}
