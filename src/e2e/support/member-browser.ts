import type { Browser } from '@playwright/test';
import { startSession } from '../../server/domains/auth/session.service';
import { SESSION_COOKIE } from '../../server/doors/http/request-user';
import type { Db } from '../../server/platform/db/db';
import { systemClock } from '../../server/platform/core/clock';
import { E2E_BASE_URL } from './e2e-env';

/** A browser on the member's own clock, signed in as them. */
export async function memberBrowser(browser: Browser, db: Db, userId: number, timezoneId: string, width: number) {
  const context = await browser.newContext({ viewport: { width, height: 900 }, baseURL: E2E_BASE_URL, timezoneId, locale: 'en-US' });
  const token = await startSession({ db, clock: systemClock }, userId);
  await context.addCookies([{ name: SESSION_COOKIE, value: token, url: E2E_BASE_URL, httpOnly: true, sameSite: 'Lax' }]);
  return { context, page: await context.newPage() };
}
