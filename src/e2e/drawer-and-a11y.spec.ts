import { expectNoAxeViolations } from './support/axe';
import { insertMember } from '../test/factories';
import { visitorSweepPages, WIDTHS } from './support/club-pages';
import { holdCheckoutRedirect } from './support/held-redirect';
import { expect, test } from './support/fixtures';
import { sweepPages } from './support/page-sweep';
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

// Every visitor page and a published leaderboard at a phone's and a desktop's width (support/page-sweep.ts):
// one test a width, the two side by side.
test.describe('every visitor page', () => {
  test.describe.configure({ mode: 'parallel' });

  for (const width of WIDTHS) {
    test(`axe and the layout find nothing wrong on the visitor pages at ${width} px`, async ({ page, db }) => {
      test.setTimeout(120_000);
      // A name as long as a real club's, to test the layout.
      const { id } = await arrangePublishedBoard(db, `The Remote Golf Club Autumn Invitational Championship Medal ${width}`);
      await holdCheckoutRedirect(page);
      await page.setViewportSize({ width, height: 800 });
      await sweepPages(page, db, visitorSweepPages(id));
    });
  }
});

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
