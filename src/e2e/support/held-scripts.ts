import type { Page } from '@playwright/test';

/**
 * Holds the page's scripts back until `release` is called: the server's markup is all there is.
 * Open pages through `page.mainFrame().goto(...)` then, as the fixture's page.goto waits for the scripts.
 */
export async function holdScripts(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/assets/*.js', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Until React has taken over the page (main.tsx marks it). */
export const interactive = (page: Page) => page.waitForFunction(() => document.documentElement.dataset.interactive === 'true');
