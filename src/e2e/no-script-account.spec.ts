import type { Page } from '@playwright/test';
import { insertApplication } from '../test/application-factories';
import { insertMember } from '../test/factories';
import { issueInvitation } from '../server/domains/membership/applications/invitation.service';
import type { Db } from '../server/platform/db/db';
import { expect, test, toast } from './support/fixtures';

test.setTimeout(60_000);

/** The path and query of the token link in the newest mail to `to` with this subject ending. */
async function mailedLink(db: Db, to: string, subjectEnd: string, path: string): Promise<string> {
  const mail = await db
    .selectFrom('mail_outbox')
    .select('text_body')
    .where('to_address', '=', to)
    .where('subject', 'like', `%${subjectEnd}`)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  const match = new RegExp(`https?://[^\\s/]+(${path}\\?token=[\\w%-]+)`).exec(mail?.text_body ?? '');
  if (!match?.[1]) throw new Error(`No ${path} link mailed to ${to}`);
  return match[1];
}

async function invitation(db: Db, stamp: number) {
  const application = await insertApplication(db, { first_name: 'Sam', last_name: 'Nojs', email: `sam.${stamp}@example.com`, status: 'approved', paid: 1 });
  return issueInvitation(db, application.id, Date.now());
}

async function shoot(page: Page, name: string) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `.tmp/no-script-${name}-${width}.png`, fullPage: true });
  }
}

/** Errors and warnings in the console (a hydration mismatch is one). */
function consoleProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  return problems;
}

const signIn = (page: Page, username: string, password: string) => page.request.post('/api/auth/login', { data: { username, password } });

test.describe('without scripts', () => {
  test.use({ javaScriptEnabled: false });

  test('forgot password, the mailed link, a new password, and signing in with it', async ({ page, db }) => {
    const stamp = Date.now();
    const email = `nojs.forgetful.${stamp}@example.com`;
    const member = await insertMember(db, { username: `nojsforget${stamp % 100000}`, email, password: 'old-password-1' });

    await page.goto('/forgot-password');
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page.getByText('Invalid email address').first()).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveValue('not-an-email');
    await shoot(page, 'forgot-invalid');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page).toHaveURL(/\/forgot-password\?sent=true$/);
    await expect(page.getByText('If an account uses that e-mail address, we have sent it a link')).toBeVisible();
    await shoot(page, 'forgot-sent');

    const resetPath = await mailedLink(db, email, 'reset your password', '/reset-password');
    const opened = await page.goto(resetPath);
    expect(opened?.headers()['cache-control']).toBe('no-store');
    expect(opened?.headers()['referrer-policy']).toBe('no-referrer');
    await page.getByLabel('New Password').fill('NewFairway2026');
    await page.getByLabel('Confirm Password').fill('NewFairway2025');
    await page.getByRole('button', { name: 'Set New Password' }).click();
    await expect(page.getByText("Passwords don't match").first()).toBeVisible();
    // Never echoed back: both are typed again.
    await expect(page.getByLabel('New Password')).toHaveValue('');
    await shoot(page, 'reset-invalid');
    await page.getByLabel('New Password').fill('NewFairway2026');
    await page.getByLabel('Confirm Password').fill('NewFairway2026');
    await page.getByRole('button', { name: 'Set New Password' }).click();
    await expect(page).toHaveURL(/\/signin$/);
    expect((await signIn(page, member.username, 'old-password-1')).status()).toBe(401);
    expect((await signIn(page, member.username, 'NewFairway2026')).status()).toBe(200);
    await page.context().clearCookies();

    // The link worked once.
    await page.goto(resetPath);
    await page.getByLabel('New Password').fill('Another2026x');
    await page.getByLabel('Confirm Password').fill('Another2026x');
    await page.getByRole('button', { name: 'Set New Password' }).click();
    await expect(page.getByText('This password reset link is not valid or has expired. Please ask for a new one.')).toBeVisible();
    await shoot(page, 'reset-spent');
  });

  test('an invitation becomes an account: checked on the server, bad fields said, then on to sign in', async ({ page, db }) => {
    const stamp = Date.now();
    const username = `nojs_${stamp % 1000000}`;
    const token = await invitation(db, stamp);

    const opened = await page.goto(`/onboard?token=${encodeURIComponent(token)}`);
    expect(opened?.headers()['cache-control']).toBe('no-store');
    await expect(page.getByText('Valid invitation token detected')).toBeVisible();
    await expect(page.getByText('Welcome, Sam Nojs')).toBeVisible();
    await shoot(page, 'onboard');
    await page.getByLabel('Username').fill('ab');
    await page.getByLabel('Password', { exact: true }).fill('weakpass');
    await page.getByLabel('Confirm Password').fill('weakpass');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText('Username must be at least 3 characters').first()).toBeVisible();
    await expect(page.getByText('Password must contain at least one lowercase letter, one uppercase letter, and one number').first()).toBeVisible();
    await expect(page.getByLabel('Username')).toHaveValue('ab');
    await expect(page.getByLabel('Password', { exact: true })).toHaveValue('');
    await shoot(page, 'onboard-invalid');

    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Password', { exact: true }).fill('Fairway2026!');
    await page.getByLabel('Confirm Password').fill('Fairway2026!');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page).toHaveURL(/\/signin$/);
    expect(await db.selectFrom('users').select('full_name').where('username', '=', username).executeTakeFirst()).toEqual({ full_name: 'Sam Nojs' });
    expect((await signIn(page, username, 'Fairway2026!')).status()).toBe(200);
    await page.context().clearCookies();

    await page.goto(`/onboard?token=${encodeURIComponent(token)}`);
    await expect(page.getByRole('heading', { name: 'Access Required' })).toBeVisible();
    await expect(page.getByText('This invitation has already been used. Please sign in with your account.')).toBeVisible();
    await shoot(page, 'onboard-spent');
  });
});

test('typed before the scripts arrive, kept when they take over: the invitation still becomes an account', async ({ page, db }) => {
  const stamp = Date.now();
  const username = `early_${stamp % 1000000}`;
  const token = await invitation(db, stamp);
  const problems = consoleProblems(page);
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/assets/**', async (route) => {
    if (route.request().url().endsWith('.js')) await held;
    await route.continue();
  });
  // The fixture's goto resolves once the app is interactive, which waits for the held scripts.
  const opening = page.goto(`/onboard?token=${encodeURIComponent(token)}`);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill('Fairway2026!');
  await page.getByLabel('Confirm Password').fill('Fairway2026!');
  expect(await page.evaluate(() => document.documentElement.dataset.interactive)).toBeUndefined();
  release();
  await opening;
  await expect(page.getByLabel('Username')).toHaveValue(username);
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue('Fairway2026!');
  await expect(page.getByLabel('Confirm Password')).toHaveValue('Fairway2026!');
  // The scripts picked up what was typed: the strength meter and the username hint show it.
  await expect(page.getByText('Very strong')).toBeVisible();
  await expect(page.getByTestId('username-hint')).toHaveText('Available');
  expect(problems).toEqual([]);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(toast(page).filter({ hasText: 'Account created successfully!' })).toBeVisible();
  await expect(page).toHaveURL(/\/signin$/);
  expect(await db.selectFrom('users').select('username').where('username', '=', username).executeTakeFirst()).toEqual({ username });
});

for (const path of ['/forgot-password', '/reset-password?token=a-token-from-a-mail']) {
  test(`${path} hydrates without errors or warnings`, async ({ page }) => {
    const problems = consoleProblems(page);
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
  });
}
