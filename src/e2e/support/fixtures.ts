import { test as base, expect, type Page } from '@playwright/test';
import { startSession } from '../../server/domains/auth/session.service';
import type { Db } from '../../server/platform/db/db';
import { openDatabase } from '../../server/platform/db/database';
import type { UserRow } from '../../server/platform/db/schema';
import { SESSION_COOKIE } from '../../server/doors/http/request-user';
import { E2E_BASE_URL, E2E_DB_FILE } from './e2e-env';
import { systemClock } from '../../server/platform/core/clock';

interface Fixtures {
  /** The server's own SQLite file, for arranging data the way factories do in vitest. */
  db: Db;
  /** Signs the page in as the member without going through the form (the form has its own specs); returns the cookie token. */
  signInAs: (user: Pick<UserRow, 'id'>) => Promise<string>;
}

export const test = base.extend<Fixtures>({
  // The worker's own server (support/e2e-env.ts), whatever the runner read when it loaded the config.
  baseURL: async ({}, use) => {
    await use(E2E_BASE_URL);
  },
  // Pages are rendered on the server; a click before the browser has taken over the markup would
  // be lost, so every navigation waits until the app marks itself interactive (see main.tsx).
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) {
      const goto = page.goto.bind(page);
      page.goto = async (url, options) => {
        const response = await goto(url, options);
        const isAppPage = response?.headers()['content-type']?.startsWith('text/html') ?? false;
        if (isAppPage && (await page.locator('#root').count()) > 0) {
          await page.locator('html[data-interactive="true"]').waitFor({ state: 'attached', timeout: 15_000 });
        }
        return response;
      };
    }
    await use(page);
  },
  db: async ({}, use) => {
    const db = openDatabase(E2E_DB_FILE);
    await use(db);
    await db.destroy();
  },
  signInAs: async ({ db, page }, use) => {
    await use(async (user) => {
      const token = await startSession({ db, clock: systemClock }, user.id);
      await page.context().addCookies([{ name: SESSION_COOKIE, value: token, url: E2E_BASE_URL, httpOnly: true, sameSite: 'Lax' }]);
      return token;
    });
  },
});

export { expect };

/**
 * The toast currently shown (one at a time). A toast that replaced another appears while the other
 * is still leaving (Mantine keeps it for its exit transition); the leaving one has its inline
 * `max-height: 0` (Mantine's `getNotificationStateStyles`, exiting and exited), so it is not this
 * toast (a check meanwhile found both: CI, sign-in, "Login Failed" leaving as "Success!" came).
 */
export function toast(page: Page) {
  return page.locator('.mantine-Notification-root:not([style*="max-height: 0"])');
}
