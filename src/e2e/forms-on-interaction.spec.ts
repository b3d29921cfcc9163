import type { Page } from '@playwright/test';
import { insertMember } from '../test/factories';
import { expect, test } from './support/fixtures';

/**
 * The public forms' code waits for the visitor's first touch (formOnInteraction): a first visit
 * downloads no form code, the server's form is the one on screen, and a submit pressed while the
 * code is still on its way is carried into the hydrated form.
 */

// The service worker would answer the form's code from its cache, out of the page's routes.
test.use({ serviceWorkers: 'block' });

/** Counts the scripts asked for from now on, and holds them until `release`. */
async function holdLaterScripts(page: Page) {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const asked: string[] = [];
  await page.route('**/assets/*.js', async (route) => {
    asked.push(route.request().url());
    await released;
    await route.continue();
  });
  return { asked, release };
}

test('a first visit to the contact page loads no form code; a submit pressed while it arrives is sent by the hydrated form', async ({ page, db }) => {
  const email = `early-touch-${Date.now()}@example.com`;
  await page.goto('/contact');
  const later = await holdLaterScripts(page);
  await expect(page.getByLabel('Name')).toBeVisible();
  expect(later.asked).toEqual([]);

  await page.getByLabel('Name').fill('Alex Green');
  await expect.poll(() => later.asked.length).toBeGreaterThan(0);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Phone').fill('5551234567');
  await page.getByLabel('Message', { exact: true }).fill('Tell me about the membership.');
  await page.getByRole('button', { name: 'Submit' }).click();
  // Held, not posted natively: the page stays as it is until the code is there.
  await expect(page.getByLabel('Name')).toHaveValue('Alex Green');
  later.release();

  // The scripts' way: a toast, the fields emptied, no page change.
  await expect(page.getByText("Thank you for your message. We'll get back to you shortly.")).toBeVisible();
  await expect(page.getByLabel('Name')).toHaveValue('');
  await expect(page).toHaveURL(/\/contact$/);
  const stored = await db.selectFrom('contact_messages').select('name').where('email', '=', email).execute();
  expect(stored).toEqual([{ name: 'Alex Green' }]);
});

test('the sign-in form hydrates on the first touch and signs in by script', async ({ page, db }) => {
  const member = await insertMember(db);
  await page.goto('/signin');
  const later = await holdLaterScripts(page);
  expect(later.asked).toEqual([]);
  await page.getByLabel('Username').fill(member.username);
  await expect.poll(() => later.asked.length).toBeGreaterThan(0);
  await page.locator('input[type=password]').fill(member.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/signin$/);
  later.release();
  await expect(page.getByText('You have been logged in successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/member\/home$/);
});

test('the application form, reached by a link, is there at once', async ({ page }) => {
  await page.goto('/membership');
  await page.getByRole('link', { name: /apply/i }).first().click();
  await expect(page).toHaveURL(/\/apply$/);
  await expect(page.getByLabel('First Name')).toBeVisible();
});
