import { expectNoAxeViolations } from './support/axe';
import { insertMember } from '../test/factories';
import { PARS } from '../test/golf-factories';
import { expect, test, toast } from './support/fixtures';
import { arrangeOpenTournament, enterPlayers, giveIndex, gotoApp, phoneSignedInAs, returnedCard } from './support/tournaments';

// Issue 30 in the browser, on phones: a member enters a tournament whose window is open, opens a
// card, plays 18 holes by taps, names a marker and submits; the marker attests from their own phone;
// a third member watching the leaderboard sees the score arrive without reloading.


test('enter, open a card, 18 holes by taps, marker, submit; the marker attests; the board updates by itself', async ({ browser, page, db, signInAs }) => {
  test.setTimeout(120_000);
  const tag = `${Date.now() % 100000}`;
  const name = `Phone Medal ${tag}`;
  const tournamentId = await arrangeOpenTournament(db, name);
  const player = await insertMember(db, { username: `player${tag}`, fullName: `Pat Player${tag}` });
  const marker = await insertMember(db, { username: `marker${tag}`, fullName: `Mo Marker${tag}` });
  const watcher = await insertMember(db, { username: `watcher${tag}` });
  await giveIndex(db, player.id, 12.4);
  await giveIndex(db, marker.id, 20.1);
  // The marker plays in the field too: the players in the tournament are the marker's quick picks.
  await enterPlayers(db, tournamentId, [marker.id]);

  // A third member opens the leaderboard first and leaves it open.
  const third = await phoneSignedInAs(browser, db, watcher.id);
  await gotoApp(third.page, `/member/tournaments/${tournamentId}`);
  const board = third.page.getByRole('table', { name: 'Tournament leaderboard' });
  await expect(board.getByText('No cards yet: scores appear here as players save their holes.')).toBeVisible();
  await third.page.evaluate(() => document.documentElement.setAttribute('data-not-reloaded', 'yes'));
  // Each update after the stream's first carries the board itself: the page reads none at a version.
  const readsAtAVersion: string[] = [];
  third.page.on('request', (request) => {
    if (/\/leaderboard\?.*version=/.test(request.url())) readsAtAVersion.push(request.url());
  });

  // The player, on a phone: the list shows the tournament open now, with the time left in their zone.
  await page.setViewportSize({ width: 375, height: 800 });
  await signInAs(player);
  await page.goto('/member/tournaments');
  const open = page.getByRole('region', { name: 'Open now' });
  const summary = open.getByRole('article', { name });
  await expect(summary.getByTestId('window-countdown')).toHaveText(/^Round 1 closes in 1d 23h \d\dm$/);
  await expect(page.getByText(/Times are shown in your time zone:/)).toBeVisible();
  await summary.getByRole('link', { name: `View tournament: ${name}` }).click();
  await expect(page).toHaveURL(new RegExp(`/member/tournaments/${tournamentId}$`));

  // Enters (the server's answer in the toast), then ticks the conditions: Open card waits for the last tick.
  await page.getByRole('button', { name: 'Enter', exact: true }).click();
  await expect(toast(page).getByText("You're entered. Good luck!")).toBeVisible();
  await expect(page.getByTestId('entry-status')).toHaveText('You are entered');
  const openCard = page.getByRole('button', { name: 'Open card' });
  const boxes = page.getByRole('group', { name: 'Before you open a card' }).getByRole('checkbox');
  const count = await boxes.count();
  expect(count).toBeGreaterThan(4);
  for (let i = 0; i < count; i++) {
    await expect(openCard).toBeDisabled();
    await boxes.nth(i).check();
  }
  await expect(openCard).toBeEnabled();
  await expectNoAxeViolations(page);
  await openCard.click();
  await expect(page).toHaveURL(new RegExp(`/member/tournaments/${tournamentId}/cards/\\d+$`));
  const cardUrl = new URL(page.url()).pathname;

  // 18 holes: the strokes start at par, so each par is one tap on Save & next.
  let taps = 0;
  const save = page.getByRole('button', { name: /^Save & (next|finish)$/ });
  for (let hole = 1; hole <= 18; hole++) {
    await expect(page.getByRole('heading', { name: `Hole ${hole}`, exact: true })).toBeVisible();
    if (hole === 1) await expectNoAxeViolations(page);
    await save.click();
    taps += 1;
    await expect(page.getByRole('button', { name: new RegExp(`^Hole ${hole}, saved: \\d+$`) })).toBeVisible();
  }
  await expect(page.getByRole('heading', { name: 'Submit your card' })).toBeVisible();
  await expect(page.getByTestId('total-thru')).toHaveText('F');
  // The watcher's board shows the round in without a reload.
  const row = board.getByRole('row').filter({ hasText: `Pat Player${tag}` });
  await expect(row).toContainText('F', { timeout: 12_000 });
  await expect(row).toContainText('72');
  expect(await third.page.evaluate(() => document.documentElement.getAttribute('data-not-reloaded'))).toBe('yes');
  // At most one: the stream's opening message may name a newer board than the one first shown.
  expect(readsAtAVersion.length).toBeLessThanOrEqual(1);

  await page.getByRole('radio', { name: `Mo Marker${tag}` }).click();
  taps += 1;
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Submit card' }).click();
  taps += 1;
  await expect(page.getByTestId('card-status')).toHaveText('Submitted, waiting for the marker');
  expect(taps).toBeLessThanOrEqual(20);
  await expect(page.getByText(`Marker: Mo Marker${tag}`)).toBeVisible();
  await expect(page.getByRole('button', { name: /^Save & / })).toHaveCount(0);

  // The marker, on their own phone, checks the card and attests it.
  const second = await phoneSignedInAs(browser, db, marker.id);
  await gotoApp(second.page, cardUrl);
  await expect(second.page.getByRole('heading', { name: `Pat Player${tag}'s card` })).toBeVisible();
  await expectNoAxeViolations(second.page);
  await second.page.getByRole('button', { name: 'Attest card' }).click();
  await expect(toast(second.page).getByText('Card Attested')).toBeVisible();
  await expect(second.page.getByTestId('card-status')).toHaveText('Attested');
  await expect(second.page.getByText(`Attested by Mo Marker${tag}`)).toBeVisible();

  // The player sees it attested; the board still holds the round, never reloaded.
  await page.reload();
  await page.locator('html[data-interactive="true"]').waitFor({ state: 'attached' });
  await expect(page.getByTestId('card-status')).toHaveText('Attested');
  await expect(row).toContainText('72');
  expect(await third.page.evaluate(() => document.documentElement.getAttribute('data-not-reloaded'))).toBe('yes');
  // At most one: the stream's opening message may name a newer board than the one first shown.
  expect(readsAtAVersion.length).toBeLessThanOrEqual(1);
  await second.context.close();
  await third.context.close();
});

test('the committee closes the window early, decides the card left unattested, finalises, and the feed shows the results', async ({ page, db, signInAs }) => {
  test.setTimeout(90_000);
  const tag = `${Date.now() % 100000}`;
  const name = `Committee Cup ${tag}`;
  const tournamentId = await arrangeOpenTournament(db, name, { challengeHours: 0 });
  const ann = await insertMember(db, { username: `ann${tag}`, fullName: `Ann Eagle${tag}` });
  const bob = await insertMember(db, { username: `bob${tag}`, fullName: `Bob Birdie${tag}` });
  // Indexes near scratch, so neither round is an exceptional score for the committee.
  for (const player of [ann, bob]) await giveIndex(db, player.id, 2);
  await enterPlayers(db, tournamentId, [ann.id, bob.id]);
  await returnedCard(db, tournamentId, ann.id, PARS.map((par, i) => (i === 0 ? par - 1 : par)), bob.id, true);
  await returnedCard(db, tournamentId, bob.id, [...PARS], ann.id, false);
  const admin = await insertMember(db, { memberType: 'admin', username: `referee${tag}` });

  await page.setViewportSize({ width: 375, height: 800 });
  await signInAs(admin);
  await gotoApp(page, '/admin/tournaments');
  // While the round is open there is nothing to finalise.
  await page.getByRole('button', { name: `Review & Results: ${name}` }).click();
  const review = page.getByRole('dialog', { name: `Review: ${name}` });
  await expect(review.getByText('No cards wait for the committee.')).toBeVisible();
  await review.getByRole('button', { name: 'Finalise Results' }).click();
  await expect(review.getByText('A round is still open: finalise once the last window has closed.').first()).toBeVisible();
  await page.keyboard.press('Escape');

  // The committee closes the window now, with a reason.
  await page.getByRole('button', { name: `Change window: ${name}` }).click();
  const change = page.getByRole('dialog', { name: `Change a window: ${name}` });
  await expect(change.getByTestId('current-window')).toContainText('Round 1 opens');
  await expectNoAxeViolations(page);
  await change.getByRole('button', { name: 'Change Window' }).click();
  await expect(change.getByText('Give a reason')).toBeVisible();
  await change.getByLabel('Reason').fill('Prize night moved forward');
  await change.getByRole('button', { name: 'Change Window' }).click();
  await expect(toast(page).getByText('Window Changed')).toBeVisible();
  await expect(change).toBeHidden();

  // Bob's card was left unattested at the close: the committee accepts it, then finalises.
  await page.getByRole('button', { name: `Review & Results: ${name}` }).click();
  const item = review.getByRole('heading', { name: new RegExp(`^Bob Birdie${tag}: round 1, attempt 1, gross 72$`) });
  await expect(item).toBeVisible();
  await expect(review.getByText(/not attested/i)).toBeVisible();
  await expectNoAxeViolations(page);
  await review.getByLabel('Reason').fill('The marker confirmed the card by message');
  await review.getByRole('button', { name: 'Record Decision' }).click();
  await expect(toast(page).getByText('Decision Recorded')).toBeVisible();
  await expect(review.getByText('No cards wait for the committee.')).toBeVisible();
  await review.getByRole('button', { name: 'Finalise Results' }).click();
  await expect(toast(page).getByText('Results Final')).toBeVisible();
  await expect(toast(page).getByText(`Overall: Ann Eagle${tag}`)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('row').filter({ hasText: name }).getByText('Final')).toBeVisible();

  // The club feed carries the results once, for every member.
  await gotoApp(page, '/member/feed');
  const post = page.getByRole('article').filter({ hasText: `${name}: final results.` });
  await expect(post).toHaveCount(1);
  await expect(post).toContainText(`1. Ann Eagle${tag} (net`);
  await expect(post).toContainText(`2. Bob Birdie${tag} (net`);
});
