import { expectNoAxeViolations } from './support/axe';
import { insertMember } from '../test/factories';
import { visitorPages, WIDTHS } from './support/club-pages';
import { holdCheckoutRedirect } from './support/held-redirect';
import { expect, test } from './support/fixtures';
import { expectNoLayoutProblems } from './support/layout';
import { arrangePublishedBoard } from './support/tournaments';

// These sweeps read what each page shows, not how it loads: without the service worker (the offline
// specs and every journey have it) a page's requests skip its fetch handler, 30 % of a load here.
test.use({ serviceWorkers: 'block' });

test.describe('on a 375 px wide phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the drawer holds the links and closes when one is chosen', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await page.getByRole('button', { name: 'Open navigation' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Sign In' })).toBeVisible();
    await drawer.getByRole('link', { name: 'Membership' }).click();
    await expect(page).toHaveURL(/\/membership$/);
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Founding Member' })).toBeVisible();
  });
});

// Each visitor page at a phone's and a desktop's width, loaded once for both checks: axe, and
// nothing clipped or off-screen (support/layout.ts).
for (const width of WIDTHS) {
  for (const path of [...visitorPages, '/onboard', '/nowhere']) {
    test(`axe and the layout find nothing wrong on ${path} at ${width} px`, async ({ page }) => {
      await holdCheckoutRedirect(page);
      await page.setViewportSize({ width, height: 800 });
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expectNoAxeViolations(page);
      await expectNoLayoutProblems(page);
    });
  }
}

for (const width of WIDTHS) {
  test(`axe and the layout find nothing wrong on a published leaderboard at ${width} px`, async ({ page, db }) => {
    // A name as long as a real club's, to test the layout.
    const { id } = await arrangePublishedBoard(db, `The Remote Golf Club Autumn Invitational Championship Medal ${width}`);
    await page.setViewportSize({ width, height: 800 });
    await page.goto(`/tournaments/${id}`);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expectNoAxeViolations(page);
    await expectNoLayoutProblems(page);
  });
}

test.describe('with the menu drawer open', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('axe finds no violations, for a visitor and for a signed-in member', async ({ page, db, signInAs }) => {
    // The members area has its own tabs, no drawer: a member opens the drawer on the public pages.
    for (const path of ['/', '/events']) {
      if (path === '/events') await signInAs(await insertMember(db));
      await page.goto(path);
      await page.getByRole('button', { name: 'Open navigation' }).click();
      const drawer = page.getByRole('dialog', { name: 'Menu' });
      await expect(drawer).toBeVisible();
      await expect(drawer.getByRole('button', { name: 'Close menu' })).toBeVisible();
      await test.step(path, () => expectNoAxeViolations(page));
      await page.keyboard.press('Escape');
      await expect(drawer).toBeHidden();
    }
  });
});
