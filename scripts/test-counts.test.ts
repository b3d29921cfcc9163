import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { playwrightCounts, vitestCounts } from './test-counts.mjs';

// The reports' shapes as vitest 4 and Playwright wrote them for a failing test (trimmed to what is read).
const dir = mkdtempSync(path.join(tmpdir(), 'test-counts-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function report(name: string, content: unknown): string {
  const file = path.join(dir, name);
  writeFileSync(file, JSON.stringify(content));
  return file;
}

it('names each failed vitest test with the first line of its error, so the summary at the end of a log says what failed', () => {
  const file = report('vitest.json', {
    numPassedTests: 1,
    numFailedTests: 1,
    numPendingTests: 0,
    numTodoTests: 0,
    testResults: [
      {
        name: '/work/ci-clone/src/shared/scores.test.ts',
        status: 'failed',
        assertionResults: [
          { fullName: 'outer fails here', title: 'fails here', status: 'failed', failureMessages: ['AssertionError: expected 1 to be 2\n    at x.ts:2:62'] },
          { fullName: 'outer passes', title: 'passes', status: 'passed', failureMessages: [] },
        ],
      },
    ],
  });
  expect(vitestCounts(file)).toEqual({
    passed: 1,
    failed: 1,
    skipped: 0,
    notes: ['failed: src/shared/scores.test.ts > outer fails here: AssertionError: expected 1 to be 2'],
  });
});

it('names each failed Playwright test by file, line and titles, without the terminal colours', () => {
  const failedTest = {
    status: 'unexpected',
    results: [{ status: 'failed', error: { message: 'Error: \u001b[2mexpect(\u001b[22mreceived).toBe(expected)\n\nExpected: 2' } }],
  };
  const file = report('playwright.json', {
    stats: { expected: 1, unexpected: 1, flaky: 0, skipped: 0 },
    errors: [],
    suites: [
      {
        title: 'tournaments.spec.ts',
        file: 'tournaments.spec.ts',
        specs: [{ title: 'passes', file: 'tournaments.spec.ts', line: 3, tests: [{ status: 'expected', results: [{ status: 'passed' }] }] }],
        suites: [{ title: 'at 375 px', file: 'tournaments.spec.ts', specs: [{ title: 'enters', file: 'tournaments.spec.ts', line: 12, tests: [failedTest] }] }],
      },
    ],
  });
  expect(playwrightCounts(file)).toEqual({
    passed: 1,
    failed: 1,
    skipped: 0,
    notes: ['failed: tournaments.spec.ts:12 > at 375 px > enters: Error: expect(received).toBe(expected)'],
  });
});
