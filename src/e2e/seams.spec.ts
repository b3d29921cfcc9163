import { insertPost } from '../test/feed-factories';
import { insertEvent, insertMember } from '../test/factories';
import { expect, test, toast } from './support/fixtures';

// Three bugs found by using the site as an admin and a member would; each of these failed before its fix.

test('an event an admin deletes disappears from the member pages reached through the menus', async ({ page, db, signInAs }) => {
  const admin = await insertMember(db, { memberType: 'admin' });
  const title = `Vanishing Cup ${Date.now()}`;
  // Soon enough to be among home's first five upcoming events, whatever other journeys have added to the shared club.
  await insertEvent(db, { title, start_date: new Date(Date.now() + 20 * 60_000).toISOString() });
  await signInAs(admin);

  await page.goto('/member/home');
  await expect(page.getByText(title)).toBeVisible();
  const memberNav = page.getByRole('navigation', { name: 'Members area' });
  await memberNav.getByRole('link', { name: 'Events' }).click();
  await expect(page.getByText(title).first()).toBeVisible();

  // Client-side navigation all the way: the browser keeps what it has cached.
  await memberNav.getByRole('link', { name: 'Me', exact: true }).click();
  await page.getByRole('link', { name: 'Admin Dashboard' }).click();
  await page.getByRole('link', { name: 'Manage Events' }).first().click();
  await page.getByRole('button', { name: `Delete ${title}` }).click();
  await page.getByRole('dialog', { name: 'Confirm Deletion' }).getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page).filter({ hasText: 'Event Deleted' })).toBeVisible();

  await page.getByRole('button', { name: admin.username }).click();
  await page.getByRole('menuitem', { name: 'Member Portal' }).click();
  await expect(page.getByRole('heading', { name: 'Upcoming Events' })).toBeVisible();
  await expect(page.getByText(title)).toHaveCount(0);
  await memberNav.getByRole('link', { name: 'Events' }).click();
  await expect(page).toHaveURL(/\/member\/events$/);
  await expect(page.getByText(title)).toHaveCount(0);
});

test('an admin moderates the feed: Delete shows on another member’s post and removes it', async ({ page, db, signInAs }) => {
  const author = await insertMember(db);
  const admin = await insertMember(db, { memberType: 'admin' });
  const content = `Spam from the pro shop ${Date.now()}`;
  await insertPost(db, author.id, { content });
  await signInAs(admin);

  await page.goto('/member/feed');
  const post = page.getByRole('article', { name: `Post by ${author.full_name ?? author.username}` }).filter({ hasText: content });
  await expect(post).toBeVisible();
  await post.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(content)).toHaveCount(0);
});

test('a member sees no Delete on someone else’s post', async ({ page, db, signInAs }) => {
  const author = await insertMember(db);
  const reader = await insertMember(db);
  const content = `Not yours to delete ${Date.now()}`;
  await insertPost(db, author.id, { content });
  await signInAs(reader);
  await page.goto('/member/feed');
  const post = page.getByRole('article', { name: `Post by ${author.full_name ?? author.username}` }).filter({ hasText: content });
  await expect(post).toBeVisible();
  await expect(post.getByRole('button', { name: 'Delete' })).toHaveCount(0);
});

test('/member/match/abc shows Page Not Found, not a match numbered 0', async ({ page, db, signInAs }) => {
  await signInAs(await insertMember(db));
  for (const path of ['/member/match/abc', '/member/match/0', '/member/match/1.5']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  }
});
