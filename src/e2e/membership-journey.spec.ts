import { readFileSync } from 'node:fs';
import { pdfText } from '../test/pdf-text';
import { insertMember } from '../test/factories';
import type { Db } from '../server/platform/db/db';
import { E2E_ADMIN } from './support/e2e-env';
import { expect, test, toast } from './support/fixtures';

test.setTimeout(90_000);

async function latestMail(db: Db, to: string, subjectEnd: string) {
  const rows = await db
    .selectFrom('mail_outbox')
    .selectAll()
    .where('to_address', '=', to)
    .where('subject', 'like', `%${subjectEnd}`)
    .orderBy('id', 'desc')
    .execute();
  return rows[0];
}

/** The path and query of the first link in a message, e.g. /onboard?token=... */
function linkPath(text: string, path: string): string {
  const match = new RegExp(`https?://[^\\s/]+(${path}\\?token=[\\w%-]+)`).exec(text);
  if (!match?.[1]) throw new Error(`No ${path} link in: ${text}`);
  return match[1];
}

async function adminUser(db: Db) {
  return db.selectFrom('users').select('id').where('username', '=', E2E_ADMIN.username).executeTakeFirstOrThrow();
}

test('a visitor applies, pays, is approved, creates the account and signs in', async ({ page, db, signInAs }) => {
  const stamp = Date.now();
  const email = `casey.${stamp}@example.com`;
  const username = `casey_${stamp % 100000}`;
  const password = 'Fairway2026!';

  // Apply.
  await page.goto('/membership');
  await page.getByRole('link', { name: 'Apply Now' }).click();
  await expect(page.getByRole('heading', { name: 'Membership Application' })).toBeVisible();
  await page.getByLabel('First Name').fill('Casey');
  await page.getByLabel('Last Name').fill('Fairway');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Phone Number').fill('(555) 321-7654');
  await page.getByLabel('Address').fill('48 Eagle Court, Denver, CO 80202');
  await page.getByRole('combobox', { name: 'Golf Experience Level' }).selectOption('Intermediate');
  await page.getByLabel('Years of golf experience').fill('7');
  await page.getByLabel('Handicap index').fill('12.4');
  await page.getByRole('combobox', { name: 'Where is your index kept?' }).selectOption('Another club');
  await page.getByLabel('Your number or club there').fill('Cherry Hills');
  await page.getByLabel('Why are you interested in joining our club?').fill('Virtual tournaments and weekly rounds with friends.');
  await page.getByRole('button', { name: 'Submit Application' }).click();
  await expect(toast(page).filter({ hasText: 'Application Submitted' })).toBeVisible();
  await expect(page).toHaveURL(/\/payment\?email=/);
  await expect(page.getByRole('heading', { name: 'Redirecting to Payment' })).toBeVisible();
  expect(await page.evaluate(() => [sessionStorage.getItem('applicationSubmitted'), sessionStorage.getItem('applicationEmail')])).toEqual([
    'true',
    email,
  ]);

  // Redirected to the test checkout after about 3 seconds, e-mail prefilled.
  await expect(page).toHaveURL(/\/test-checkout\?prefilled_email=/, { timeout: 10_000 });
  await expect(page.getByText('Test mode', { exact: true })).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(email);

  // Declined.
  await page.getByLabel('Card number').fill('4000 0000 0000 0002');
  await page.getByLabel('Expiry').fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: 'Pay $50.00' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Your card was declined.' })).toBeVisible();
  const unpaid = await db.selectFrom('applications').selectAll().where('email', '=', email).executeTakeFirstOrThrow();
  expect(unpaid).toMatchObject({ status: 'pending', paid: 0, years_experience: 7, handicap: 12.4 });

  // Paid.
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Pay $50.00' }).click();
  await expect(page).toHaveURL(/\/payment\/cs_test_[\w-]+\?email=/);
  await expect(page.getByRole('heading', { name: 'Welcome to the Club!' })).toBeVisible();
  await expect(toast(page).filter({ hasText: 'Welcome to the Club!' })).toBeVisible();
  const paid = await db.selectFrom('applications').selectAll().where('email', '=', email).executeTakeFirstOrThrow();
  expect(paid).toMatchObject({ paid: 1, amount_paid_cents: 5000 });
  expect(await latestMail(db, email, 'payment received, review pending')).toBeDefined();

  // An admin approves the paid application.
  await signInAs(await adminUser(db));
  await page.goto('/admin/dashboard');
  await page.getByRole('link', { name: 'Membership Applications' }).click();
  await expect(page.getByRole('heading', { name: 'Membership Applications' })).toBeVisible();
  await page.getByRole('tab', { name: 'Pending' }).click();
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: /View/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Application Details' });
  await expect(dialog.getByText('Casey Fairway')).toBeVisible();
  await expect(dialog.getByText('Paid', { exact: true })).toBeVisible();
  await expect(dialog.getByText('12.4')).toBeVisible();
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(
    toast(page).filter({ hasText: 'The application has been approved and an invitation has been emailed to the applicant.' }),
  ).toBeVisible();
  await expect(dialog).toBeHidden();

  // The invitation is in the outbox.
  const invitation = await latestMail(db, email, 'create your member account');
  if (!invitation) throw new Error('no invitation in the outbox');
  const onboardPath = linkPath(invitation.text_body, '/onboard');
  await page.getByRole('link', { name: 'Outbox' }).click();
  await expect(page.getByRole('row').filter({ hasText: email }).filter({ hasText: 'create your member account' })).toBeVisible();

  // The new member creates the account, signed out.
  await page.context().clearCookies();
  await page.goto(onboardPath);
  await expect(page.getByRole('heading', { name: 'Create Your Account' })).toBeVisible();
  await expect(page.getByText('Valid invitation token detected')).toBeVisible();
  await page.getByLabel('Username').fill('ab');
  await expect(page.getByTestId('username-hint')).toHaveText('Too short');
  await page.getByLabel('Username').fill(username);
  await expect(page.getByTestId('username-hint')).toHaveText('Available');
  await page.getByLabel('Password', { exact: true }).fill(password);
  await expect(page.getByText('Very strong')).toBeVisible();
  await page.getByLabel('Confirm Password').fill(password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(toast(page).filter({ hasText: 'Account created successfully!' })).toBeVisible();
  await expect(page).toHaveURL(/\/signin$/);
  const member = await db.selectFrom('users').selectAll().where('username', '=', username).executeTakeFirstOrThrow();
  expect(member).toMatchObject({
    member_type: 'standard',
    full_name: 'Casey Fairway',
    email,
    phone: '(555) 321-7654',
    address: '48 Eagle Court, Denver, CO 80202',
  });

  // And signs in.
  await page.getByLabel('Username').fill(username);
  await page.getByRole('textbox', { name: 'Password' }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(toast(page).filter({ hasText: 'You have been logged in successfully' })).toBeVisible();
  await expect(page).toHaveURL(/\/member\/home$/);

  // The payment the pipeline verified opens the member's account: statements and their PDF.
  await page.getByRole('navigation', { name: 'Members area' }).getByRole('link', { name: 'Me', exact: true }).click();
  await page.getByRole('link', { name: /^Statements/ }).click();
  await expect(page.getByRole('region', { name: 'Yearly Dues' }).getByText('$50.00')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Current Balance' }).getByText('$0.00')).toBeVisible();
  const statement = page.getByRole('article').filter({ hasText: 'Membership payment received' });
  await expect(statement.getByText('Paid', { exact: true })).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), statement.getByRole('link', { name: /Download PDF/ }).click()]);
  const pdf = pdfText(readFileSync(await download.path()));
  expect(pdf).toContain('Member: Casey Fairway');
  expect(pdf).toMatch(/Total payments\n\$50\.00/);

  // The spent link no longer works.
  await page.goto(onboardPath);
  await expect(page.getByRole('heading', { name: 'Access Required' })).toBeVisible();
  await expect(page.getByText('This invitation has already been used. Please sign in with your account.')).toBeVisible();
});

test('onboard without a token, or with a wrong one, shows Access Required', async ({ page }) => {
  await page.goto('/onboard');
  await expect(page.getByRole('heading', { name: 'Access Required' })).toBeVisible();
  await expect(page.getByText('You need a valid invitation to create your account.')).toBeVisible();
  await page.goto('/onboard?token=this-is-not-a-real-token');
  await expect(page.getByRole('heading', { name: 'Access Required' })).toBeVisible();
  await expect(page.getByText('This invitation link is not valid.', { exact: false })).toBeVisible();
  // A malformed link (too short to be a token) says the same, not "try again", and names whom to write to.
  await page.goto('/onboard?token=abc');
  await expect(page.getByText('This invitation link is not valid. Please use the link from your invitation e-mail.')).toBeVisible();
  await expect(page.getByText('We could not check your invitation')).toHaveCount(0);
  await expect(page.getByText('Lost your invitation, or it no longer works?').getByRole('link')).toHaveAttribute('href', /^mailto:.+@/);
});

test('a member who forgot the password resets it by e-mail and signs in', async ({ page, db }) => {
  const stamp = Date.now();
  const email = `forgetful.${stamp}@example.com`;
  const member = await insertMember(db, { username: `forgetful${stamp % 100000}`, email, password: 'old-password-1' });
  const newPassword = 'NewFairway2026';

  await page.goto('/signin');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByText('If an account uses that e-mail address, we have sent it a link')).toBeVisible();

  const mail = await latestMail(db, email, 'reset your password');
  if (!mail) throw new Error('no reset mail in the outbox');
  await page.goto(linkPath(mail.text_body, '/reset-password'));
  await page.getByLabel('New Password').fill(newPassword);
  await page.getByLabel('Confirm Password').fill(newPassword);
  await page.getByRole('button', { name: 'Set New Password' }).click();
  await expect(toast(page).filter({ hasText: 'Password Updated' })).toBeVisible();
  await expect(page).toHaveURL(/\/signin$/);

  await page.getByLabel('Username').fill(member.username);
  await page.getByRole('textbox', { name: 'Password' }).fill('old-password-1');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(toast(page).filter({ hasText: 'Login Failed' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Password' }).fill(newPassword);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/member\/home$/);
});
