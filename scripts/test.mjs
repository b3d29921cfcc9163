// `npm test`: type-check and lint, vitest (on SQLite, started beside the end of the lint, then the server tests on
// PostgreSQL), Playwright, then the public pages' JavaScript budget;
// ends with how long each step took and the line "N passed, N failed".
// Every step runs even after a failure, so one run shows everything that is wrong.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { playwrightCounts, vitestCounts } from './test-counts.mjs';

const root = path.resolve(import.meta.dirname, '..');
const tmp = path.join(root, '.tmp');
const vitestJson = path.join(tmp, 'vitest.json');
const vitestPostgresJson = path.join(tmp, 'vitest-postgres.json');
const playwrightJson = path.join(tmp, 'playwright.json');
const playwrightConfig = path.join(root, 'src/e2e/playwright.config.ts');
const npmBin = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const npxBin = process.platform === 'win32' ? 'npx.cmd' : 'npx';

const total = { passed: 0, failed: 0, skipped: 0 };
const summary = [];

/** Runs a command with its output shown as it comes; answers its exit code. */
function run(command, args, env = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('error', (error) => {
      console.error(`Could not start ${command}: ${error.message}`);
      resolve(1);
    });
    child.on('close', (code) => resolve(code ?? 1));
  });
}

function banner(title) {
  console.log(`\n=== ${title} ${'='.repeat(Math.max(0, 70 - title.length))}\n`);
}

const startedAt = Date.now();
/** When the step now running began: each step's time is read when it is added to the summary. */
let stepStartedAt = startedAt;

function add(step, counts, notes = [], seconds = (Date.now() - stepStartedAt) / 1000) {
  total.passed += counts.passed;
  total.failed += counts.failed;
  total.skipped += counts.skipped;
  summary.push({ step, ...counts, notes, seconds });
  stepStartedAt = Date.now();
}

/** A suite whose tests are counted from its JSON report; a non-zero exit with no failure in it is one more failure. */
async function suiteStep(step, command, args, reportFile, readCounts, env = {}) {
  banner(step);
  rmSync(reportFile, { force: true });
  const code = await run(command, args, env);
  const counts = readCounts(reportFile);
  if (!counts) {
    add(step, { passed: 0, failed: 1, skipped: 0 }, [`${step} wrote no readable report (${path.relative(root, reportFile)}); exit code ${code}`]);
    return;
  }
  const notes = [...counts.notes];
  if (code !== 0 && counts.failed === 0) {
    counts.failed = 1;
    notes.push(`${step} exited with code ${code} although no test failed (an unhandled error or a failed start-up)`);
  }
  add(step, counts, notes);
}

/** Runs a command with its output kept, for steps that run side by side; answers its exit code and output. */
function runCaptured(command, args) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, env: process.env });
    const began = Date.now();
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('error', (error) => resolve({ code: 1, output: `Could not start ${command}: ${error.message}`, seconds: 0 }));
    child.on('close', (code) => resolve({ code: code ?? 1, output: Buffer.concat(output).toString(), seconds: (Date.now() - began) / 1000 }));
  });
}

/** A check whose output was kept, shown under its banner and counted as one test. */
function addCheck(step, result) {
  banner(step);
  process.stdout.write(result.output);
  const ok = result.code === 0;
  add(step, { passed: ok ? 1 : 0, failed: ok ? 0 : 1, skipped: 0 }, [], result.seconds);
}

mkdirSync(tmp, { recursive: true });
// The type-check and the linter start together. The linter runs a minute longer on one thread, so
// vitest starts as soon as the type-check is done and takes the core the type-check leaves.
const lint = runCaptured(npmBin, ['run', 'lint']);
addCheck('typecheck', await runCaptured(npmBin, ['run', 'typecheck']));
/** One run of vitest over some of its projects, counted from its JSON report. */
function vitestStep(step, projects, reportFile) {
  return suiteStep(
    step,
    npxBin,
    [
      'vitest',
      'run',
      '--config',
      'vitest.workspace.ts',
      ...projects.flatMap((project) => ['--project', project]),
      '--reporter=default',
      '--reporter=json',
      `--outputFile=${path.relative(root, reportFile)}`,
    ],
    reportFile,
    vitestCounts,
  );
}
await vitestStep('vitest', ['server', 'client'], vitestJson);
addCheck('lint', await lint);
// The server tests again, each on its own database on a throwaway PostgreSQL cluster.
await vitestStep('vitest on PostgreSQL', ['server-postgres'], vitestPostgresJson);
if (existsSync(playwrightConfig)) {
  await suiteStep(
    'playwright',
    npxBin,
    ['playwright', 'test', '--config', 'src/e2e/playwright.config.ts', '--reporter=list,json'],
    playwrightJson,
    playwrightCounts,
    { PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightJson },
  );
} else {
  banner('playwright');
  console.log('NOTE: src/e2e/playwright.config.ts does not exist yet, so the end-to-end tests were not run.');
  summary.push({ step: 'playwright', passed: 0, failed: 0, skipped: 0, notes: ['not run: no src/e2e/playwright.config.ts'], seconds: 0 });
}

// The public pages' first-visit JavaScript, measured on the wire against the 120 KB budget (issue 33).
banner('JavaScript budget');
{
  const ok = (await run(npxBin, ['tsx', 'scripts/js-budget.ts'])) === 0;
  add('JavaScript budget', { passed: ok ? 1 : 0, failed: ok ? 0 : 1, skipped: 0 }, ok ? [] : ['a public page is above its 120 KB of JavaScript (see above)']);
}

/** 75 -> "1m 15s". */
function duration(seconds) {
  const whole = Math.round(seconds);
  return whole < 60 ? `${whole}s` : `${Math.floor(whole / 60)}m ${String(whole % 60).padStart(2, '0')}s`;
}

banner('summary');
for (const { step, passed, failed, skipped, notes, seconds } of summary) {
  const counts = `${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`;
  console.log(`${step.padEnd(21)} ${counts.padEnd(28)} ${duration(seconds).padStart(7)}`);
  for (const note of notes) console.log(`  - ${note}`);
}
console.log(`${'all steps'.padEnd(21)} ${''.padEnd(28)} ${duration((Date.now() - startedAt) / 1000).padStart(7)}`);
console.log(`\n${total.passed} passed, ${total.failed} failed`);
process.exitCode = total.failed > 0 ? 1 : 0;
