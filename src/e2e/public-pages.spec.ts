import { expect, test } from './support/fixtures';

test('a visitor goes from home to membership to the Apply Now link', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Welcome to the Club' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'The Future of Golf Club Experience' })).toBeVisible();
  await page.getByRole('link', { name: 'Explore Membership' }).click();
  await expect(page).toHaveURL(/\/membership$/);
  await expect(page.getByText('Limited Time Offer - First 100 Members Only')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Founding Member' })).toBeVisible();
  await expect(page.getByText('$50')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Apply Now' })).toHaveAttribute('href', '/apply');
});

test('an unknown path shows Page Not Found', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
});
