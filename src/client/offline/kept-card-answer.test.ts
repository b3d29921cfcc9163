import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearKeptCards } from '../lib/clear-kept-cards';
import { keepAnswers, rememberMember } from '../lib/offline-cards/card-keeper';
import { callKey, cardDataCache, MEMBER_HEADER } from './card-cache-keys';
import { keptCardAnswer, trpcCalls } from './kept-card-answer';

// The card data kept for a reload without a connection (docs/decisions/play-from-anywhere.md): the
// page keeps it for the member signed in; the service worker serves it to that member only.

/** Cache Storage, in memory (jsdom has none). */
class FakeCaches {
  readonly stores = new Map<string, Map<string, Response>>();
  private store(name: string) {
    const store = this.stores.get(name) ?? new Map<string, Response>();
    this.stores.set(name, store);
    return store;
  }
  open(name: string) {
    const store = this.store(name);
    return Promise.resolve({
      put: (key: string, response: Response) => Promise.resolve(void store.set(key, response)),
      match: (key: string) => Promise.resolve(store.get(key)?.clone()),
    });
  }
  match(key: string, options: { cacheName?: string } = {}) {
    const names = options.cacheName ? [options.cacheName] : [...this.stores.keys()];
    return Promise.resolve(names.map((name) => this.stores.get(name)?.get(key)).find((hit) => hit !== undefined)?.clone());
  }
  has(name: string) {
    return Promise.resolve(this.stores.has(name));
  }
  keys() {
    return Promise.resolve([...this.stores.keys()]);
  }
  delete(name: string) {
    return Promise.resolve(this.stores.delete(name));
  }
}

let fake: FakeCaches;
beforeEach(() => {
  fake = new FakeCaches();
  vi.stubGlobal('caches', fake);
});
afterEach(() => vi.unstubAllGlobals());

const ANN = 5;
const BOB = 6;
const url = (paths: string, inputs: object) => new URL(`https://club.test/trpc/${paths}?batch=1&input=${encodeURIComponent(JSON.stringify(inputs))}`);
const scorecard = { rows: [{ userId: ANN, scores: { 1: 4 } }] };

describe('the card data kept offline', () => {
  it('answers a card screen’s batched queries as tRPC would, for the member signed in', async () => {
    await rememberMember(ANN);
    await keepAnswers(ANN, [
      { path: 'auth.user', input: undefined, data: { isAuthenticated: true, user: { id: ANN } } },
      { path: 'matches.scorecard', input: { id: 12 }, data: scorecard },
    ]);
    const query = trpcCalls(url('auth.user,matches.scorecard', { 1: { id: 12 } }));
    expect(query).toEqual({
      calls: [
        { path: 'auth.user', input: null },
        { path: 'matches.scorecard', input: { id: 12 } },
      ],
      batched: true,
    });
    const answer = await keptCardAnswer(query?.calls ?? [], query?.batched);
    expect(await answer?.json()).toEqual([{ result: { data: { isAuthenticated: true, user: { id: ANN } } } }, { result: { data: scorecard } }]);
  });

  it('answers the shell’s plain queries (the public reader’s GET, one call, not batched) as tRPC would', async () => {
    await rememberMember(ANN);
    await keepAnswers(ANN, [
      { path: 'club.settings', input: undefined, data: { clubName: 'Kept Club' } },
      { path: 'matches.scorecard', input: { id: 12 }, data: scorecard },
    ]);
    const settings = trpcCalls(new URL('https://club.test/trpc/club.settings'));
    expect(settings).toEqual({ calls: [{ path: 'club.settings', input: null }], batched: false });
    expect(await (await keptCardAnswer(settings?.calls ?? [], settings?.batched))?.json()).toEqual({ result: { data: { clubName: 'Kept Club' } } });
    const card = trpcCalls(new URL(`https://club.test/trpc/matches.scorecard?input=${encodeURIComponent(JSON.stringify({ id: 12 }))}`));
    expect(await (await keptCardAnswer(card?.calls ?? [], card?.batched))?.json()).toEqual({ result: { data: scorecard } });
  });

  it('serves nothing it does not have whole, nor any query but a card screen’s', async () => {
    await rememberMember(ANN);
    await keepAnswers(ANN, [{ path: 'matches.scorecard', input: { id: 12 }, data: scorecard }]);
    expect(await keptCardAnswer(trpcCalls(url('matches.scorecard,matches.get', { 0: { id: 12 }, 1: { id: 12 } }))?.calls ?? [])).toBeNull();
    expect(trpcCalls(url('matches.scorecard,profile.get', { 0: { id: 12 } }))).toBeNull();
    expect(trpcCalls(new URL('https://club.test/trpc/matches.recordScore'))).toBeNull();
  });

  it('never serves one member’s card to another: a new member drops the others’, and each answer is checked on reading', async () => {
    await rememberMember(ANN);
    await keepAnswers(ANN, [{ path: 'matches.scorecard', input: { id: 12 }, data: scorecard }]);
    await rememberMember(BOB);
    expect(fake.stores.has(cardDataCache(ANN))).toBe(false);
    expect(await keptCardAnswer([{ path: 'matches.scorecard', input: { id: 12 } }])).toBeNull();
    // An answer marked for someone else, in Bob's own cache, is not served to Bob.
    const bobs = await fake.open(cardDataCache(BOB));
    await bobs.put(callKey('matches.scorecard', { id: 12 }), new Response(JSON.stringify(scorecard), { headers: { [MEMBER_HEADER]: String(ANN) } }));
    expect(await keptCardAnswer([{ path: 'matches.scorecard', input: { id: 12 } }])).toBeNull();
  });

  it('is gone after sign-out, with who it was for', async () => {
    await rememberMember(ANN);
    await keepAnswers(ANN, [{ path: 'matches.scorecard', input: { id: 12 }, data: scorecard }]);
    await clearKeptCards();
    expect([...fake.stores.keys()]).toEqual([]);
    expect(await keptCardAnswer([{ path: 'matches.scorecard', input: { id: 12 } }])).toBeNull();
  });
});
