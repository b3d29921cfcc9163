import { PUBLIC_RESULTS_PAGE } from '../shared/tournaments/public-board.schema';
import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { expectNoLayoutProblems } from './support/layout';
import { arrangeOpenTournament, arrangePublishedBoard, writeNextHole } from './support/tournaments';

// The public leaderboard: a published tournament's board is a page of the public site, complete in
// the server's HTML; an unpublished one is the Page Not Found page and says nothing of itself.

test.describe('a visitor on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('sees the published board’s rows from the server alone, and 404 for a tournament not published', async ({ page, db }) => {
      const { id, name } = await arrangePublishedBoard(db);
      const response = await page.goto(`/tournaments/${id}`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
      await expect(page.getByText(/^Round 1 /)).toBeVisible();
      const low = page.getByRole('table', { name: `${name}: Flight Low` });
      await expect(low.getByRole('row', { name: /Petra L\./ })).toBeVisible();
      await expect(low.getByRole('row', { name: /Petra L\./ }).getByRole('cell').nth(2)).toHaveText('4');
      await expect(page.getByRole('table', { name: `${name}: Flight High` }).getByRole('row', { name: /Oscar P\./ })).toBeVisible();
      await expect(page.getByText(/^Updated /)).toBeVisible();
      await expect(page.getByText('Longname-Smythe')).toHaveCount(0);

      const hidden = await arrangeOpenTournament(db, 'Committee Only Medal');
      const missing = await page.goto(`/tournaments/${hidden}`);
      expect(missing?.status()).toBe(404);
      await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
      await expect(page).toHaveTitle(/^Page Not Found · /);
      expect(await page.content()).not.toContain('Committee Only Medal');
    });
  });

  test('finds the board from the home page, and sees a new score arrive without reloading', async ({ page, db }) => {
    const { id, name, chaser } = await arrangePublishedBoard(db);
    await page.goto('/');
    await page.getByRole('link', { name: 'See the leaderboards' }).click();
    await expect(page).toHaveURL(/\/tournaments$/);
    await page.getByRole('link', { name: `Leaderboard: ${name}` }).click();
    await expect(page).toHaveURL(new RegExp(`/tournaments/${id}$`));
    await expect(page).toHaveTitle(/^Leaderboard · /);
    const thru = page.getByRole('table', { name: `${name}: Flight High` }).getByRole('row', { name: /Oscar P\./ }).getByRole('cell').nth(2);
    await expect(thru).toHaveText('2');
    await writeNextHole(db, chaser.userId, chaser.cardId, 3, 4);
    // The board asks again every 5 seconds while the round is open.
    await expect(thru).toHaveText('3', { timeout: 12_000 });
  });

  test('pages back through the results with Older results, and returns with Latest tournaments', async ({ page, db }) => {
    const tag = `${Date.now() % 100000}`;
    const name = (i: number) => `Archive Open ${tag} ${String(i).padStart(2, '0')}`;
    // Published and finalised long ago (entries closing in January 2001, the latest first): after every
    // other result of this worker's database, so the last of them is on a later page than the first.
    const count = PUBLIC_RESULTS_PAGE + 1;
    for (let i = 0; i < count; i++) {
      const id = await arrangeOpenTournament(db, name(i), { publicLeaderboard: true });
      await db
        .updateTable('tournaments')
        .set({ entries_close_at: new Date(Date.UTC(2001, 0, 31 - i)).toISOString(), finalised_at: new Date().toISOString() })
        .where('id', '=', id)
        .execute();
    }
    await page.goto('/tournaments');
    const archived = page.getByRole('heading', { name: new RegExp(`^Archive Open ${tag} `) });
    const older = page.getByRole('link', { name: 'Older results' });
    await expect(page.getByRole('heading', { name: 'Results', exact: true })).toBeVisible();
    const seen: string[] = [];
    for (let pages = 0; ; pages++) {
      expect(pages).toBeLessThan(20);
      seen.push(...(await archived.allTextContents()));
      if ((await older.count()) === 0) break;
      await older.click();
      await expect(page).toHaveURL(/\/tournaments\?before=\d+$/);
      await expect(page.getByRole('heading', { name: 'Older results', exact: true })).toBeVisible();
    }
    // Every result once, the latest first, and the page that holds the oldest passes axe and the layout checks.
    expect(seen).toEqual(Array.from({ length: count }, (_, i) => name(i)));
    await expectNoAxeViolations(page);
    await expectNoLayoutProblems(page);
    await page.getByRole('link', { name: 'Latest tournaments' }).click();
    await expect(page).toHaveURL(/\/tournaments$/);
    await expect(page.getByRole('heading', { name: 'Results', exact: true })).toBeVisible();
  });
});
