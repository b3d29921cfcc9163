import { insertMember } from '../test/factories';
import { expect, test } from './support/fixtures';

test('a returning visitor opens the site offline to a clear offline page, and no member data is cached', async ({ page, context, db, signInAs }) => {
  const member = await insertMember(db);
  await signInAs(member);
  await page.goto('/');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  // A second load runs under the now active worker, which keeps the hashed assets it sees.
  await page.goto('/member/feed');
  await expect(page.getByRole('heading', { name: 'Club Feed' })).toBeVisible();

  await context.setOffline(true);
  await page.goto('/member/home');
  await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/');

  const cachedUrls = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const key of await caches.keys()) {
      const cache = await caches.open(key);
      for (const request of await cache.keys()) urls.push(new URL(request.url).pathname);
    }
    return urls;
  });
  expect(cachedUrls).toContain('/offline.html');
  expect(cachedUrls.filter((url) => !url.startsWith('/assets/') && url !== '/offline.html')).toEqual([]);
  await context.setOffline(false);
});
