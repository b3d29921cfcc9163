import { insertApplication } from '../test/application-factories';
import { insertMember } from '../test/factories';
import { insertUser } from '../server/domains/users/users.repository';
import { expect, test } from './support/fixtures';

// The router does its job: list state lives in the URL, and loaders fetch a page's data before it shows.

test('an admin list keeps its search and page through reload and Back', async ({ page, db, signInAs }) => {
  const prefix = `pager${Date.now()}`;
  for (let i = 1; i <= 55; i += 1) {
    await insertUser(db, {
      username: `${prefix}_${String(i).padStart(2, '0')}`,
      password_hash: 'not-used',
      member_type: 'standard',
      full_name: null,
      email: null,
      phone: null,
      address: null,
      created_at: new Date().toISOString(),
    });
  }
  await signInAs(await insertMember(db, { memberType: 'admin' }));
  await page.goto('/admin/members');
  await page.getByRole('textbox', { name: 'Search members' }).fill(prefix);
  await expect(page).toHaveURL(new RegExp(`[?&]q=${prefix}`));
  const members = page.getByRole('region', { name: 'Members' });
  await expect(page.getByText('55 members')).toBeVisible();
  await expect(members.getByRole('row')).toHaveCount(51);

  await page.getByRole('button', { name: '2', exact: true }).click();
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect(members.getByRole('row')).toHaveCount(6);
  // The next page is read from the last member shown (keyset): the link stays put as members come and go.
  const firstPageLast = await db.selectFrom('users').select('id').where('username', '=', `${prefix}_50`).executeTakeFirstOrThrow();
  await expect(page).toHaveURL(new RegExp(`[?&]after=${firstPageLast.id}(&|$)`));

  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Search members' })).toHaveValue(prefix);
  await expect(members.getByRole('row')).toHaveCount(6);
  await expect(members.getByRole('cell', { name: `${prefix}_55`, exact: true })).toBeVisible();

  await page.goBack();
  await expect(page).not.toHaveURL(/[?&]page=2/);
  await expect(members.getByRole('row')).toHaveCount(51);

  // The menu link is the whole list; the search box follows the URL instead of writing its old text back.
  await page.getByRole('navigation', { name: 'Admin Menu' }).getByRole('link', { name: 'Manage Members' }).click();
  await expect(page).toHaveURL(/\/admin\/members$/);
  await expect(page.getByRole('textbox', { name: 'Search members' })).toHaveValue('');
  await page.waitForTimeout(600);
  await expect(page).toHaveURL(/\/admin\/members$/);
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`[?&]q=${prefix}`));
  await expect(page.getByRole('textbox', { name: 'Search members' })).toHaveValue(prefix);
  await expect(page.getByText('55 members')).toBeVisible();
});

test('the applications tab is in the URL, so reload keeps it', async ({ page, db, signInAs }) => {
  const lastName = `Rejectedson${Date.now()}`;
  await insertApplication(db, { last_name: lastName, status: 'rejected' });
  await signInAs(await insertMember(db, { memberType: 'admin' }));
  await page.goto('/admin/applications');
  await page.getByRole('tab', { name: 'Rejected' }).click();
  await expect(page).toHaveURL(/[?&]status=rejected/);
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Rejected' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('cell', { name: `Jamie ${lastName}` })).toBeVisible();
  await page.goto('/admin/applications?status=deleted&page=zero');
  await expect(page.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
});

test('the applications tab and page survive a reload, a visit to another admin page and Back', async ({ page, db, signInAs }) => {
  for (let i = 0; i < 25; i += 1) await insertApplication(db, { last_name: `Paged${i}`, status: 'approved' });
  await signInAs(await insertMember(db, { memberType: 'admin' }));
  await page.goto('/admin/applications');
  await page.getByRole('tab', { name: 'Approved' }).click();
  await expect(page).toHaveURL(/[?&]status=approved/);
  const table = page.getByRole('region', { name: 'Applications' });
  const idsOnPage = () => table.getByRole('row').locator('td:first-child').allTextContents();
  await expect(table.getByRole('button', { name: /^View application/ })).toHaveCount(20);
  const pageOne = await idsOnPage();
  await page.getByRole('button', { name: '2', exact: true }).click();
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect(page.getByRole('button', { name: '2', exact: true })).toHaveAttribute('aria-current', 'page');
  await expect.poll(idsOnPage).not.toEqual(pageOne);
  const pageTwo = await idsOnPage();
  expect(pageTwo.length).toBeGreaterThan(0);

  await page.reload();
  await expect(page.getByRole('tab', { name: 'Approved' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('button', { name: '2', exact: true })).toHaveAttribute('aria-current', 'page');
  await expect.poll(idsOnPage).toEqual(pageTwo);

  await page.getByRole('navigation', { name: 'Admin Menu' }).getByRole('link', { name: 'Audit Log' }).click();
  await expect(page).toHaveURL(/\/admin\/audit$/);
  await page.goBack();
  await expect(page).toHaveURL(/[?&]status=approved/);
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect(page.getByRole('tab', { name: 'Approved' })).toHaveAttribute('aria-selected', 'true');
  await expect.poll(idsOnPage).toEqual(pageTwo);
});

test.describe('on a 375 px wide phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('an admin list stacks its rows as cards: neither the table nor the page scrolls sideways', async ({ page, db, signInAs }) => {
    await insertApplication(db, { last_name: 'Narrowscreen' });
    await signInAs(await insertMember(db, { memberType: 'admin' }));
    await page.goto('/admin/applications');
    const table = page.getByRole('region', { name: 'Applications' });
    await expect(table.getByRole('cell', { name: 'Jamie Narrowscreen' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(await table.evaluate((region) => region.scrollWidth <= region.clientWidth)).toBe(true);
    // Each value says which column it is.
    await expect(table.getByRole('cell', { name: 'Jamie Narrowscreen' })).toHaveAttribute('data-label', 'Name');
    await expect(page.getByRole('tab', { name: 'Rejected' })).toBeInViewport();

    for (const [path, label] of [
      ['/admin/members', 'Members'],
      ['/admin/events', 'Events'],
      ['/admin/tee-sheet', 'Tee sheet'],
      ['/admin/messages', 'Messages'],
      ['/admin/audit', 'Audit log'],
      ['/admin/outbox', 'Outbox'],
      ['/admin/payments', 'Payments to review'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('region', { name: label })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(375);
    }
  });
});

test('a member page reached through the menu shows its data at once: the route loader fetched it on hover', async ({ page, db, signInAs }) => {
  const member = await insertMember(db, { fullName: `Preloaded Person ${Date.now()}` });
  await signInAs(member);
  await page.goto('/member/me');
  const profileLink = page.getByRole('main').getByRole('link', { name: /^Profile/ });
  const prefetched = page.waitForResponse((response) => response.url().includes('profile.get'));
  await profileLink.hover();
  await prefetched;
  // From here the profile may not be fetched again: the page must show what the loader brought.
  await page.route('**/trpc/**profile.get**', (route) => route.abort());
  await profileLink.click();
  await expect(page).toHaveURL(/\/member\/profile$/);
  await expect(page.getByRole('textbox', { name: 'Full Name' })).toHaveValue(member.full_name ?? '');
  await expect(page.getByLabel('Loading profile')).toHaveCount(0);
});

test('on a phone the admin menu is one line naming the page, and opens to move on', async ({ page, db, signInAs }) => {
  await signInAs(await insertMember(db, { memberType: 'admin' }));
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/admin/audit');
  const toggle = page.getByRole('button', { name: 'Admin Menu: Audit Log' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('navigation', { name: 'Admin Menu' })).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Audit Log' })).toBeInViewport();
  await toggle.click();
  await page.getByRole('navigation', { name: 'Admin Menu' }).getByRole('link', { name: 'Messages' }).click();
  await expect(page).toHaveURL(/\/admin\/messages$/);
  await expect(page.getByRole('button', { name: 'Admin Menu: Messages' })).toHaveAttribute('aria-expanded', 'false');
});
