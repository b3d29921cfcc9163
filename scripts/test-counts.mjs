// Reads the JSON reports of vitest and Playwright into {passed, failed, skipped}.
import { existsSync, readFileSync } from 'node:fs';

/** @typedef {{ passed: number, failed: number, skipped: number, notes: string[] }} Counts */

function readJson(file) {
  if (!existsSync(file)) return undefined;
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

const num = (value) => (typeof value === 'number' ? value : 0);

/** Vitest's JSON reporter (Jest's shape). A file that failed to load counts as one failure. */
export function vitestCounts(file) {
  const report = readJson(file);
  if (!report) return undefined;
  const brokenFiles = (report.testResults ?? []).filter(
    (result) => result.status === 'failed' && !(result.assertionResults ?? []).some((test) => test.status === 'failed'),
  );
  return {
    passed: num(report.numPassedTests),
    failed: num(report.numFailedTests) + brokenFiles.length,
    skipped: num(report.numPendingTests) + num(report.numTodoTests),
    notes: brokenFiles.map((result) => `vitest: ${result.name} failed to run: ${String(result.message ?? '').split('\n')[0]}`),
  };
}

/** Playwright's JSON reporter: stats.expected passed, stats.unexpected failed. Top-level errors count once each. */
export function playwrightCounts(file) {
  const report = readJson(file);
  if (!report?.stats) return undefined;
  const errors = Array.isArray(report.errors) ? report.errors : [];
  return {
    passed: num(report.stats.expected) + num(report.stats.flaky),
    failed: num(report.stats.unexpected) + errors.length,
    skipped: num(report.stats.skipped),
    notes: [
      ...(num(report.stats.flaky) > 0 ? [`playwright: ${report.stats.flaky} flaky test(s) passed on retry`] : []),
      ...errors.map((error) => `playwright: ${String(error.message ?? '').split('\n')[0]}`),
    ],
  };
}
