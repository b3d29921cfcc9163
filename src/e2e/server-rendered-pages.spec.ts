import type { ConsoleMessage, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

const PUBLIC_PAGES = [
  { path: '/', heading: 'Welcome to the Club' },
  { path: '/membership', heading: 'Founding Member' },
  { path: '/events', heading: 'Club Events Calendar' },
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
