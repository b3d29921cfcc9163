import { hashToken } from '../server/domains/auth/session.service';
import { insertMember } from '../test/factories';
import { E2E_ADMIN } from './support/e2e-env';
import { expect, test, toast } from './support/fixtures';

test('sign-in refuses a bad password, then accepts the right one', async ({ page }) => {
  await page.goto('/signin');
  await expect(page.getByRole('heading', { name: 'Member Sign In' })).toBeVisible();
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Username must be at least 2 characters')).toBeVisible();
  await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();

  await page.getByLabel('Username').fill(E2E_ADMIN.username);
  await page.getByLabel('Password', { exact: true }).fill('wrong-password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(toast(page)).toContainText('Login Failed');
  await expect(toast(page)).toContainText('Invalid username or password');

  // While the success replaces the error, the error stays a moment to leave: `toast` is the new one only.
  await page.evaluate(() => {
    const seen: Array<[number, number]> = [];
    Reflect.set(window, 'toastsSeen', seen);
    new MutationObserver(() => {
      seen.push([document.querySelectorAll('.mantine-Notification-root').length, document.querySelectorAll('.mantine-Notification-root:not([style*="max-height: 0"])').length]);
    }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['style'] });
  });
  await page.getByLabel('Password', { exact: true }).fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(toast(page)).toContainText('Success!');
  await expect(toast(page)).toContainText('You have been logged in successfully');
  const seen: unknown = await page.evaluate((): unknown => Reflect.get(window, 'toastsSeen'));
  if (!Array.isArray(seen)) throw new Error('No toasts recorded');
  const counts = seen.filter((pair): pair is [number, number] => Array.isArray(pair) && pair.every((n) => typeof n === 'number'));
  // Two in the page while the error leaves (unless it had closed already), never two current ones.
  expect(Math.max(...counts.map(([, current]) => current))).toBe(1);
  await expect(page).toHaveURL(/\/member\/home$/);
  await expect(page.getByRole('navigation', { name: 'Members area' }).getByRole('link', { name: 'Me', exact: true })).toBeVisible();
});

test('the guard sends a visitor to sign in and back to the admin page afterwards', async ({ page }) => {
  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL(/\/signin\?redirect=%2Fadmin%2Fdashboard$/);
  await page.getByLabel('Username').fill(E2E_ADMIN.username);
  await page.getByLabel('Password', { exact: true }).fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  await expect(page.getByText(`Welcome back, ${E2E_ADMIN.username}`)).toBeVisible();
  await expect(page.getByText('Admin', { exact: true })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Admin Menu' })).toBeVisible();
});

test('a standard member opening an admin page is sent home', async ({ page, db, signInAs }) => {
  const member = await insertMember(db);
  await signInAs(member);
  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Welcome to the Club' })).toBeVisible();
});

test('the account menu shows the admin links and logs out', async ({ page, db, signInAs }) => {
  const admin = await db.selectFrom('users').select('id').where('username', '=', E2E_ADMIN.username).executeTakeFirstOrThrow();
  const token = await signInAs(admin);
  await page.goto('/');
  await page.getByRole('button', { name: E2E_ADMIN.username }).click();
  await expect(page.getByText('Account', { exact: true })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Member Portal' })).toHaveAttribute('href', '/member/home');
  await expect(page.getByRole('menuitem', { name: 'Admin Dashboard' })).toHaveAttribute('href', '/admin/dashboard');
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(toast(page)).toContainText('Logged Out');
  await expect(toast(page)).toContainText('You have been logged out successfully');
  await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();
  const session = await db.selectFrom('sessions').select('id').where('id', '=', hashToken(token)).executeTakeFirst();
  expect(session).toBeUndefined();
});

test('a standard member sees no Admin Dashboard entry', async ({ page, db, signInAs }) => {
  const member = await insertMember(db);
  await signInAs(member);
  await page.goto('/membership');
  await page.getByRole('button', { name: member.username }).click();
  await expect(page.getByRole('menuitem', { name: 'Member Portal' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Admin Dashboard' })).toHaveCount(0);
});

test('Sign Out in the members area logs out and goes home; the area then asks to sign in', async ({ page, db, signInAs }) => {
  const member = await insertMember(db);
  const token = await signInAs(member);
  await page.goto('/member/home');
  await page.getByRole('navigation', { name: 'Members area' }).getByRole('link', { name: 'Me', exact: true }).click();
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(toast(page)).toContainText('Logged Out');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();
  expect(await db.selectFrom('sessions').select('id').where('id', '=', hashToken(token)).executeTakeFirst()).toBeUndefined();
  await page.goto('/member/feed');
  await expect(page).toHaveURL(/\/signin\?redirect=%2Fmember%2Ffeed$/);
});
