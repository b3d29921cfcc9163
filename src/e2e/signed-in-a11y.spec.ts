import { findUserByUsername } from '../server/domains/users/users.repository';
import { adminPages, arrangeClubData, memberPages, memberRecordPages, WIDTHS } from './support/club-pages';
import { expectNoAxeViolations } from './support/axe';
import { E2E_ADMIN } from './support/e2e-env';
import { expect, test } from './support/fixtures';

// Each width of each area is a test of its own, and the four run side by side on the workers.
test.describe.configure({ mode: 'parallel' });

for (const width of WIDTHS) {
  test(`axe finds no violations on the member pages at ${width} px`, async ({ page, db, signInAs }) => {
    // One test walks every member page with axe: on a loaded 2-core CI machine that takes over 30 s.
    test.setTimeout(180_000);
    const data = await arrangeClubData(db);
    await signInAs(data.member);
    await page.setViewportSize({ width, height: 800 });
    for (const path of [...memberPages, ...memberRecordPages(data)]) {
      await test.step(path, async () => {
        await page.goto(path);
        await expect(page.getByRole('navigation', { name: 'Members area' })).toBeVisible();
        await expectNoAxeViolations(page);
      });
    }
  });

  test(`axe finds no violations on the admin pages at ${width} px`, async ({ page, db, signInAs }) => {
    test.setTimeout(180_000);
    const { member } = await arrangeClubData(db);
    const admin = await findUserByUsername(db, E2E_ADMIN.username);
    if (!admin) throw new Error('The e2e admin is missing');
    await signInAs(admin);
    await page.setViewportSize({ width, height: 800 });
    for (const path of [...adminPages, `/admin/members/${member.id}/account`]) {
      await test.step(path, async () => {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        await expectNoAxeViolations(page);
      });
    }
  });
}
