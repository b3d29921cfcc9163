import { describe, expect, it } from 'vitest';
import { RateLimiter } from './rate-limiter';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const T0 = 1_000_000_000;

describe('RateLimiter', () => {
  it('allows `limit` hits in a window and refuses the next with the wait until a slot frees', () => {
    const limiter = new RateLimiter([{ limit: 3, windowMs: MINUTE }]);
    expect(limiter.hit('a', T0).allowed).toBe(true);
    expect(limiter.hit('a', T0 + 10 * SECOND).allowed).toBe(true);
    expect(limiter.hit('a', T0 + 20 * SECOND).allowed).toBe(true);
    expect(limiter.hit('a', T0 + 30 * SECOND)).toEqual({ allowed: false, retryAfterSeconds: 30 });
  });

  it('slides: each old hit that leaves the window frees exactly one slot', () => {
    const limiter = new RateLimiter([{ limit: 3, windowMs: MINUTE }]);
    limiter.hit('a', T0);
    limiter.hit('a', T0 + 10 * SECOND);
    limiter.hit('a', T0 + 20 * SECOND);
    // The first hit has left the window, the other two have not.
    expect(limiter.hit('a', T0 + MINUTE + 1).allowed).toBe(true);
    expect(limiter.hit('a', T0 + MINUTE + 2)).toMatchObject({ allowed: false });
    expect(limiter.hit('a', T0 + 10 * SECOND + MINUTE + 1).allowed).toBe(true);
  });

  it('does not count refused hits, so hammering does not extend the wait', () => {
    const limiter = new RateLimiter([{ limit: 1, windowMs: MINUTE }]);
    limiter.hit('a', T0);
    for (let i = 1; i <= 50; i++) expect(limiter.hit('a', T0 + i * SECOND).allowed).toBe(false);
    expect(limiter.hit('a', T0 + MINUTE + 1).allowed).toBe(true);
  });

  it('keeps keys apart', () => {
    const limiter = new RateLimiter([{ limit: 1, windowMs: MINUTE }]);
    expect(limiter.hit('a', T0).allowed).toBe(true);
    expect(limiter.hit('a', T0).allowed).toBe(false);
    expect(limiter.hit('b', T0).allowed).toBe(true);
  });

  it('applies every rule: the longer window limits after the short one has cleared', () => {
    const limiter = new RateLimiter([
      { limit: 2, windowMs: MINUTE },
      { limit: 3, windowMs: HOUR },
    ]);
    expect(limiter.hit('a', T0).allowed).toBe(true);
    expect(limiter.hit('a', T0 + 1).allowed).toBe(true);
    expect(limiter.hit('a', T0 + 2).allowed).toBe(false);
    expect(limiter.hit('a', T0 + 2 * MINUTE).allowed).toBe(true);
    const hourly = limiter.hit('a', T0 + 4 * MINUTE);
    expect(hourly.allowed).toBe(false);
    expect(hourly.retryAfterSeconds).toBe(56 * 60);
    expect(limiter.hit('a', T0 + HOUR + 2).allowed).toBe(true);
  });

  it('never asks to wait less than a second', () => {
    const limiter = new RateLimiter([{ limit: 1, windowMs: MINUTE }]);
    limiter.hit('a', T0);
    expect(limiter.hit('a', T0 + MINUTE - 1)).toEqual({ allowed: false, retryAfterSeconds: 1 });
  });
});
