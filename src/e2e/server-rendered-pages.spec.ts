import { type APIRequestContext, type ConsoleMessage, type Page, request } from '@playwright/test';
import sharp from 'sharp';
import { startSession } from '../server/domains/auth/session.service';
import { openDatabase } from '../server/platform/db/database';
import { SESSION_COOKIE } from '../server/doors/http/request-user';
import { insertMember } from '../test/factories';
import { E2E_BASE_URL, E2E_DB_FILE } from './support/e2e-env';
import { expect, test } from './support/fixtures';
import { systemClock } from '../server/platform/core/clock';
import { arrangePublishedBoard } from './support/tournaments';

const PUBLIC_PAGES = [
  { path: '/', heading: 'Welcome to the Club' },
  { path: '/membership', heading: 'Founding Member' },
  { path: '/events', heading: 'Club Events Calendar' },
  { path: '/tournaments', heading: 'Tournaments' },
  { path: '/contact', heading: 'Contact Us' },
  { path: '/signin', heading: 'Member Sign In' },
  { path: '/apply', heading: 'Membership Application' },
  { path: '/no-such-page', heading: 'Page Not Found' },
];

/** Every console error or warning and every uncaught error of a page, hydration mismatches included. */
function collectProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    const text = message.text();
    // The not-found page is answered with HTTP 404 on purpose; Chromium logs that for the document.
    if (text.includes('the server responded with a status of 404')) return;
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${text}`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  return problems;
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const { path, heading } of PUBLIC_PAGES) {
    test(`${path} shows its content from the server alone`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: heading, exact: true }).first()).toBeVisible();
      await expect(page.getByRole('banner').getByText('Remote Golf Club').first()).toBeVisible();
    });
  }

  test('a published leaderboard shows its rows from the server alone', async ({ page, db }) => {
    const { id, name } = await arrangePublishedBoard(db);
    await page.goto(`/tournaments/${id}`);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByRole('table', { name: `${name}: Flight Low` }).getByRole('row', { name: /Petra L\./ })).toBeVisible();
  });

  test('the home page is styled by its own stylesheet before any script runs', async ({ page }) => {
    await page.goto('/');
    // The hero's green gradient and white text come from the home page's stylesheet, not the entry's.
    const hero = page.locator('main > div').first();
    await expect(hero).toHaveCSS('background-image', /linear-gradient/);
    await expect(hero).toHaveCSS('color', 'rgb(255, 255, 255)');
  });
});

test.describe('layout stability', () => {
  let admin: APIRequestContext;

  test.beforeAll(async () => {
    // The home page's hero photo is what shifted: give the club one, as most clubs have.
    const db = openDatabase(E2E_DB_FILE);
    const user = await insertMember(db, { memberType: 'admin' });
    const token = await startSession({ db, clock: systemClock }, user.id);
    await db.destroy();
    admin = await request.newContext({
      baseURL: E2E_BASE_URL,
      extraHTTPHeaders: { cookie: `${SESSION_COOKIE}=${token}`, origin: E2E_BASE_URL },
    });
    const photo = await sharp({ create: { width: 2400, height: 1200, channels: 3, background: { r: 40, g: 120, b: 70 } } })
      .jpeg()
      .toBuffer();
    const upload = await admin.post('/api/admin/settings/hero', {
      multipart: { image: { name: 'fairway.jpg', mimeType: 'image/jpeg', buffer: photo } },
    });
    expect(upload.status()).toBe(200);
  });

  test.afterAll(async () => {
    expect((await admin.delete('/api/admin/settings/hero')).status()).toBe(200);
    await admin.dispose();
  });

  for (const path of ['/', '/membership', '/events']) {
    test(`${path} on a phone does not shift while its scripts load and hydrate`, async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 800 });
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await expect(page.locator('html')).toHaveAttribute('data-interactive', 'true');
      const shift = await page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            new PerformanceObserver((list) => {
              resolve(
                list.getEntries().reduce((sum, entry) => sum + ('value' in entry && typeof entry.value === 'number' ? entry.value : 0), 0),
              );
            }).observe({ type: 'layout-shift', buffered: true });
            setTimeout(() => resolve(0), 500);
          }),
      );
      expect(shift).toBeLessThan(0.05);
    });
  }
});

for (const { path, heading } of PUBLIC_PAGES) {
  test(`${path} hydrates without errors or warnings`, async ({ page }) => {
    const problems = collectProblems(page);
    const response = await page.goto(path);
    expect(response?.status()).toBe(path === '/no-such-page' ? 404 : 200);
    await expect(page.getByRole('heading', { name: heading, exact: true }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
  });
}

test('a published leaderboard hydrates without errors or warnings', async ({ page, db }) => {
  const { id, name } = await arrangePublishedBoard(db);
  const problems = collectProblems(page);
  const response = await page.goto(`/tournaments/${id}`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(problems).toEqual([]);
});

test('the hydrated page is interactive: a link navigates without a full reload', async ({ page }) => {
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => {
    Object.assign(window, { stayedOnPage: true });
  });
  await page.getByRole('link', { name: 'Explore Membership' }).click();
  await expect(page).toHaveURL(/\/membership$/);
  await expect(page.getByRole('heading', { name: 'Founding Member' })).toBeVisible();
  expect(await page.evaluate(() => 'stayedOnPage' in window)).toBe(true);
});
