import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { findUserByUsername } from '../server/domains/users/users.repository';
import { adminPages, arrangeClubData, memberPages, memberRecordPages, WIDTHS } from './support/club-pages';
import { E2E_ADMIN } from './support/e2e-env';
import { expect, test } from './support/fixtures';

async function expectNoViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
}

test('axe finds no violations on the member pages', async ({ page, db, signInAs }) => {
  // One test walks every page with axe: on a loaded 2-core CI machine that takes over 30 s.
  test.setTimeout(240_000);
  const data = await arrangeClubData(db);
  await signInAs(data.member);
  for (const [width, path] of WIDTHS.flatMap((w) => [...memberPages, ...memberRecordPages(data)].map((p) => [w, p] as const))) {
    await test.step(`${width} ${path}`, async () => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(path);
      await expect(page.getByRole('navigation', { name: 'Members area' })).toBeVisible();
      await expectNoViolations(page);
    });
  }
});

test('axe finds no violations on the admin pages', async ({ page, db, signInAs }) => {
  test.setTimeout(240_000);
  const { member } = await arrangeClubData(db);
  const admin = await findUserByUsername(db, E2E_ADMIN.username);
  if (!admin) throw new Error('The e2e admin is missing');
  await signInAs(admin);
  for (const [width, path] of WIDTHS.flatMap((w) => [...adminPages, `/admin/members/${member.id}/account`].map((p) => [w, p] as const))) {
    await test.step(`${width} ${path}`, async () => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expectNoViolations(page);
    });
  }
});
