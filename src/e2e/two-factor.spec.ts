import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Page } from '@playwright/test';
import { totpCodeAt } from '../test/totp-codes';
import { insertMember } from '../test/factories';
import { E2E_DB_FILE } from './support/e2e-env';
import { expect, test, toast } from './support/fixtures';

const run = promisify(execFile);

async function signInWithPassword(page: Page, username: string, password: string) {
  await page.context().clearCookies();
  await page.goto('/signin');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

test('a member turns on two-factor authentication, signs in with the app code and with a recovery code, then turns it off with password and code', async ({ page, db, signInAs }) => {
  const member = await insertMember(db, { username: `twofa${Date.now() % 100000}` });
  await signInAs(member);
  await page.goto('/member/profile?tab=security');
  await page.getByRole('button', { name: 'Set Up Two-Factor Authentication' }).click();
  await expect(page.getByRole('img', { name: 'QR code to add the club to your authenticator app' })).toBeVisible();
  const secret = (await page.getByText(/^[A-Z2-7]{16,}$/).textContent()) ?? '';
  await page.getByLabel('2. Enter the 6-digit code the app shows').fill('000000' === totpCodeAt(secret) ? '111111' : '000000');
  await page.getByRole('button', { name: 'Turn On' }).click();
  await expect(page.getByText('That code does not match.').first()).toBeVisible();
  await page.getByLabel('2. Enter the 6-digit code the app shows').fill(totpCodeAt(secret));
  await page.getByRole('button', { name: 'Turn On' }).click();
  await expect(toast(page).filter({ hasText: 'Two-Factor Authentication On' })).toBeVisible();
  const codes = await page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem').allTextContents();
  expect(codes).toHaveLength(10);
  await page.getByRole('button', { name: 'I have saved them' }).click();
  await expect(page.getByText('You have 10 recovery codes left.')).toBeVisible();

  // The password alone no longer signs in: the app's code does (the next step's, as a phone a little ahead would show).
  await signInWithPassword(page, member.username, member.password);
  await expect(page.getByText('Enter the 6-digit code from your authenticator app.')).toBeVisible();
  await page.getByLabel('Authentication code').fill(totpCodeAt(secret, Date.now() + 30_000));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(toast(page).filter({ hasText: 'You have been logged in successfully' })).toBeVisible();
  await expect(page).toHaveURL(/\/member\/home$/);

  // A lost phone: a recovery code signs in once.
  await signInWithPassword(page, member.username, member.password);
  await page.getByRole('button', { name: 'Use a recovery code' }).click();
  await page.getByLabel('Recovery code').fill(codes[0] ?? '');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/member\/home$/);
  await page.goto('/member/profile?tab=security');
  await expect(page.getByText('You have 9 recovery codes left.')).toBeVisible();

  // Turning it off asks for a code as well as the password.
  await page.getByRole('button', { name: 'Turn Off' }).click();
  const turnOff = page.getByRole('dialog', { name: 'Turn Off Two-Factor Authentication' });
  await turnOff.getByLabel('Your password').fill(member.password);
  await turnOff.getByRole('button', { name: 'Turn Off' }).click();
  await expect(turnOff.getByText('Enter the 6-digit code from your app or one of your recovery codes')).toBeVisible();
  await turnOff.getByLabel('Authentication code').fill(codes[1] ?? '');
  await turnOff.getByRole('button', { name: 'Turn Off' }).click();
  await expect(toast(page).filter({ hasText: 'Two-Factor Authentication Off' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Set Up Two-Factor Authentication' })).toBeVisible();
});

test('the club requires two-factor for admins; npm run admin:reset clears a lost factor and the admin pages wait for a new one', async ({ page, db, signInAs }) => {
  const admin = await insertMember(db, { username: `twofaadmin${Date.now() % 100000}`, memberType: 'admin' });
  await signInAs(admin);
  await page.goto('/member/profile?tab=security');
  await page.getByRole('button', { name: 'Set Up Two-Factor Authentication' }).click();
  const secret = (await page.getByText(/^[A-Z2-7]{16,}$/).textContent()) ?? '';
  await page.getByLabel('2. Enter the 6-digit code the app shows').fill(totpCodeAt(secret));
  await page.getByRole('button', { name: 'Turn On' }).click();
  await page.getByRole('button', { name: 'I have saved them' }).click();

  try {
    await page.goto('/admin/settings');
    await page.getByLabel('Require two-factor authentication for admins').check();
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await expect(toast(page).filter({ hasText: 'Settings Saved' })).toBeVisible();

    // The admin lost the phone: the host resets the account from the command line.
    const reset = await run('node', ['--import', 'tsx', path.resolve('scripts/admin-reset.ts'), admin.username], {
      env: { ...process.env, DB_FILE: E2E_DB_FILE, LOG_LEVEL: 'silent' },
    });
    expect(reset.stdout).toContain('Their two-factor authentication is off');
    const password = /\n {4}(\S+)\n/.exec(reset.stdout)?.[1] ?? '';

    await signInWithPassword(page, admin.username, password);
    await expect(page).toHaveURL(/\/member\/home$/);
    await page.goto('/admin/members');
    await expect(page.getByText('The club requires two-factor authentication for admins.')).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
    await page.getByRole('link', { name: 'Set Up Two-Factor Authentication' }).click();
    await expect(page).toHaveURL(/\/member\/profile\?tab=security$/);
    await page.getByRole('button', { name: 'Set Up Two-Factor Authentication' }).click();
    const newSecret = (await page.getByText(/^[A-Z2-7]{16,}$/).textContent()) ?? '';
    await page.getByLabel('2. Enter the 6-digit code the app shows').fill(totpCodeAt(newSecret));
    await page.getByRole('button', { name: 'Turn On' }).click();
    await page.getByRole('button', { name: 'I have saved them' }).click();
    await page.goto('/admin/members');
    await expect(page.getByRole('table')).toBeVisible();
  } finally {
    // One database for every spec: the other admins here have no second factor.
    await db.updateTable('club_settings').set({ require_admin_two_factor: 0 }).execute();
  }
});
