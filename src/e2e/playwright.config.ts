import { existsSync } from 'node:fs';
import { defineConfig, devices, type PlaywrightTestConfig } from '@playwright/test';
import { buildClientIfStale } from '../../scripts/client-build.mjs';
import { E2E_BASE_URL, E2E_FIRST_PORT, E2E_WORKERS } from './support/e2e-env';

// Once, in the runner, before its servers start (workers load this file too).
if (process.env.TEST_WORKER_INDEX === undefined) buildClientIfStale();

/**
 * Debian's headless shell (package chromium-headless-shell, the build Playwright itself uses for
 * headless runs): the same Blink without the desktop browser around it, 25 % less CPU and 23 % less
 * time than the full binary in a two-spec A/B. Without it, Debian's chromium binary itself:
 * /usr/bin/chromium is a shell wrapper that adds desktop flags (GPU rasterization, its extensions).
 */
const BROWSERS = ['/usr/lib/chromium/chromium-headless-shell', '/usr/lib/chromium/chromium', '/usr/bin/chromium'];
const chromiumPath = process.env.CHROMIUM_PATH ?? BROWSERS.find((browser) => existsSync(browser)) ?? '/usr/bin/chromium';

type WebServer = Extract<PlaywrightTestConfig['webServer'], unknown[]>[number];

function serverOn(port: number): WebServer {
  return {
    command: 'node --import tsx src/e2e/support/start-e2e-server.ts',
    cwd: '../..',
    env: { E2E_PORT: String(port) },
    url: `http://127.0.0.1:${port}/api/auth/user`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  };
}

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  // Each worker has a server and a SQLite file of its own (support/e2e-env.ts); a spec file's tests
  // run in order in one worker. E2E_WORKERS=1 runs everything one after another.
  workers: E2E_WORKERS,
  retries: 0,
  // The longest journeys (an admin's event, a visitor's application, games across zones) take 20-23 s
  // on a quiet machine; under three workers' load one of them passed 30 s. A minute leaves room on a
  // busy machine; the sweeps that walk every page set their own.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? [['list']] : [['list']],
  outputDir: '../../test-results',
  use: {
    baseURL: E2E_BASE_URL,
    // The browser in the club's zone (the e2e server's default): a member's own zone, saved from the
    // browser on their first sign-in, is then the club's, unless a spec sets another (time-zones.spec.ts).
    timezoneId: 'America/New_York',
    // A trace of every test costs a sixth of the run; E2E_TRACE=1 keeps one of each failed test.
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        // Pages live for seconds: V8's optimising compilers (Maglev, Turbofan) spent CPU on code
        // run a few times; its baseline compiler alone took 10 % less of the browser's CPU.
        '--js-flags=--max-opt=1',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: Array.from({ length: E2E_WORKERS }, (_, slot) => serverOn(E2E_FIRST_PORT + slot)),
});
