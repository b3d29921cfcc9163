import { insertMember } from '../test/factories';
import { expect, test } from './support/fixtures';
import { expectNoAxeViolations } from './support/axe';
import { arrangeOpenTournament, gotoApp, phoneSignedInAs } from './support/tournaments';

// Issue 34: the tournaments page does not load the club's whole history. The finalised tournaments
// come twenty at a time, the latest first, and "Show older tournaments" brings the next ones.

test('past tournaments come twenty at a time, and Show older tournaments brings the rest', async ({ browser, db }) => {
  test.setTimeout(90_000);
  const tag = `${Date.now() % 100000}`;
  const name = (i: number) => `Archive ${tag} ${String(i).padStart(2, '0')}`;
  // Finalised long ago (entries closing in January 2001, the latest first), so every other
  // tournament of this worker's database comes before them and they are all on older pages.
  for (let i = 0; i < 22; i++) {
    const id = await arrangeOpenTournament(db, name(i));
    await db
      .updateTable('tournaments')
      .set({ entries_close_at: new Date(Date.UTC(2001, 0, 31 - i)).toISOString(), finalised_at: new Date().toISOString() })
      .where('id', '=', id)
      .execute();
  }
  const member = await insertMember(db, { username: `archive${tag}` });
  const phone = await phoneSignedInAs(browser, db, member.id);
  await gotoApp(phone.page, '/member/tournaments');
  const past = phone.page.getByRole('region', { name: 'Past' });
  const archived = past.getByRole('heading', { name: new RegExp(`^Archive ${tag} `) });
  const older = phone.page.getByRole('button', { name: 'Show older tournaments' });
  // The first page holds at most twenty finalised tournaments: not all twenty-two of these.
  await expect(older).toBeVisible();
  expect(await archived.count()).toBeLessThan(22);
  // Each press brings the next twenty, until there are no more.
  for (let presses = 0; (await older.count()) > 0; presses++) {
    expect(presses).toBeLessThan(10);
    const before = await past.getByRole('heading', { level: 3 }).count();
    await older.click();
    await expect.poll(() => past.getByRole('heading', { level: 3 }).count()).toBeGreaterThan(before);
  }
  await expect(archived).toHaveCount(22);
  expect(await archived.allTextContents()).toEqual(Array.from({ length: 22 }, (_, i) => name(i)));
  await expectNoAxeViolations(phone.page);
  await phone.page.screenshot({ path: '.tmp/tournament-archive-375.png', fullPage: false });
  await phone.context.close();
});
