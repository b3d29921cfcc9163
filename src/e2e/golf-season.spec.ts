import { expectNoAxeViolations } from './support/axe';
import { addDays, clubToday } from '../shared/club-time';
import { systemClock } from '../server/platform/core/clock';
import { joinMatch } from '../server/domains/matches/matches.service';
import { recordScore } from '../server/domains/matches/match-scores.service';
import { attestRoundRow, listRoundRowsOfMatch } from '../server/domains/rounds/rounds.repository';
import { insertMember } from '../test/factories';
import { insertGolfMatch } from '../test/golf-factories';
import { expect, test, toast } from './support/fixtures';

const unique = () => `${Date.now() % 100000}${Math.floor(Math.random() * 100)}`;
const PAR_FOURS = Array.from({ length: 18 }, () => 4);


test('an admin adds a course, members play a Stableford match, attest it, and see the club index and leaderboard change', async ({ page, db, signInAs }) => {
  test.setTimeout(120_000);
  const tag = unique();
  const admin = await insertMember(db, { username: `pro${tag}`, memberType: 'admin' });
  // Members see each other by name: cards, results, attestations and the season table show it.
  const caseyName = `Casey Card${tag}`;
  const rileyName = `Riley Rake${tag}`;
  const casey = await insertMember(db, { username: `casey${tag}`, fullName: caseyName });
  const riley = await insertMember(db, { username: `riley${tag}`, fullName: rileyName });
  const courseName = `Sim Links ${tag}`;

  // The admin adds a course and its tees.
  await signInAs(admin);
  await page.goto('/admin/courses');
  await page.getByRole('button', { name: 'Add Course' }).click();
  const courseDialog = page.getByRole('dialog', { name: 'Add Course' });
  await courseDialog.getByLabel('Course name').fill(courseName);
  await courseDialog.getByLabel('Location').fill('GSPro');
  await courseDialog.getByRole('button', { name: 'Add Course' }).click();
  await expect(toast(page).getByText('Course Added')).toBeVisible();
  const course = page.locator('.mantine-Card-root').filter({ has: page.getByRole('heading', { name: courseName }) });
  await course.getByRole('button', { name: 'Add Tees' }).click();
  const teeDialog = page.getByRole('dialog', { name: 'Add Tees' });
  await teeDialog.getByLabel('Tee name').fill('Blue');
  await teeDialog.getByLabel('Course rating (18)').fill('72.0');
  await teeDialog.getByLabel('Slope (18)').fill('113');
  // A mistake first: two holes with stroke index 1 are refused with the rule, nothing saved.
  await teeDialog.getByLabel('Hole 2 stroke index').fill('1');
  await teeDialog.getByRole('button', { name: 'Add Tees' }).click();
  await expect(teeDialog.getByText('Stroke indexes must use each number from 1 to 18 once')).toBeVisible();
  await expectNoAxeViolations(page);
  await teeDialog.getByLabel('Hole 2 stroke index').fill('2');
  await teeDialog.getByRole('button', { name: 'Add Tees' }).click();
  await expect(toast(page).getByText('Tees Added')).toBeVisible();
  await expect(course.getByRole('cell', { name: '72.0 / 113' })).toBeVisible();
  const tee = await db.selectFrom('course_tees').innerJoin('courses', 'courses.id', 'course_tees.course_id').select('course_tees.id').where('courses.name', '=', courseName).executeTakeFirstOrThrow();

  // Casey has two attested rounds on it already (a club index needs three).
  const { time_zone: timeZone } = await db.selectFrom('club_settings').select('time_zone').executeTakeFirstOrThrow();
  const caseySession = { id: casey.id, username: casey.username, memberType: 'standard' as const };
  for (const daysAgo of [20, 10]) {
    const matchId = await insertGolfMatch(db, tee.id, [casey.id, riley.id], { date: addDays(clubToday(timeZone), -daysAgo) });
    for (let hole = 1; hole <= 18; hole++) await recordScore({ db, clock: systemClock }, caseySession, { matchId, userId: casey.id, hole, score: 5 });
    const [round] = (await listRoundRowsOfMatch(db, matchId)).filter((r) => r.user_id === casey.id);
    if (round) await attestRoundRow(db, round.id, riley.id, new Date().toISOString());
  }

  await page.context().clearCookies();
  await signInAs(casey);
  await page.goto('/member/club-index');
  await expect(page.getByRole('heading', { name: 'Club index (WHS method, unofficial)' })).toBeVisible();
  await expect(page.getByTestId('club-index')).toHaveText('–');
  await page.goto('/member/season');
  const board = page.getByRole('region', { name: 'Leaderboard' });
  const caseyRow = board.getByRole('row').filter({ hasText: caseyName });
  await expect(caseyRow).toContainText('36'); // 18 points a round: a 5 on each par 4 off 0
  await expectNoAxeViolations(page);

  // Casey starts a Stableford match on the new tees with Riley.
  await page.goto('/member/feed');
  await page.getByRole('button', { name: 'Start a Match' }).click();
  await page.getByRole('combobox', { name: 'Course and tees' }).click();
  await page.getByRole('option', { name: new RegExp(`^${courseName}: Blue`) }).click();
  await expect(page.getByRole('combobox', { name: 'Format' })).toHaveValue(/Stableford/);
  await page.getByLabel('Invite members').fill(riley.username);
  await page.getByRole('option', { name: rileyName }).click();
  await page.getByRole('button', { name: 'Create Match' }).click();
  await expect(toast(page).getByText('Match Created')).toBeVisible();
  const card = page.getByRole('article').filter({ hasText: `${caseyName}, ${rileyName}` });
  await expect(card.getByText(`Stableford · ${courseName}, Blue tees · 18 holes`)).toBeVisible();
  await card.getByRole('link', { name: /^Match on / }).click();
  await expect(page).toHaveURL(/\/member\/match\/\d+$/);
  const matchId = Number(page.url().split('/').pop());
  // Riley accepts; the match day arrives (scores are recorded from the round's start).
  await joinMatch({ db, clock: systemClock }, { id: riley.id, username: riley.username, memberType: 'standard' }, matchId);
  await db.updateTable('matches').set({ date: addDays(clubToday(timeZone), -1) }).where('id', '=', matchId).execute();

  // Scores: 17 holes each arrive as from the players' phones; the last ones through the score screen.
  for (let hole = 1; hole <= 17; hole++) {
    await recordScore({ db, clock: systemClock }, caseySession, { matchId, userId: casey.id, hole, score: PAR_FOURS[hole - 1] ?? 4 });
    await recordScore({ db, clock: systemClock }, caseySession, { matchId, userId: riley.id, hole, score: 6 });
  }
  await page.reload();
  await page.getByRole('link', { name: 'Record Score' }).click();
  // Straight to the one hole missing, both players at par.
  await expect(page.getByRole('heading', { name: 'Hole 18' })).toBeVisible();
  await expect(page.getByTestId('hole-par')).toHaveText('Par 4');
  await expect(page.getByTestId(`strokes-${casey.username}`)).toHaveText('4');
  await page.getByRole('button', { name: `One stroke more for ${rileyName}` }).click();
  await page.getByRole('button', { name: `One stroke more for ${rileyName}` }).click();
  await expect(page.getByTestId(`strokes-${riley.username}`)).toHaveText('6');
  await expectNoAxeViolations(page);
  // The server refuses (the round was moved to next week meanwhile): each refusal says whose hole and why,
  // and stays; nothing typed is lost: back on the hole, the strokes refused are there to send again.
  await db.updateTable('matches').set({ date: addDays(clubToday(timeZone), 7) }).where('id', '=', matchId).execute();
  await page.getByRole('button', { name: 'Save & finish' }).click();
  const refused = page.getByRole('alert').filter({ hasText: 'Hole 18 not saved' });
  await expect(refused).toHaveCount(2);
  await expect(refused.filter({ hasText: `Hole 18 not saved for ${rileyName} (6 strokes)` })).toContainText('Scores can be recorded once the round has started');
  await db.updateTable('matches').set({ date: addDays(clubToday(timeZone), -1) }).where('id', '=', matchId).execute();
  await page.getByRole('button', { name: 'Hole 18, not entered' }).click();
  await expect(page.getByTestId(`strokes-${riley.username}`)).toHaveText('6');
  await page.getByRole('button', { name: 'Save & finish' }).click();
  await expect(page.getByRole('heading', { name: 'Every hole is in' })).toBeVisible();
  await expect(page.getByRole('button', { name: `Hole 18, saved: ${caseyName} 4, ${rileyName} 6` })).toBeVisible();
  for (let i = 0; i < 2; i++) await page.getByRole('button', { name: 'Dismiss hole 18' }).first().click();
  await expect(refused).toHaveCount(0);
  await expect(toast(page).getByText('Score Recorded').last()).toBeVisible();
  await page.getByRole('link', { name: 'See the scorecard' }).click();
  const scorecard = page.getByRole('table', { name: 'Scorecard' });
  await expect(scorecard.getByTestId(`points-${casey.username}`)).toHaveText('36');
  await expect(scorecard.getByTestId(`points-${riley.username}`)).toHaveText('0');
  await expect(page.getByTestId(`round-state-${casey.username}`)).toContainText('waiting for a playing partner');
  await expect(page.getByRole('button', { name: `Attest ${caseyName}'s round` })).toHaveCount(0); // not one's own
  await expectNoAxeViolations(page);

  // The result is in the feed: a card from the club, whoever saved the last score.
  await page.goto('/member/feed');
  const result = page.getByRole('article', { name: `Match result: ${caseyName} won` });
  await expect(result).toContainText(`Stableford at ${courseName} · Blue tees, 18 holes`);
  await expect(result.getByRole('list', { name: 'Places' })).toContainText(`1. ${caseyName} 36 pts`);
  await expect(result.getByRole('list', { name: 'Places' })).toContainText(`2. ${rileyName} 0 pts`);

  // Riley attests Casey's round.
  await page.context().clearCookies();
  await signInAs(riley);
  await page.goto(`/member/match/${matchId}`);
  await page.getByRole('button', { name: `Attest ${caseyName}'s round` }).click();
  await expect(toast(page).getByText('Round Attested')).toBeVisible();
  await expect(page.getByTestId(`round-state-${casey.username}`)).toContainText(`Attested by ${rileyName}`);

  // Casey's club index appears: three differentials of 90, 90, 72 on 72.0 / 113 give 18.0, 18.0, 0.0; the lowest minus 2.0, a plus index.
  await page.goto(`/member/club-index/${casey.id}`);
  await expect(page.getByTestId('club-index')).toHaveText('+2.0');
  await expect(page.getByRole('region', { name: 'Score record' }).getByRole('row')).toHaveCount(4);
  await expect(page.getByText(/To play to \+2.0 on .*Blue tees \(men\) you need 70/).first()).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto('/member/season');
  await expect(page.getByRole('region', { name: 'Leaderboard' }).getByRole('row').filter({ hasText: caseyName })).toContainText('72');
});
