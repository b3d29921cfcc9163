import type { Page, Response } from '@playwright/test';
import { pageName, titleOf } from '../../shared/site/page-names';
import { expect } from './fixtures';

/**
 * Tabs, history and bookmarks: the page just opened at `path` stayed there and has its own title,
 * the same in the server's HTML as in the browser once the app runs.
 */
export async function expectOwnTitle(page: Page, response: Response | null, path: string, clubName: string): Promise<void> {
  const pathname = new URL(page.url()).pathname;
  expect(pathname, 'the page did not redirect').toBe(path.split('?')[0]);
  const browser = await page.title();
  expect(browser).toBe(titleOf(pageName(pathname), clubName));
  const html = (await response?.text()) ?? '';
  const server = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
  expect(server.replace(/&#39;/g, "'"), "the server's title").toBe(browser);
}
