import { insertApplication } from '../test/application-factories';
import { insertMember } from '../test/factories';
import { expect, test, toast } from './support/fixtures';

test('a payment for a rejected application is not a welcome: the payer hears of a refund, an admin refunds it once', async ({ page, db, signInAs }) => {
  const email = `rejected-${Date.now()}@example.com`;
  await insertApplication(db, { email, status: 'rejected' });
  await page.goto(`/test-checkout?prefilled_email=${encodeURIComponent(email)}`);
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry').fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: 'Pay $50.00' }).click();
  await expect(page.getByRole('heading', { name: 'We Received Your Payment' })).toBeVisible();
  await expect(page.getByText('The club has been told and will refund it.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Welcome to the Club!' })).toHaveCount(0);

  await signInAs(await insertMember(db, { memberType: 'admin' }));
  await page.goto('/admin/payments');
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row.getByText('The application was rejected')).toBeVisible();
  await row.getByRole('button', { name: `Refund $50.00 USD to ${email}` }).click();
  await page.getByRole('dialog', { name: 'Refund payment' }).getByRole('button', { name: 'Refund' }).click();
  await expect(toast(page).filter({ hasText: 'Payment Refunded' })).toBeVisible();
  await expect(row.getByText('Refunded')).toBeVisible();
  await expect(row.getByRole('button', { name: /^Refund/ })).toHaveCount(0);
});
