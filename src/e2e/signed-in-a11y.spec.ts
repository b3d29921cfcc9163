import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { findUserByUsername } from '../server/users/users.repository';
import { insertMember } from '../test/factories';
import { E2E_ADMIN } from './support/e2e-env';
import { expect, test } from './support/fixtures';

const memberPages = ['/member/home', '/member/feed', '/member/events', '/member/reservations', '/member/profile', '/member/statements'];
const adminPages = [
  '/admin/dashboard',
  '/admin/members',
  '/admin/applications',
  '/admin/events',
  '/admin/tee-sheet',
  '/admin/messages',
  '/admin/settings',
  '/admin/audit',
  '/admin/outbox',
];

async function expectNoViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
}

test('axe finds no violations on the member pages', async ({ page, db, signInAs }) => {
  await signInAs(await insertMember(db));
  for (const path of memberPages) {
    await test.step(path, async () => {
      await page.goto(path);
      await expect(page.getByRole('navigation', { name: 'Members area' })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expectNoViolations(page);
    });
  }
});

test('axe finds no violations on the admin pages', async ({ page, db, signInAs }) => {
  const admin = await findUserByUsername(db, E2E_ADMIN.username);
  if (!admin) throw new Error('The e2e admin is missing');
  await signInAs(admin);
  for (const path of adminPages) {
    await test.step(path, async () => {
      await page.goto(path);
      await expect(page.getByRole('navigation', { name: 'Admin Menu' })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expectNoViolations(page);
    });
  }
});
