import type { Page } from '@playwright/test';
import { expect, test, toast } from './support/fixtures';
import { holdScripts, interactive } from './support/held-scripts';

// The membership application works before and without scripts: a native post to /apply, the
// server's page again with its messages, or on to the payment step.

test.use({ timezoneId: 'Asia/Tokyo', locale: 'en-US' });

async function fillSpecFields(page: Page, email: string) {
  await page.getByLabel('First Name').fill('Kenji');
  await page.getByLabel('Last Name').fill('Sato');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Phone Number').fill('+81 3 1234 5678');
  await page.getByLabel('Address').fill('1-1 Chiyoda, Tokyo 100-0001');
  await page.getByLabel('Why are you interested in joining our club?').fill('Evening rounds on GSPro with friends abroad.');
}

const level = (page: Page) => page.getByRole('combobox', { name: 'Golf Experience Level' });
const indexKept = (page: Page) => page.getByRole('combobox', { name: 'Where is your index kept?' });

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the application refuses bad input with its messages and what was typed and chosen, then goes on to pay', async ({ page, db }) => {
    const email = `kenji.noscript.${Date.now()}@example.com`;
    await page.goto('/apply');
    await fillSpecFields(page, email);
    // Without scripts where an index is kept is always asked, and the time zone starts empty.
    await expect(indexKept(page)).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Time zone' })).toHaveValue('');
    await page.getByLabel('Handicap index').fill('14.');
    await page.getByRole('combobox', { name: 'Country' }).selectOption('Japan');
    await page.getByRole('checkbox', { name: 'GSPro' }).check();
    await page.getByRole('checkbox', { name: 'Trackman' }).check();
    await page.getByRole('button', { name: 'Submit Application' }).click();

    await expect(page.getByRole('alert').filter({ hasText: 'Please check the form for errors and try again.' })).toBeVisible();
    await expect(page.getByText('Choose your experience level')).toBeVisible();
    await expect(page.getByText('Handicap index must be a number')).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveValue(email);
    await expect(page.getByLabel('Handicap index')).toHaveValue('14.');
    await expect(page.getByRole('combobox', { name: 'Country' })).toHaveValue('JP');
    await expect(page.getByRole('checkbox', { name: 'GSPro' })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Trackman' })).toBeChecked();

    await level(page).selectOption('Advanced');
    await page.getByLabel('Handicap index').fill('4.8');
    await indexKept(page).selectOption('GHIN');
    await page.getByLabel('Your number or club there').fill('1234567');
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await expect(page).toHaveURL(/\/payment\?email=/);
    expect(new URL(page.url()).searchParams.get('email')).toBe(email);
    // The payment step is the server's page too: its link to the provider works without scripts.
    const pay = page.getByRole('link', { name: 'Continue to payment now' });
    expect(new URL((await pay.getAttribute('href')) ?? '', page.url()).searchParams.get('prefilled_email')).toBe(email);
    const row = await db.selectFrom('applications').selectAll().where('email', '=', email).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ golf_experience: 'advanced', handicap: 4.8, handicap_system: 'ghin', country: 'JP', time_zone: null, platforms: '["gspro","trackman"]' });
  });
});

test.describe('with the scripts held back', () => {
  test('what is typed, chosen and ticked before the scripts arrive is still there after, and the application goes on to pay', async ({ page, db }) => {
    const email = `kenji.early.${Date.now()}@example.com`;
    const release = await holdScripts(page);
    await page.mainFrame().goto('/apply', { waitUntil: 'commit' });
    await fillSpecFields(page, email);
    await level(page).selectOption('Intermediate');
    await page.getByLabel('Handicap index').fill('14.2');
    await indexKept(page).selectOption('GHIN');
    await page.getByRole('combobox', { name: 'Country' }).selectOption('Japan');
    await page.getByRole('checkbox', { name: 'GSPro' }).check();
    release();
    await interactive(page);

    await expect(page.getByLabel('First Name')).toHaveValue('Kenji');
    await expect(level(page)).toHaveValue('intermediate');
    await expect(page.getByLabel('Handicap index')).toHaveValue('14.2');
    await expect(indexKept(page)).toHaveValue('ghin');
    await expect(page.getByText('Your GHIN number')).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Country' })).toHaveValue('JP');
    await expect(page.getByRole('checkbox', { name: 'GSPro' })).toBeChecked();
    // The scripts fill in the browser's zone, and ticking another platform keeps the first.
    await expect(page.getByRole('combobox', { name: 'Time zone' })).toHaveValue('Asia/Tokyo');
    await page.getByRole('checkbox', { name: 'Trackman' }).check();
    await expect(page.getByRole('checkbox', { name: 'GSPro' })).toBeChecked();

    await page.getByRole('button', { name: 'Submit Application' }).click();
    await expect(page.getByText('Give your number or club there')).toBeVisible();
    await page.getByLabel('Your number or club there').fill('1234567');
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await expect(toast(page).filter({ hasText: 'Application Submitted' })).toBeVisible();
    await expect(page).toHaveURL(/\/payment\?email=/);
    expect(await page.evaluate(() => [sessionStorage.getItem('applicationSubmitted'), sessionStorage.getItem('applicationEmail')])).toEqual(['true', email]);
    const row = await db.selectFrom('applications').selectAll().where('email', '=', email).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      golf_experience: 'intermediate',
      handicap: 14.2,
      handicap_system: 'ghin',
      handicap_reference: '1234567',
      country: 'JP',
      time_zone: 'Asia/Tokyo',
      platforms: '["gspro","trackman"]',
    });
  });
});
