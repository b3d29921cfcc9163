import { animationsSettled } from './support/axe';
import { expectNoAxeViolations } from './support/axe';
import { E2E_ADMIN } from './support/e2e-env';
import { WIDTHS } from './support/club-pages';
import { expect, test, toast } from './support/fixtures';

// An applicant in Tokyo tells the club where and how they play, and the index they bring with where
// it is kept; the admin reads it all in the application's details.

test.use({ timezoneId: 'Asia/Tokyo', locale: 'en-US' });

for (const width of WIDTHS) {
  test(`the application carries where and how the applicant plays to the admin (${width} px)`, async ({ page, db, signInAs }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: 900 });
    const email = `kenji.${Date.now()}.${width}@example.com`;
    await page.goto('/apply');
    await page.getByLabel('First Name').fill('Kenji');
    await page.getByLabel('Last Name').fill('Sato');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Phone Number').fill('+81 3 1234 5678');
    await page.getByLabel('Address').fill('1-1 Chiyoda, Tokyo 100-0001');
    const level = page.getByRole('combobox', { name: 'Golf Experience Level' });
    await expect(level).toHaveValue('');
    await expect(level.locator('option:checked')).toHaveText('Choose your level');
    await page.getByLabel('Why are you interested in joining our club?').fill('Evening rounds on GSPro with friends abroad.');

    // The level is asked for, and an index needs where it is kept.
    await expect(page.getByRole('combobox', { name: 'Where is your index kept?' })).toHaveCount(0);
    await page.getByLabel('Handicap index').fill('14.2');
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await expect(page.getByText('Choose your experience level')).toBeVisible();
    await expect(page.getByText('Say where your index is kept')).toBeVisible();
    await expect(page.getByText('Give your number or club there')).toBeVisible();
    await level.selectOption('Intermediate');
    await page.getByRole('combobox', { name: 'Where is your index kept?' }).selectOption('GHIN');
    await page.getByLabel('Your number or club there').fill('1234567');

    await expect(page.getByRole('combobox', { name: 'Time zone' })).toHaveValue('Asia/Tokyo');
    await page.getByRole('combobox', { name: 'Country' }).selectOption('Japan');
    await page.getByRole('checkbox', { name: 'GSPro' }).check();
    await page.getByRole('checkbox', { name: 'Trackman' }).check();
    await page.getByLabel('Launch monitor').fill('Garmin R10');
    await page.getByLabel('Home course').fill('Kasumigaseki');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await expect(toast(page).filter({ hasText: 'Application Submitted' })).toBeVisible();
    await expect(page).toHaveURL(/\/payment\?email=/);

    const row = await db.selectFrom('applications').selectAll().where('email', '=', email).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      golf_experience: 'intermediate',
      handicap: 14.2,
      handicap_system: 'ghin',
      handicap_reference: '1234567',
      country: 'JP',
      time_zone: 'Asia/Tokyo',
      platforms: '["gspro","trackman"]',
      launch_monitor: 'Garmin R10',
      home_course: 'Kasumigaseki',
    });

    // The admin reads it under Golf Experience.
    const admin = await db.selectFrom('users').select('id').where('username', '=', E2E_ADMIN.username).executeTakeFirstOrThrow();
    await signInAs(admin);
    await page.goto('/admin/applications');
    await page.getByRole('row').filter({ hasText: email }).getByRole('button', { name: /View/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Application Details' });
    await expect(dialog).toContainText('Intermediate');
    await expect(dialog).toContainText('14.2');
    await expect(dialog).toContainText('GHIN: 1234567');
    await expect(dialog).toContainText('Japan');
    await expect(dialog).toContainText('Asia/Tokyo');
    await expect(dialog).toContainText('GSPro, Trackman');
    await expect(dialog).toContainText('Garmin R10');
    await expect(dialog).toContainText('Kasumigaseki');
    // Axe reads colours as painted: mid fade-in, the dialog's badges sit on a half-shown overlay.
    await animationsSettled(page);
    await expectNoAxeViolations(page, '[role=dialog]');
  });
}
