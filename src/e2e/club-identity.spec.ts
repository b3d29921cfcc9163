import { expectNoAxeViolations } from './support/axe';
import sharp from 'sharp';
import { insertMember } from '../test/factories';
import { expect, test, toast } from './support/fixtures';

test('an admin uploads a logo and a hero photo: the header, the home page and the icons show them at once', async ({ page, db, signInAs }) => {
  const admin = await insertMember(db, { memberType: 'admin', username: `brand${Date.now() % 100000}` });
  await signInAs(admin);
  await page.goto('/admin/settings');
  const logoCard = page.getByRole('region', { name: 'Logo' });
  await expect(logoCard.getByText('None yet: the built-in mark is shown.')).toBeVisible();

  const logo = await sharp({ create: { width: 400, height: 400, channels: 4, background: { r: 200, g: 160, b: 20, alpha: 1 } } }).png().toBuffer();
  const [logoChooser] = await Promise.all([page.waitForEvent('filechooser'), logoCard.getByRole('button', { name: 'Upload Logo' }).click()]);
  await logoChooser.setFiles({ name: 'crest.png', mimeType: 'image/png', buffer: logo });
  await expect(toast(page).filter({ hasText: 'Logo Updated' })).toBeVisible();
  await expect(logoCard.getByRole('img', { name: 'Current club logo' })).toBeVisible();

  const hero = await sharp({ create: { width: 2400, height: 1200, channels: 3, background: { r: 40, g: 120, b: 70 } } }).jpeg().toBuffer();
  const heroCard = page.getByRole('region', { name: 'Hero Photo' });
  const [heroChooser] = await Promise.all([page.waitForEvent('filechooser'), heroCard.getByRole('button', { name: 'Upload Photo' }).click()]);
  await heroChooser.setFiles({ name: 'fairway.jpg', mimeType: 'image/jpeg', buffer: hero });
  await expect(toast(page).filter({ hasText: 'Hero Photo Updated' })).toBeVisible();
  await expectNoAxeViolations(page);

  // A visitor's home page, rendered on the server, carries both.
  await page.context().clearCookies();
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/');
  const headerLogo = page.locator('header img');
  await expect(headerLogo).toHaveAttribute('srcset', /club-logo-[a-f0-9]{32}-64\.png 64w/);
  const heroImage = page.locator('main img').first();
  await expect(heroImage).toHaveAttribute('srcset', /640w, .*1280w, .*1920w/);
  // At 375 px the browser picks a phone-sized file, not the largest.
  await expect.poll(() => heroImage.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/-(640|1280)\.webp$/);
  await expect(page.getByRole('heading', { name: 'Welcome to the Club' })).toBeVisible();
  await expectNoAxeViolations(page);
  const mark = await page.request.get('/club-mark.svg');
  expect(await mark.text()).toContain('data:image/png;base64,');

  // Back to the built-in ones, so other journeys see the default site.
  await signInAs(admin);
  await page.goto('/admin/settings');
  await page.getByRole('button', { name: 'Remove Logo' }).click();
  await expect(toast(page).filter({ hasText: 'Logo Removed' })).toBeVisible();
  await page.getByRole('button', { name: 'Remove Photo' }).click();
  await expect(toast(page).filter({ hasText: 'Hero Photo Removed' })).toBeVisible();
  await expect(page.getByText('None yet: the built-in gradient is shown.')).toBeVisible();
});
