import { insertMember } from '../test/factories';
import { expect, test } from './support/fixtures';
import { axe } from './support/member-browser';
import { arrangeOpenTournament, gotoApp, phoneSignedInAs } from './support/tournaments';

// Issue 34: the tournaments page does not load the club's whole history. The finalised tournaments
// come twenty at a time, the latest first, and "Show older tournaments" brings the next ones.

test('past tournaments come twenty at a time, and Show older tournaments brings the rest', async ({ browser, db }) => {
  test.setTimeout(90_000);
  const tag = `${Date.now() % 100000}`;
  const name = (i: number) => `Archive ${tag} ${String(i).padStart(2, '0')}`;
  // Finalised, their entries closing in 2099 (the latest first), so they lead the list whatever
  // else this worker's database holds.
  for (let i = 0; i < 22; i++) {
    const id = await arrangeOpenTournament(db, name(i));
    await db
      .updateTable('tournaments')
      .set({ entries_close_at: new Date(Date.UTC(2099, 0, 31 - i)).toISOString(), finalised_at: new Date().toISOString() })
      .where('id', '=', id)
      .execute();
  }
  const member = await insertMember(db, { username: `archive${tag}` });
  const phone = await phoneSignedInAs(browser, db, member.id);
  await gotoApp(phone.page, '/member/tournaments');
  const past = phone.page.getByRole('region', { name: 'Past' });
  const archived = past.getByRole('heading', { name: new RegExp(`^Archive ${tag} `) });
  await expect(archived).toHaveCount(20);
  await expect(archived.first()).toHaveText(name(0));
  await expect(archived.last()).toHaveText(name(19));
  const older = phone.page.getByRole('button', { name: 'Show older tournaments' });
  await older.click();
  await expect(archived).toHaveCount(22);
  await expect(archived.last()).toHaveText(name(21));
  await axe(phone.page);
  await phone.page.screenshot({ path: '.tmp/tournament-archive-375.png', fullPage: false });
  await phone.context.close();
});
