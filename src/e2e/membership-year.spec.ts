import { expectNoAxeViolations } from './support/axe';
import { addDays, clubToday } from '../shared/club-time';
import { extendedPaidThrough } from '../server/domains/membership/membership-status';
import { insertApplication } from '../test/application-factories';
import { insertMember } from '../test/factories';
import { expect, test, toast } from './support/fixtures';
import { payRenewalOnTestCheckout } from './support/test-checkout';

async function clubDay(db: Parameters<typeof insertMember>[0], offset: number): Promise<string> {
  const { time_zone: timeZone } = await db.selectFrom('club_settings').select('time_zone').executeTakeFirstOrThrow();
  return addDays(clubToday(timeZone), offset);
}

const unique = () => `${Date.now() % 100000}${Math.floor(Math.random() * 100)}`;

test('a lapsed member signs in, sees the renew page, renews through the test checkout and is back in the feed', async ({ page, db }) => {
  // Sign-in, the renew page, the checkout and back: 27-31 s under .ci/run on a slow machine, at the default 30 s limit.
  test.setTimeout(60_000);
  const member = await insertMember(db, { username: `lapsed${unique()}`, paidThrough: await clubDay(db, -40) });
  await page.goto('/signin');
  await page.getByLabel('Username').fill(member.username);
  await page.getByLabel('Password', { exact: true }).fill(member.password);
  await page.getByRole('button', { name: 'Sign In' }).click();

  await expect(page.getByRole('heading', { name: 'Renew your membership' })).toBeVisible();
  await expect(page.getByText(/Your membership lapsed 40 days ago/).first()).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto('/member/feed');
  await expect(page.getByRole('heading', { name: 'Renew your membership' })).toBeVisible();

  await page.getByRole('button', { name: /^Renew for/ }).click();
  await expect(page).toHaveURL(/\/test-checkout\?session=/);
  await expect(page.getByText(/membership, one year/)).toBeVisible();
  await expectNoAxeViolations(page);
  await payRenewalOnTestCheckout(page);
  const membership = page.getByRole('region', { name: 'Membership' });
  await expect(membership.getByText('Active')).toBeVisible();
  await expect(membership.getByText(/paid through/)).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('navigation', { name: 'Members area' }).getByRole('link', { name: 'Home' }).click();
  await page.getByRole('main').getByRole('link', { name: 'Club Feed' }).click();
  await expect(page.getByRole('heading', { name: 'Renew your membership' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Club Feed' })).toBeVisible();
  const row = await db.selectFrom('users').select('paid_through').where('id', '=', member.id).executeTakeFirstOrThrow();
  expect(row.paid_through).toBe(extendedPaidThrough(null, await clubDay(db, 0)));
});

test('an expiring member sees the banner across the member area, and a member in grace keeps access with it', async ({
  page,
  db,
  signInAs,
}) => {
  const expiring = await insertMember(db, { username: `expiring${unique()}`, paidThrough: await clubDay(db, 5) });
  await signInAs(expiring);
  await page.goto('/member/feed');
  const banner = page.getByRole('alert').filter({ hasText: 'Your membership is due for renewal' });
  await expect(banner).toBeVisible();
  await expect(banner).toContainText('renewal is due in 5 days');
  // The members area's own Events page (the header's Events link is the public calendar).
  await page.getByRole('navigation', { name: 'Members area' }).getByRole('link', { name: 'Events' }).click();
  await expect(page).toHaveURL(/\/member\/events$/);
  await expect(banner).toBeVisible();
  await expectNoAxeViolations(page);

  const grace = await insertMember(db, { username: `grace${unique()}`, paidThrough: await clubDay(db, -3) });
  await page.context().clearCookies();
  await signInAs(grace);
  await page.goto('/member/feed');
  await expect(page.getByRole('alert').filter({ hasText: 'Your membership has lapsed' })).toContainText('lapsed 3 days ago');
  await expect(page.getByRole('alert').filter({ hasText: 'Your membership has lapsed' })).toContainText('You keep full access for 11 more days');
  await expect(page.getByRole('heading', { name: 'Club Feed' })).toBeVisible();
});

test('an admin filters lapsed members and extends one by hand, with the payment on the statement', async ({ page, db, signInAs }) => {
  const admin = await insertMember(db, { memberType: 'admin', username: `treasurer${unique()}` });
  const member = await insertMember(db, { username: `cheque${unique()}`, paidThrough: await clubDay(db, -30) });
  await signInAs(admin);
  await page.goto('/admin/dashboard');
  await page.getByRole('link', { name: 'Lapsed Members' }).click();
  await expect(page).toHaveURL(/\/admin\/members\?status=lapsed/);
  await page.getByLabel('Search members').fill(member.username);
  const row = page.getByRole('row').filter({ hasText: member.username });
  await expect(row.getByText(/^Lapsed \d+ days?$/)).toBeVisible();
  await expectNoAxeViolations(page);

  await row.getByRole('button', { name: `Actions for ${member.username}` }).click();
  await page.getByRole('menuitem', { name: 'Set paid-through date' }).click();
  const dialog = page.getByRole('dialog', { name: 'Set Paid-Through Date' });
  const nextYear = await clubDay(db, 330);
  await dialog.getByLabel('Paid through').fill(nextYear);
  await dialog.getByLabel('Amount paid (optional)').fill('50');
  await dialog.getByLabel('Note (optional)').fill('Cheque 1042');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page).filter({ hasText: 'Membership Updated' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: member.username })).toHaveCount(0);

  await page.getByRole('combobox', { name: 'Show' }).click();
  await page.getByRole('option', { name: 'All members' }).click();
  await expect(page.getByRole('row').filter({ hasText: member.username }).getByText('Active')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: member.username }).getByText(nextYear)).toBeVisible();

  await page
    .getByRole('row')
    .filter({ hasText: member.username })
    .getByRole('button', { name: `Actions for ${member.username}` })
    .click();
  await page.getByRole('menuitem', { name: 'Account' }).click();
  await expect(page.getByRole('cell', { name: 'Membership dues (Cheque 1042)' }).first()).toBeVisible();

  // The cheque bounced: the payment is reversed by a new entry, never deleted.
  await page.getByRole('button', { name: 'Reverse Membership dues (Cheque 1042)' }).click();
  const reverse = page.getByRole('dialog', { name: 'Reverse Entry' });
  await reverse.getByRole('button', { name: 'Reverse Entry' }).click();
  await expect(reverse.getByText('Say why the entry is reversed')).toBeVisible();
  await reverse.getByLabel('Reason').fill('Cheque bounced');
  await reverse.getByRole('button', { name: 'Reverse Entry' }).click();
  await expect(toast(page).filter({ hasText: 'Entry Reversed' })).toBeVisible();
  await expect(reverse).toHaveCount(0);
  await expect(
    page
      .getByRole('cell', { name: 'Reversed: Cheque bounced' })
      .or(page.getByRole('cell', { name: 'Cheque bounced' }))
      .first(),
  ).toBeVisible();
  await expect(page.getByText('Reversed', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  const audit = await db
    .selectFrom('audit_log')
    .select('action')
    .where('entity_type', '=', 'member')
    .where('entity_id', '=', String(member.id))
    .execute();
  expect(audit.map((entry) => entry.action)).toContain('membership.paid_through');
});

test('the dashboard’s Balances Due leads to the members who owe', async ({ page, db, signInAs }) => {
  const admin = await insertMember(db, { memberType: 'admin', username: `bursar${unique()}` });
  const owes = await insertMember(db, { username: `owes${unique()}` });
  await db
    .insertInto('account_entries')
    .values({
      user_id: owes.id,
      kind: 'charge',
      amount_cents: 2500,
      description: 'Range balls',
      reference: null,
      occurred_at: new Date().toISOString(),
      created_by: admin.id,
      created_at: new Date().toISOString(),
    })
    .execute();
  await signInAs(admin);
  await page.goto('/admin/dashboard');
  await page.getByRole('link', { name: 'Members Who Owe' }).click();
  await expect(page).toHaveURL(/\/admin\/members\?balance=due/);
  await expect(page.getByRole('combobox', { name: 'Show' })).toHaveValue('Balance due');
  await expect(page.getByRole('row').filter({ hasText: owes.username })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: admin.username })).toHaveCount(0);

  // The member sees Pay now under the balance, and it opens a checkout for exactly that amount.
  await page.context().clearCookies();
  await signInAs(owes);
  await page.goto('/member/statements');
  await page.getByRole('region', { name: 'Current Balance' }).getByRole('button', { name: 'Pay now' }).click();
  await expect(page).toHaveURL(/\/test-checkout\?session=/);
  await expect(page.getByRole('button', { name: 'Pay $25.00' })).toBeVisible();
});

test('once the founding places are taken, the membership page asks the regular price and says why', async ({ page, db }) => {
  const before = await db.selectFrom('club_settings').select(['founding_member_cap', 'regular_price']).executeTakeFirstOrThrow();
  const taken = await db
    .selectFrom('applications')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('founding', '=', 1)
    .executeTakeFirstOrThrow();
  let added: number | null = null;
  try {
    await page.goto('/membership');
    await expect(page.getByText(/founding places? left$/)).toBeVisible();
    await expect(page.getByText('Founding Member Hat')).toBeVisible();

    await db
      .updateTable('club_settings')
      .set({ founding_member_cap: Math.max(1, Number(taken.n)), regular_price: 75 })
      .execute();
    if (Number(taken.n) === 0) {
      // No founding member yet in this database: one paid application takes the single place.
      added = (await insertApplication(db, { paid: 1 })).id;
      await db.updateTable('applications').set({ founding: 1 }).where('id', '=', added).execute();
    }
    await page.goto('/membership');
    await expect(page.getByText(/^All \d+ founding places are taken$/)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Member', exact: true })).toBeVisible();
    await expect(page.getByText('$75', { exact: true })).toBeVisible();
    await expect(page.getByText('new members join at the regular price', { exact: false })).toBeVisible();
    await expect(page.getByText('Founding Member Hat')).toHaveCount(0);
  } finally {
    await db.updateTable('club_settings').set(before).execute();
    if (added !== null) await db.updateTable('applications').set({ founding: 0 }).where('id', '=', added).execute();
  }
});
