import type { Locator, Page } from '@playwright/test';
import { getClubSettings } from '../../server/domains/club/club-settings.service';
import type { Db } from '../../server/platform/db/db';
import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';
import { expectNoLayoutProblems } from './layout';
import { expectOwnTitle } from './page-title';

/** What shows once most pages are up: their first heading. */
export const firstHeading = (page: Page): Locator => page.getByRole('heading', { level: 1 }).first();

/**
 * Each page in turn, in this one browser context (a new context and its cold cache cost 1-2 s a page
 * on CI), loaded once for every check, a step of its own: it shows (`ready`), has a title of its own
 * (support/page-title.ts), and axe and the layout checks (support/layout.ts) find nothing wrong.
 */
export async function sweepPages(page: Page, db: Db, paths: readonly string[], ready: (page: Page) => Locator = firstHeading): Promise<void> {
  const { clubName } = await getClubSettings(db);
  for (const path of paths) {
    await test.step(path, async () => {
      const response = await page.goto(path);
      await expect(ready(page)).toBeVisible();
      await expectOwnTitle(page, response, path, clubName);
      await expectNoAxeViolations(page);
      await expectNoLayoutProblems(page);
    });
  }
}
