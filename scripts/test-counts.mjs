// Reads the JSON reports of vitest and Playwright into {passed, failed, skipped}.
import { existsSync, readFileSync } from 'node:fs';
import { stripVTControlCharacters } from 'node:util';

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

/** The first line of an error, so the summary at the end of a long log (all a CI page may keep) names what failed. */
const firstLine = (text) => stripVTControlCharacters(String(text ?? '')).trim().split('\n')[0].slice(0, 300);

/** Vitest's failed tests, as "file > test: first line of the error". */
function vitestFailures(report) {
  return (report.testResults ?? []).flatMap((result) =>
    (result.assertionResults ?? [])
      .filter((test) => test.status === 'failed')
      .map((test) => `failed: ${relative(result.name)} > ${test.fullName ?? test.title}: ${firstLine(test.failureMessages?.[0])}`),
  );
}

/** A report's absolute file name from the project's root. */
function relative(file) {
  const text = String(file ?? '');
  const at = text.indexOf('/src/') >= 0 ? text.indexOf('/src/') : text.indexOf('/scripts/');
  return at >= 0 ? text.slice(at + 1) : text;
}

/** Playwright's failed tests, as "file:line > describe > test: first line of the error"; the top suites are the files. */
function playwrightFailures(fileSuites) {
  const failures = (suite, titles) => [
    ...(suite.specs ?? []).flatMap((spec) =>
      (spec.tests ?? [])
        .filter((test) => test.status === 'unexpected')
        .map((test) => {
          const error = (test.results ?? []).map((result) => result.error?.message).find(Boolean);
          return `failed: ${spec.file}:${spec.line} > ${[...titles, spec.title].join(' > ')}: ${firstLine(error)}`;
        }),
    ),
    ...(suite.suites ?? []).flatMap((inner) => failures(inner, [...titles, inner.title])),
  ];
  return (fileSuites ?? []).flatMap((fileSuite) => failures(fileSuite, []));
}

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
    notes: [
      ...vitestFailures(report),
      ...brokenFiles.map((result) => `vitest: ${result.name} failed to run: ${firstLine(result.message)}`),
    ],
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
      ...playwrightFailures(report.suites),
      ...(num(report.stats.flaky) > 0 ? [`playwright: ${report.stats.flaky} flaky test(s) passed on retry`] : []),
      ...errors.map((error) => `playwright: ${firstLine(error.message)}`),
    ],
  };
}
