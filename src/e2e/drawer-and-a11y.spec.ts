import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './support/fixtures';

test.describe('on a 375 px wide phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the drawer holds the links and closes when one is chosen', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await page.getByRole('button', { name: 'Open navigation' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Sign In' })).toBeVisible();
    await drawer.getByRole('link', { name: 'Membership' }).click();
    await expect(page).toHaveURL(/\/membership$/);
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Founding Member' })).toBeVisible();
  });
});

for (const path of ['/', '/membership', '/contact', '/events', '/signin', '/apply', '/forgot-password', '/onboard', '/nowhere']) {
  test(`axe finds no violations on ${path}`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
  });
}
