import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { afterEach, expect, it, vi } from 'vitest';
import { passOnErrors } from './processes';

afterEach(() => vi.restoreAllMocks());

it("passes a bench server's error log lines on to stderr with its port, and drops the rest of its log", async () => {
  const written: string[] = [];
  vi.spyOn(process.stderr, 'write').mockImplementation((chunk: string | Uint8Array) => {
    written.push(String(chunk));
    return true;
  });
  const lines = [{ level: 30, msg: 'incoming request' }, { level: 50, msg: 'could not serialize access' }, { level: 60, msg: 'fatal' }];
  const child = spawn(process.execPath, ['-e', `for (const line of ${JSON.stringify(lines)}) console.log(JSON.stringify(line))`], { stdio: ['ignore', 'pipe', 'inherit'] });
  passOnErrors(child, 4321);
  await once(child, 'close');
  expect(written).toEqual([
    '[server :4321] {"level":50,"msg":"could not serialize access"}\n',
    '[server :4321] {"level":60,"msg":"fatal"}\n',
  ]);
});
