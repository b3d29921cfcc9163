import { insertMember } from '../test/factories';
import { expect, test, toast } from './support/fixtures';

test('a member downloads their own data from the profile page', async ({ page, db, signInAs }) => {
  const member = await insertMember(db, { username: `export${Date.now() % 100000}` });
  await signInAs(member);
  await page.goto('/member/profile');
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download My Data' }).click();
  expect((await download).suggestedFilename()).toBe(`${member.username}-club-data.zip`);
});

test('a member deletes their account, keeping their posts without their name, and is signed out for good', async ({ page, db, signInAs }) => {
  const member = await insertMember(db, { username: `leaver${Date.now() % 100000}` });
  await signInAs(member);
  await page.goto('/member/profile');
  await page.getByRole('button', { name: 'Delete My Account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete My Account' });
  await dialog.getByRole('radio', { name: 'Keep them without my name' }).check();
  await dialog.getByLabel('Your password').fill('not-my-password');
  await dialog.getByRole('button', { name: 'Delete My Account' }).click();
  await expect(dialog.getByText('Your password is not correct.')).toBeVisible();
  await dialog.getByLabel('Your password').fill(member.password);
  await dialog.getByRole('button', { name: 'Delete My Account' }).click();
  await expect(toast(page).filter({ hasText: 'Account Deleted' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/member/profile');
  await expect(page).toHaveURL(/\/signin/);
});
