import { expect, it } from 'vitest';
import { clockStartingAt } from './clock';

it('starts a bench clock at the instant given and runs it on at the real pace', () => {
  let real = Date.parse('2026-11-28T10:00:00.000Z');
  const clock = clockStartingAt('2026-11-30T13:00:00.000Z', () => real);
  expect(clock.now().toISOString()).toBe('2026-11-30T13:00:00.000Z');
  real += 90_000;
  expect(clock.now().toISOString()).toBe('2026-11-30T13:01:30.000Z');
});
