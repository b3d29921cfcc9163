import sharp from 'sharp';
import { insertMember } from '../test/factories';
import { expect, test, toast } from './support/fixtures';

test('a member posts text and a photo, sees them on home and feed, and deletes one', async ({ page, db, signInAs }) => {
  const tag = Date.now() % 100000;
  // Other members see the poster by name: posts carry the full name and its initials.
  const member = await insertMember(db, { username: `poster${tag}`, fullName: `Penny Poster${tag}` });
  await signInAs(member);
  await page.goto('/member/home');
  // Their first day: greeted by first name, not "Welcome back, poster…".
  await expect(page.getByRole('heading', { name: 'Welcome, Penny', exact: true })).toBeVisible();

  // Home composer: Enter posts.
  const composer = page.getByLabel('Share with the club');
  await composer.fill('Par on the 18th, finally!');
  await composer.press('Enter');
  await expect(toast(page).getByText('Post Created')).toBeVisible();
  const textPost = page.getByRole('article', { name: `Post by Penny Poster${tag}` }).filter({ hasText: 'Par on the 18th, finally!' });
  await expect(textPost).toBeVisible();
  await expect(textPost.getByText('PP', { exact: true })).toBeVisible();
  await expect(textPost).not.toContainText(member.username);

  // The feed's post form with a photo.
  await page.getByRole('main').getByRole('link', { name: 'Club Feed' }).click();
  await expect(page).toHaveURL(/\/member\/feed$/);
  await page.getByRole('button', { name: 'Write a Post' }).click();
  const postButton = page.getByRole('button', { name: 'Post', exact: true });
  await expect(postButton).toBeDisabled();
  await page.getByLabel('Your post').fill('Look at this view from the 7th tee');
  const jpeg = await sharp({ create: { width: 120, height: 80, channels: 3, background: { r: 40, g: 150, b: 70 } } }).jpeg().toBuffer();
  const chooser = page.waitForEvent('filechooser');
  await page.getByLabel('Photo (optional)').click();
  await (await chooser).setFiles({ name: 'tee.jpg', mimeType: 'image/jpeg', buffer: jpeg });
  await postButton.click();
  await expect(toast(page).getByText('Post Created')).toBeVisible();
  const photoPost = page.getByRole('article').filter({ hasText: 'Look at this view from the 7th tee' });
  const photo = photoPost.getByRole('img', { name: `Photo shared by Penny Poster${tag}` });
  await expect(photo).toBeVisible();
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(120);
  await expect(page.getByRole('article').filter({ hasText: 'Par on the 18th, finally!' })).toBeVisible();

  // Both show on home too.
  await page.goto('/member/home');
  await expect(page.getByRole('article').filter({ hasText: 'Look at this view from the 7th tee' })).toBeVisible();
  await expect(page.getByRole('article').filter({ hasText: 'Par on the 18th, finally!' })).toBeVisible();

  // Delete one, with the confirmation.
  await page.getByRole('article').filter({ hasText: 'Par on the 18th, finally!' }).getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog', { name: 'Delete post' }).getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page).getByText('Post Deleted')).toBeVisible();
  await expect(page.getByRole('article').filter({ hasText: 'Par on the 18th, finally!' })).toHaveCount(0);
  await expect(page.getByRole('article').filter({ hasText: 'Look at this view from the 7th tee' })).toBeVisible();
});

test('the feed loads older posts as the member scrolls', async ({ page, db, signInAs }) => {
  const member = await insertMember(db, { username: `scroller${Date.now() % 100000}` });
  const base = Date.UTC(2020, 0, 1);
  for (let i = 0; i < 25; i++) {
    await db
      .insertInto('feed_posts')
      .values({ user_id: member.id, content: `Archive post ${i}`, image_file: null, thumb_file: null, created_at: new Date(base + i * 60_000).toISOString() })
      .execute();
  }
  await signInAs(member);
  await page.goto('/member/feed');
  await expect(page.getByText('Archive post 24')).toBeVisible();
  await expect(page.getByText('Archive post 0', { exact: true })).toHaveCount(0);
  for (let i = 0; i < 6 && (await page.getByText('Archive post 0', { exact: true }).count()) === 0; i++) {
    await page.mouse.wheel(0, 5000);
    await page.waitForTimeout(400);
  }
  await expect(page.getByText('Archive post 0', { exact: true })).toBeVisible();
});

test('/old/member/feed lands on /member/feed, /old/member/match/{id} on its twin', async ({ page, db, signInAs }) => {
  const member = await insertMember(db);
  await signInAs(member);
  await page.goto('/old/member/feed');
  await expect(page).toHaveURL(/\/member\/feed$/);
  await expect(page.getByRole('heading', { name: 'Club Feed' })).toBeVisible();
  await page.goto('/old/member/match/12345');
  await expect(page).toHaveURL(/\/member\/match\/12345$/);
  await expect(page.getByRole('button', { name: 'Back to Feed' }).or(page.getByRole('link', { name: 'Back to Feed' }))).toBeVisible();
});
