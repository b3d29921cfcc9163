import { expectNoAxeViolations } from './support/axe';
import { insertMember } from '../test/factories';
import { insertCourseWithTee } from '../test/golf-factories';
import { expect, test, toast } from './support/fixtures';
import { gotoApp, phoneSignedInAs } from './support/tournaments';

// Issue 31 on phones: two friends play one match apart, each on their own course; the one who has
// not played yet sees how far the other is, but none of their holes.


test('a match played apart on own courses: the friend joins with their tees and sees the other’s holes only once played', async ({ browser, page, db, signInAs }) => {
  test.setTimeout(90_000);
  const tag = `${Date.now() % 100000}`;
  await insertCourseWithTee(db, `Sim Links ${tag}`);
  await insertCourseWithTee(db, `Ohio Pines ${tag}`, 'outdoor');
  // Members see each other by name (the username stays in the page's test ids).
  const organizerName = `Olaf Oslo${tag}`;
  const friendName = `Ola Ohio${tag}`;
  const organizer = await insertMember(db, { username: `oslo${tag}`, fullName: organizerName });
  const friend = await insertMember(db, { username: `ohio${tag}`, fullName: friendName });

  await page.setViewportSize({ width: 375, height: 800 });
  await signInAs(organizer);
  await gotoApp(page, '/member/feed');
  await page.getByRole('button', { name: 'Start a Match' }).click();
  // From midnight today, open for three days: already under way, so holes can be scored at once.
  await page.getByRole('combobox', { name: 'Time' }).click();
  await page.getByRole('option', { name: '12:00 AM', exact: true }).click();
  await page.getByRole('combobox', { name: 'Course and tees' }).click();
  await page.getByRole('option', { name: `Sim Links ${tag}: Blue` }).click();
  await page.getByRole('combobox', { name: 'Format' }).click();
  await page.getByRole('option', { name: /^Stroke play/ }).click();
  await page.getByRole('combobox', { name: 'When players play' }).click();
  await page.getByRole('option', { name: 'Apart, for 3 days' }).click();
  await page.getByRole('switch', { name: 'Each player on their own course' }).check();
  await page.getByLabel('Invite members').fill(friend.username);
  await page.getByRole('option', { name: friendName }).click();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Create Match' }).click();
  await expect(toast(page).getByText('Match Created')).toBeVisible();
  const card = page.getByRole('article').filter({ hasText: `${organizerName}, ${friendName}` });
  await card.getByRole('link', { name: /^Match on / }).click();
  await expect(page).toHaveURL(/\/member\/match\/\d+$/);
  const matchUrl = new URL(page.url()).pathname;
  // The address changes before the match page replaces the feed (whose cards carry the same lines).
  await expect(page.getByRole('heading', { name: 'Match Feed' })).toBeVisible();
  await expect(page.getByTestId('apart-line')).toContainText('Played apart: each player plays whenever suits them until');
  await expect(page.getByTestId('own-tees-line')).toContainText(`each on their own course, compared net to par: ${organizerName} at Sim Links ${tag} (Blue tees)`);

  // The friend joins on their own course.
  const other = await phoneSignedInAs(browser, db, friend.id);
  await gotoApp(other.page, matchUrl);
  await other.page.getByRole('button', { name: 'Join Match' }).click();
  const dialog = other.page.getByRole('dialog', { name: 'Join Match' });
  await dialog.getByRole('combobox', { name: 'Your course and tees' }).click();
  await other.page.getByRole('option', { name: `Ohio Pines ${tag}: Blue` }).click();
  await expectNoAxeViolations(other.page);
  await dialog.getByRole('button', { name: 'Join Match' }).click();
  await expect(toast(other.page).getByText('Match Joined')).toBeVisible();
  await expect(other.page.getByTestId('own-tees-line')).toContainText(`${friendName} at Ohio Pines ${tag} (Blue tees)`);

  // The organizer plays three holes, scoring only their own card.
  await gotoApp(page, matchUrl);
  await page.getByRole('link', { name: 'Record Score' }).click();
  for (let hole = 1; hole <= 3; hole++) {
    await expect(page.getByRole('heading', { name: `Hole ${hole}`, exact: true })).toBeVisible();
    await page.getByRole('button', { name: /^Save & (next|finish)$/ }).click();
  }
  await expect(page.getByRole('region', { name: `Score of ${friendName}` })).toHaveCount(0);

  // The friend's open page says how far the organizer is, without showing a stroke.
  await expect(other.page.getByTestId(`hidden-${organizer.username}`)).toHaveText(`${organizerName} has played 3 more holes: shown once you have played them.`, { timeout: 12_000 });
  await expectNoAxeViolations(other.page);

  // The friend's home shows who is playing now, live: where and how far, never a stroke.
  await gotoApp(other.page, '/member/home');
  const playing = other.page.getByRole('region', { name: 'Playing Now' });
  await expect(playing.getByTestId(`playing-${organizer.username}`)).toHaveText(`Sim Links ${tag} (Blue) · thru 3 of 18`);
  await page.getByRole('button', { name: /^Hole 4/ }).click();
  await page.getByRole('button', { name: /^Save & (next|finish)$/ }).click();
  await expect(playing.getByTestId(`playing-${organizer.username}`)).toHaveText(`Sim Links ${tag} (Blue) · thru 4 of 18`, { timeout: 20_000 });
  await expectNoAxeViolations(other.page);
  await other.context.close();
});
