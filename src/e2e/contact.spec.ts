import { expectNoAxeViolations } from './support/axe';
import { expect, test, toast } from './support/fixtures';

test('the contact form shows each error, then sends, toasts and empties its fields', async ({ page, db }) => {
  await page.goto('/contact');
  await expect(page.getByRole('heading', { name: 'Contact Us' })).toBeVisible();
  await expect(page.getByText('Get in touch with us to learn more about membership opportunities.')).toBeVisible();

  await page.getByLabel('Name').fill('A');
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByLabel('Phone').fill('555');
  await page.getByLabel('Message').fill('Too short');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Name must be at least 2 characters')).toBeVisible();
  await expect(page.getByText('Invalid email address')).toBeVisible();
  await expect(page.getByText('Please enter a valid phone number')).toBeVisible();
  await expect(page.getByText('Message must be at least 10 characters')).toBeVisible();
  // The keyboard lands on the first field in error, and the error texts pass axe.
  await expect(page.getByLabel('Name')).toBeFocused();
  await expectNoAxeViolations(page);

  await page.getByLabel('Name').fill('Alex Golfer');
  await page.getByLabel('Email').fill('alex@example.com');
  await page.getByLabel('Phone').fill('(555) 987-6543');
  await page.getByLabel('Message').fill('I would like to hear more about the founding membership.');
  await page.getByRole('button', { name: 'Submit' }).click();

  await expect(toast(page)).toContainText('Message Sent');
  await expect(toast(page)).toContainText("Thank you for your message. We'll get back to you shortly.");
  for (const label of ['Name', 'Email', 'Phone', 'Message']) await expect(page.getByLabel(label)).toHaveValue('');

  const stored = await db.selectFrom('contact_messages').selectAll().where('email', '=', 'alex@example.com').executeTakeFirst();
  expect(stored?.message).toBe('I would like to hear more about the founding membership.');
});

test('a toast passes axe too', async ({ page }) => {
  await page.goto('/contact');
  await page.getByLabel('Name').fill('Alex Golfer');
  await page.getByLabel('Email').fill('alex.toast@example.com');
  await page.getByLabel('Phone').fill('(555) 987-6543');
  await page.getByLabel('Message').fill('Checking that the toast can be read by everyone.');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(toast(page)).toContainText('Message Sent');
  await expect(toast(page)).toHaveCSS('opacity', '1'); // colours are measured once it has faded in
  await expectNoAxeViolations(page, '.mantine-Notification-root');
});

test('a skip link is the first stop for the keyboard and lands on the page itself', async ({ page }) => {
  await page.goto('/contact');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('main#content')).toBeFocused();
  // The next stop is the page's first link (the club's phone), not the header's menu.
  await page.keyboard.press('Tab');
  await expect(page.locator('main#content :focus')).toHaveCount(1);
});
