import type { Page } from '@playwright/test';
import { findUserByUsername } from '../server/domains/users/users.repository';
import { NOT_FOUND_NAME, namedPagePaths, pageName, titleOf } from '../shared/site/page-names';
import { adminPages, arrangeClubData, memberPages, memberRecordPages, visitorPages } from './support/club-pages';
import { E2E_ADMIN } from './support/e2e-env';
import { holdCheckoutRedirect } from './support/held-redirect';
import { expect, test } from './support/fixtures';
import { arrangePublishedBoard } from './support/tournaments';

// Tabs, history and bookmarks: every page the club has is opened, a visitor's signed out and the rest as
// the admin, and its title read twice, from the server's HTML and from the browser once the app runs.

// These sweeps read what each page shows, not how it loads: without the service worker (the offline
// specs and every journey have it) a page's requests skip its fetch handler, 30 % of a load here.
test.use({ serviceWorkers: 'block' });

/** The title of the page at a path, read from the server's HTML and then from the running app. */
async function titlesOf(page: Page, path: string): Promise<{ server: string; browser: string }> {
  const response = await page.goto(path);
  const html = (await response?.text()) ?? '';
  return { server: /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '', browser: await page.title() };
}

test('every page has a title of its own, the same from the server and in the browser', async ({ page, db, signInAs }) => {
  test.setTimeout(180_000);
  await holdCheckoutRedirect(page);
  const data = await arrangeClubData(db);
  const board = await arrangePublishedBoard(db);
  const admin = await findUserByUsername(db, E2E_ADMIN.username);
  if (!admin) throw new Error('The e2e admin is missing');
  const signedIn = [...memberPages, ...memberRecordPages(data), `/member/club-index/${data.member.id}`, ...adminPages, `/admin/members/${data.member.id}/account`];
  const titles = new Map<string, string>();
  const club = (await titlesOf(page, '/')).browser;

  const check = async (path: string) => {
    await test.step(path, async () => {
      const { server, browser } = await titlesOf(page, path);
      const pathname = new URL(page.url()).pathname;
      expect(pathname, 'the page did not redirect').toBe(path.split('?')[0]);
      expect(browser).toBe(titleOf(pageName(pathname), club));
      expect(browser).not.toContain(NOT_FOUND_NAME);
      expect(server.replace(/&#39;/g, "'")).toBe(browser);
      titles.set(path, browser);
    });
  };
  for (const path of [...visitorPages, `/tournaments/${board.id}`]) await check(path);
  await signInAs(admin);
  for (const path of signedIn) await check(path);

  // One title for each page of the router (two matches are one page, "/member/match/$id"), none for two pages;
  // and the walk opened every named page.
  const pattern = (named: string) => new RegExp(`^${named.replace(/\$\w+/g, '[^/]+')}$`);
  const byPage = namedPagePaths().map((named) => [named, new Set([...titles].filter(([path]) => pattern(named).test(path.split('?')[0] ?? '')).map(([, title]) => title))] as const);
  expect(byPage.filter(([, pageTitles]) => pageTitles.size !== 1).map(([named]) => named)).toEqual([]);
  const pageTitles = byPage.flatMap(([, each]) => [...each]);
  expect(pageTitles.filter((title, i) => pageTitles.indexOf(title) !== i)).toEqual([]);
});
