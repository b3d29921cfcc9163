import { defineConfig, devices } from '@playwright/test';
import { E2E_BASE_URL } from './support/e2e-env';

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  // One server and one SQLite file: specs run one after another on 2 cores.
  workers: 1,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? [['list']] : [['list']],
  outputDir: '../../test-results',
  use: {
    baseURL: E2E_BASE_URL,
    // The browser in the club's zone (the e2e server's default): a member's own zone, saved from the
    // browser on their first sign-in, is then the club's, unless a spec sets another (time-zones.spec.ts).
    timezoneId: 'America/New_York',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: 'node --import tsx src/e2e/support/start-e2e-server.ts',
    cwd: '../..',
    url: `${E2E_BASE_URL}/api/auth/user`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
