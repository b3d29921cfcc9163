import { insertMember } from '../test/factories';
import { withTwoFactor } from '../test/two-factor-factories';
import { expect, test } from './support/fixtures';
import { holdScripts, interactive } from './support/held-scripts';

// Each run's own address: the end-to-end database outlives a run.
const MESSAGE = { name: 'Alex Green', email: `alex-${Date.now()}@example.com`, phone: '5551234567', message: 'Tell me about the membership.' };

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the contact form refuses bad input with its messages and the typed values, then sends', async ({ page, db }) => {
    await page.goto('/contact');
    await page.getByLabel('Name').fill('A');
    await page.getByLabel('Email').fill(MESSAGE.email);
    await page.getByLabel('Phone').fill(MESSAGE.phone);
    await page.getByLabel('Message', { exact: true }).fill(MESSAGE.message);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Name must be at least 2 characters').first()).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveValue(MESSAGE.email);
    await expect(page.getByLabel('Message', { exact: true })).toHaveValue(MESSAGE.message);

    await page.getByLabel('Name').fill(MESSAGE.name);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page).toHaveURL(/\/contact\?sent=true$/);
    await expect(page.getByText("Thank you for your message. We'll get back to you shortly.")).toBeVisible();
    const stored = await db.selectFrom('contact_messages').select('name').where('email', '=', MESSAGE.email).execute();
    expect(stored).toEqual([{ name: MESSAGE.name }]);
  });

  test('sign-in refuses a wrong password keeping the username, then signs in to the page asked for', async ({ page, db }) => {
    const member = await insertMember(db);
    await page.goto('/signin?redirect=%2Fmember%2Ffeed');
    await page.getByLabel('Username').fill(member.username);
    await page.locator('input[type=password]').fill('wrong-password-9');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Login Failed' })).toBeVisible();
    await expect(page.getByLabel('Username')).toHaveValue(member.username);
    await expect(page.locator('input[type=password]')).toHaveValue('');

    await page.locator('input[type=password]').fill(member.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/member\/feed$/);
  });

  test('sign-in with two-factor on asks for the code on the same page, and a right code signs in', async ({ page, db }) => {
    const member = await insertMember(db);
    const { codes } = await withTwoFactor(db, member.id);
    await page.goto('/signin');
    await page.getByLabel('Username').fill(member.username);
    await page.locator('input[type=password]').fill(member.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Enter the 6-digit code from your authenticator app.')).toBeVisible();
    await page.getByLabel('Authentication code').fill('000000');
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByLabel('Authentication code')).toBeVisible();
    // Without scripts the one field takes a recovery code as well.
    await page.getByLabel('Authentication code').fill(codes[0] ?? '');
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL(/\/member\/home$/);
  });
});

test.describe('with the scripts held back', () => {
  test('what is typed into the contact form before the scripts arrive is still there after, and sends', async ({ page, db }) => {
    const release = await holdScripts(page);
    await page.mainFrame().goto('/contact', { waitUntil: 'commit' });
    await page.getByLabel('Name').fill(MESSAGE.name);
    await page.getByLabel('Email').fill(`early-${MESSAGE.email}`);
    await page.getByLabel('Phone').fill(MESSAGE.phone);
    await page.getByLabel('Message', { exact: true }).fill(MESSAGE.message);
    release();
    await interactive(page);
    await expect(page.getByLabel('Name')).toHaveValue(MESSAGE.name);
    await expect(page.getByLabel('Message', { exact: true })).toHaveValue(MESSAGE.message);
    await page.getByRole('button', { name: 'Submit' }).click();
    // With scripts, the message goes by fetch: a toast, the fields emptied, no page change.
    await expect(page.getByText("Thank you for your message. We'll get back to you shortly.")).toBeVisible();
    await expect(page.getByLabel('Name')).toHaveValue('');
    await expect(page).toHaveURL(/\/contact$/);
    const stored = await db.selectFrom('contact_messages').select('name').where('email', '=', `early-${MESSAGE.email}`).execute();
    expect(stored).toEqual([{ name: MESSAGE.name }]);
  });

  test('a sign-in submitted before the scripts arrive goes through natively', async ({ page, db }) => {
    const member = await insertMember(db);
    const release = await holdScripts(page);
    await page.mainFrame().goto('/signin', { waitUntil: 'commit' });
    await page.getByLabel('Username').fill(member.username);
    await page.locator('input[type=password]').fill(member.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/member\/home$/);
    release();
  });

  test('a username typed before the scripts arrive survives hydration, and the sign-in continues with scripts', async ({ page, db }) => {
    const member = await insertMember(db);
    const release = await holdScripts(page);
    await page.mainFrame().goto('/signin', { waitUntil: 'commit' });
    await page.getByLabel('Username').fill(member.username);
    await page.locator('input[type=password]').fill(member.password);
    release();
    await interactive(page);
    await expect(page.getByLabel('Username')).toHaveValue(member.username);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('You have been logged in successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/member\/home$/);
  });
});
