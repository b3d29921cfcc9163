import { expect, it } from 'vitest';
import { yieldToRequests } from './yield-to-requests';

it('gives the event loop a turn every fiftieth item, and only then', async () => {
  const turns: number[] = [];
  let index = 0;
  const watch = () =>
    setImmediate(() => {
      turns.push(index);
      if (index < 150) watch();
    });
  watch();
  for (; index < 151; index++) await yieldToRequests(index);
  expect(turns).toEqual([50, 100, 150]);
});
