import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { RateLimiter } from './rate-limiter';
import { systemClock } from '../core/clock';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const T0 = 1_000_000_000;

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

describe('RateLimiter (kept in the database)', () => {
  it('allows `limit` hits in a window and refuses the next with the wait until a slot frees', async () => {
    const limiter = new RateLimiter('test', [{ limit: 3, windowMs: MINUTE }], systemClock);
    expect((await limiter.hit(t.db, 'a', T0)).allowed).toBe(true);
    expect((await limiter.hit(t.db, 'a', T0 + 10 * SECOND)).allowed).toBe(true);
    expect((await limiter.hit(t.db, 'a', T0 + 20 * SECOND)).allowed).toBe(true);
    expect(await limiter.hit(t.db, 'a', T0 + 30 * SECOND)).toEqual({ allowed: false, retryAfterSeconds: 30 });
  });

  it('slides: each old hit that leaves the window frees exactly one slot', async () => {
    const limiter = new RateLimiter('test', [{ limit: 3, windowMs: MINUTE }], systemClock);
    await limiter.hit(t.db, 'a', T0);
    await limiter.hit(t.db, 'a', T0 + 10 * SECOND);
    await limiter.hit(t.db, 'a', T0 + 20 * SECOND);
    expect((await limiter.hit(t.db, 'a', T0 + MINUTE + 1)).allowed).toBe(true);
    expect(await limiter.hit(t.db, 'a', T0 + MINUTE + 2)).toMatchObject({ allowed: false });
    expect((await limiter.hit(t.db, 'a', T0 + 10 * SECOND + MINUTE + 1)).allowed).toBe(true);
  });

  it('does not count refused hits, so hammering does not extend the wait', async () => {
    const limiter = new RateLimiter('test', [{ limit: 1, windowMs: MINUTE }], systemClock);
    await limiter.hit(t.db, 'a', T0);
    for (let i = 1; i <= 5; i++) expect((await limiter.hit(t.db, 'a', T0 + i * SECOND)).allowed).toBe(false);
    expect((await limiter.hit(t.db, 'a', T0 + MINUTE + 1)).allowed).toBe(true);
  });

  it('applies every rule: the hourly one refuses even when the minute has room', async () => {
    const limiter = new RateLimiter('test', [
      { limit: 10, windowMs: MINUTE },
      { limit: 2, windowMs: HOUR },
    ], systemClock);
    await limiter.hit(t.db, 'a', T0);
    await limiter.hit(t.db, 'a', T0 + 2 * MINUTE);
    expect(await limiter.hit(t.db, 'a', T0 + 4 * MINUTE)).toEqual({ allowed: false, retryAfterSeconds: 56 * 60 });
  });

  it('keeps keys and buckets apart, and reset clears one key', async () => {
    const posts = new RateLimiter('posts', [{ limit: 1, windowMs: MINUTE }], systemClock);
    const comments = new RateLimiter('comments', [{ limit: 1, windowMs: MINUTE }], systemClock);
    await posts.hit(t.db, 'a', T0);
    expect((await posts.hit(t.db, 'b', T0)).allowed).toBe(true);
    expect((await comments.hit(t.db, 'a', T0)).allowed).toBe(true);
    expect((await posts.hit(t.db, 'a', T0 + 1)).allowed).toBe(false);
    await posts.reset(t.db, 'a');
    expect((await posts.hit(t.db, 'a', T0 + 2)).allowed).toBe(true);
  });

  it('release takes back exactly one act counted at that instant, so a success between failures does not count', async () => {
    const limiter = new RateLimiter('test', [{ limit: 2, windowMs: MINUTE }], systemClock);
    await limiter.hit(t.db, 'a', T0);
    await limiter.hit(t.db, 'a', T0 + 1);
    await limiter.release(t.db, 'a', T0 + 1);
    expect(await limiter.count(t.db, 'a', T0 + 2)).toBe(1);
    await limiter.release(t.db, 'a', T0 + 5); // nothing counted then: nothing taken back
    expect(await limiter.count(t.db, 'a', T0 + 2)).toBe(1);
    expect((await limiter.hit(t.db, 'a', T0 + 2)).allowed).toBe(true);
    expect((await limiter.hit(t.db, 'a', T0 + 3)).allowed).toBe(false);
  });

  it('holds across a restart and between two processes sharing the database', async () => {
    const first = new RateLimiter('form', [{ limit: 2, windowMs: HOUR }], systemClock);
    await first.hit(t.db, 'ip', T0);
    // A second limiter object stands for a restarted or second process: it reads the same rows.
    const second = new RateLimiter('form', [{ limit: 2, windowMs: HOUR }], systemClock);
    expect((await second.hit(t.db, 'ip', T0 + 1)).allowed).toBe(true);
    expect((await first.hit(t.db, 'ip', T0 + 2)).allowed).toBe(false);
  });

  it('gives the last place to exactly one of many concurrent hits', async () => {
    const limiter = new RateLimiter('race', [{ limit: 5, windowMs: MINUTE }], systemClock);
    const decisions = await Promise.all(Array.from({ length: 40 }, () => limiter.hit(t.db, 'a', T0)));
    expect(decisions.filter((decision) => decision.allowed)).toHaveLength(5);
  });
});
