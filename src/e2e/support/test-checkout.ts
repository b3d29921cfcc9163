import { expect, type Page } from '@playwright/test';

/** Pays the renewal the page has opened on the built-in test checkout, and waits for the thanks on the statements page. */
export async function payRenewalOnTestCheckout(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/test-checkout\?session=/);
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry').fill('12 / 34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: /^Pay \$/ }).click();
  await expect(page).toHaveURL(/\/member\/statements\?checkout=/);
  await expect(page.getByText('Thank you: your membership is renewed. A receipt is on its way by e-mail.')).toBeVisible();
}
