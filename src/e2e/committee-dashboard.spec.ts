import { expectNoAxeViolations } from './support/axe';
import { addDays, clubToday } from '../shared/club-time';
import { insertApplication } from '../test/application-factories';
import { insertMember } from '../test/factories';
import { E2E_ADMIN } from './support/e2e-env';
import { expect, test } from './support/fixtures';

// The committee's first screen leads to the work waiting, and the members list reads in words,
// on a phone and on a desktop.
for (const width of [375, 1280]) {
  test(`at ${width} px: the dashboard leads to a paid application, and the members list has its words`, async ({ page, db, signInAs }) => {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    const stamp = `${Date.now() % 1_000_000}${width}`;
    const email = `paula.${stamp}@example.com`;
    await insertApplication(db, { first_name: 'Paula', last_name: `Paid${stamp}`, email, paid: 1, amount_paid_cents: 5000, payment_session_id: `cs_test_dash_${stamp}` });
    const { time_zone: timeZone } = await db.selectFrom('club_settings').select('time_zone').executeTakeFirstOrThrow();
    const lapsed = await insertMember(db, { username: `lapsed${stamp}`, fullName: 'Laura Lapsed-Longname', paidThrough: addDays(clubToday(timeZone), -40) });
    await db.insertInto('member_handicaps').values({ user_id: lapsed.id, index_tenths: 123, note: 'Home club card', set_by: null, set_at: new Date().toISOString() }).execute();
    const admin = await db.selectFrom('users').select('id').where('username', '=', E2E_ADMIN.username).executeTakeFirstOrThrow();
    await signInAs(admin);

    await page.goto('/admin/dashboard');
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
    const needs = page.getByRole('region', { name: 'Needs you now' });
    await expect(needs.getByRole('listitem').first()).toContainText('paid and waiting for your review');
    await expect(page.getByRole('region', { name: 'The week ahead' })).toBeVisible();
    await expect(page.getByLabel('Members count')).toHaveText(/^\d+$/);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `.tmp/committee-dashboard-${width}.png`, fullPage: true });

    await needs.getByRole('link', { name: 'Review paid applications' }).click();
    await expect(page).toHaveURL(/\/admin\/applications\?status=pending$/);
    await expect(page.getByRole('tab', { name: 'Pending' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('row').filter({ hasText: email })).toBeVisible();

    await page.goto('/admin/members');
    await page.getByLabel('Search members').fill(lapsed.username);
    const row = page.getByRole('row').filter({ hasText: lapsed.username });
    await expect(row).toHaveCount(1);
    await expect(row.getByText('Laura Lapsed-Longname')).toBeVisible();
    await expect(row.getByText('Lapsed 40 days')).toBeVisible();
    await expect(row.getByText('12.3 (set)')).toBeVisible();
    await expect(row.getByText('Never')).toBeVisible();
    // The table fits a desktop page without scrolling sideways; on a phone each row is a card, name first.
    const region = page.getByRole('region', { name: 'Members' });
    const fits = await region.evaluate((element) => element.scrollWidth <= element.clientWidth + 1);
    expect(fits).toBe(true);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `.tmp/committee-members-${width}.png`, fullPage: true });
    await row.getByRole('button', { name: `Actions for ${lapsed.username}` }).click();
    for (const action of ['Account', 'Club index', 'Set paid-through date', 'Edit', 'Delete']) await expect(page.getByRole('menuitem', { name: action })).toBeVisible();
    await page.screenshot({ path: `.tmp/committee-members-menu-${width}.png` });
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await expect(page.getByRole('dialog', { name: 'Delete Member' })).toContainText(`Are you sure you want to delete ${lapsed.username}? This action cannot be undone.`);
  });
}
