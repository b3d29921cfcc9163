import { expectNoAxeViolations } from './support/axe';
import { addDays, clubToday, dayjs } from '../shared/club-time';
import { formatCalendarDay } from '../shared/zoned-time';
import { insertMember } from '../test/factories';
import { expect, test } from './support/fixtures';
import { payRenewalOnTestCheckout } from './support/test-checkout';

// One renewal date on the member's screens, and Renew only inside the renewal window (30 days by
// default) or after the date: a member in the window renews; one far ahead is shown no Renew.

async function clubDay(db: Parameters<typeof insertMember>[0], offset: number): Promise<string> {
  const { time_zone: timeZone } = await db.selectFrom('club_settings').select('time_zone').executeTakeFirstOrThrow();
  return addDays(clubToday(timeZone), offset);
}

const unique = () => `${Date.now() % 100000}${Math.floor(Math.random() * 100)}`;
const longDay = (day: string) => formatCalendarDay(day, 'en-US', 'longDate');
const shortDay = (day: string) => dayjs(day).format('MM/DD/YYYY');

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 375 ? 740 : 900 } });

    test('a member inside the renewal window sees one date, due in 12 days, and renews from the statements page', async ({ page, db, signInAs }) => {
      const paidThrough = await clubDay(db, 12);
      const member = await insertMember(db, { username: `window${unique()}`, paidThrough });
      await signInAs(member);
      await page.goto('/member/statements');

      const membership = page.getByRole('region', { name: 'Membership' });
      await expect(membership).toContainText(`Your membership is paid through ${longDay(paidThrough)}: renewal is due in 12 days.`);
      const nextPayment = page.getByRole('region', { name: 'Next Payment' });
      await expect(nextPayment).toContainText(shortDay(paidThrough));
      await expect(nextPayment).toContainText('Due in 12 days');
      await expect(page.getByRole('alert').filter({ hasText: 'Your membership is due for renewal' })).toContainText('due in 12 days');
      await expectNoAxeViolations(page);
      await page.screenshot({ path: `.tmp/renewal-window-in-${width}.png`, fullPage: true });

      await membership.getByRole('button', { name: 'Renew for $50' }).click();
      await payRenewalOnTestCheckout(page);
      // A year on from the paid-through date, not from today: the twelve days are kept.
      const renewed = dayjs.utc(paidThrough).add(1, 'year').format('YYYY-MM-DD');
      await expect(membership).toContainText(`Your membership is paid through ${longDay(renewed)}. Renewal opens on ${longDay(addDays(renewed, -30))}.`);
      await expect(nextPayment).toContainText(shortDay(renewed));
      await expect(page.getByRole('button', { name: /^Renew/ })).toHaveCount(0);
      await page.screenshot({ path: `.tmp/renewal-window-renewed-${width}.png`, fullPage: true });
      const row = await db.selectFrom('users').select('paid_through').where('id', '=', member.id).executeTakeFirstOrThrow();
      expect(row.paid_through).toBe(renewed);
    });

    test('a member paid through far ahead sees when renewal opens and no Renew, on the statements and the renew page', async ({ page, db, signInAs }) => {
      const paidThrough = await clubDay(db, 200);
      const opens = addDays(paidThrough, -30);
      const member = await insertMember(db, { username: `ahead${unique()}`, paidThrough });
      await signInAs(member);
      await page.goto('/member/statements');
      const membership = page.getByRole('region', { name: 'Membership' });
      await expect(membership).toContainText(`Your membership is paid through ${longDay(paidThrough)}. Renewal opens on ${longDay(opens)}.`);
      const nextPayment = page.getByRole('region', { name: 'Next Payment' });
      await expect(nextPayment).toContainText(shortDay(paidThrough));
      await expect(nextPayment).toContainText(`Renewal opens ${longDay(opens)}`);
      await expect(page.getByRole('button', { name: /^Renew/ })).toHaveCount(0);
      await expect(page.getByRole('alert').filter({ hasText: 'Your membership' })).toHaveCount(0);
      await page.screenshot({ path: `.tmp/renewal-ahead-statements-${width}.png`, fullPage: true });

      // Where an old reminder's link leads.
      await page.goto('/member/renew');
      await expect(page.getByRole('heading', { name: 'Renew your membership' })).toBeVisible();
      await expect(page.getByText('There is nothing to pay yet. We will e-mail you when renewal opens.')).toBeVisible();
      await expect(page.getByRole('button', { name: /^Renew/ })).toHaveCount(0);
      await expectNoAxeViolations(page);
      await page.screenshot({ path: `.tmp/renewal-ahead-renew-page-${width}.png`, fullPage: true });
    });
  });
}
