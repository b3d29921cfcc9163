import type { Page } from '@playwright/test';
import { insertMember } from '../test/factories';
import { insertCourseWithTee, insertGolfMatch, PARS } from '../test/golf-factories';
import { expect, test } from './support/fixtures';
import { arrangeOpenTournament, cardInPlay, enterPlayers, giveIndex, gotoApp, phoneSignedInAs } from './support/tournaments';

// A phone in a garage simulator or on a course with one bar of signal (docs/decisions/play-from-anywhere.md,
// Offline scorecards): holes entered without a connection stay on the phone, through a reload, and go to
// the server once each when it is back; a hole the server then refuses is shown with its reason.

const SIX = [1, 2, 3, 4, 5, 6];
const DAY = 24 * 60 * 60 * 1000;

/** Waits until the worker runs the page and the card screen has kept its shell and data for offline use. */
async function keptForOffline(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const names = await caches.keys();
        const data = names.find((name) => name.startsWith('club-card-data-'));
        return names.includes('club-card-shell-v1') && data !== undefined && (await (await caches.open(data)).keys()).length >= 5;
      }),
    )
    .toBe(true);
}

/** Enters the six first holes at par (the strokes start there) with Save & next. */
async function sixPars(page: Page): Promise<void> {
  for (const hole of SIX) {
    await expect(page.getByRole('heading', { name: `Hole ${hole}` })).toBeVisible();
    await page.getByRole('button', { name: 'Save & next' }).click();
  }
  await expect(page.getByRole('heading', { name: 'Hole 7' })).toBeVisible();
}

const par = (hole: number) => PARS[hole - 1] ?? 4;
const dot = (page: Page, hole: number, state: 'waiting to send' | 'saved') => page.getByRole('button', { name: `Hole ${hole}, ${state}: ${par(hole)}` });

test('a match score screen keeps holes offline through a reload, sends each once on return, and shows a hole refused then', async ({ browser, db }) => {
  const organizer = await insertMember(db);
  const member = await insertMember(db);
  const { teeId } = await insertCourseWithTee(db, 'Offline Links');
  const yesterday = new Date(Date.now() - DAY).toISOString().slice(0, 10);
  const matchId = await insertGolfMatch(db, teeId, [organizer.id, member.id], { date: yesterday, format: 'stroke' });
  const { context, page } = await phoneSignedInAs(browser, db, member.id);
  await gotoApp(page, '/member/home');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await gotoApp(page, `/member/match/${matchId}/score`);
  await expect(page.getByRole('heading', { name: 'Hole 1' })).toBeVisible();
  await keptForOffline(page);

  await context.setOffline(true);
  await sixPars(page);
  await expect(page.getByTestId('offline-banner')).toContainText('You are offline');
  await expect(page.getByTestId('offline-banner')).toContainText('Holes are kept on this phone and sent when you are back online. 6 holes waiting to send.');
  for (const hole of SIX) await expect(dot(page, hole, 'waiting to send')).toBeVisible();

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Hole 7' })).toBeVisible();
  for (const hole of SIX) await expect(dot(page, hole, 'waiting to send')).toBeVisible();
  await expect(page.getByTestId('offline-banner')).toContainText('6 holes waiting to send');
  expect(await db.selectFrom('match_scores').select('hole').where('match_id', '=', matchId).execute()).toEqual([]);

  await context.setOffline(false);
  for (const hole of SIX) await expect(dot(page, hole, 'saved')).toBeVisible();
  await expect(page.getByTestId('offline-banner')).toHaveCount(0);
  const scores = await db.selectFrom('match_scores').select(['user_id', 'hole', 'score']).where('match_id', '=', matchId).orderBy('hole').execute();
  expect(scores).toEqual(SIX.map((hole) => ({ user_id: member.id, hole, score: par(hole) })));
  const audited = await db.selectFrom('audit_log').select('summary').where('action', '=', 'score.record').where('entity_id', '=', String(matchId)).execute();
  expect(audited).toHaveLength(6);

  // Hole 7 is kept offline; meanwhile the match's window closes (it was played apart until now).
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Save & next' }).click();
  await expect(dot(page, 7, 'waiting to send')).toBeVisible();
  await db.updateTable('matches').set({ apart_closes_at: new Date(Date.now() - 60_000).toISOString() }).where('id', '=', matchId).execute();
  await context.setOffline(false);
  const refused = page.getByRole('alert').filter({ hasText: 'Hole 7 not saved' });
  await expect(refused).toContainText(`Hole 7 not saved (${par(7)} strokes)`);
  await expect(refused).toContainText('This match closed on');
  await expect(refused).toContainText('scores can no longer be recorded');
  expect(await db.selectFrom('match_scores').select('hole').where('match_id', '=', matchId).execute()).toHaveLength(6);
  // It stays until dismissed, through a reload.
  await page.reload();
  await expect(page.getByRole('alert').filter({ hasText: 'Hole 7 not saved' })).toBeVisible();
  await page.getByRole('button', { name: 'Dismiss hole 7' }).click();
  await expect(page.getByRole('alert')).toHaveCount(0);

  // Signing out leaves nothing of the member's cards on the phone.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole('navigation', { name: 'Members area' }).getByRole('link', { name: 'Me', exact: true }).click();
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();
  const left = await page.evaluate(async () => ({
    names: (await caches.keys()).filter((name) => name !== 'club-assets-v1'),
    databases: (await indexedDB.databases()).map((database) => database.name),
  }));
  expect(left).toEqual({ names: [], databases: [] });
  await context.close();
});

test('a tournament card keeps holes offline through a reload, sends each once on return, and shows a hole refused once the card is locked', async ({ browser, db }) => {
  const member = await insertMember(db);
  const tournamentId = await arrangeOpenTournament(db, 'Offline Medal');
  await giveIndex(db, member.id, 12.4);
  await enterPlayers(db, tournamentId, [member.id]);
  const cardId = await cardInPlay(db, tournamentId, member.id, []);
  const { match_id: matchId } = await db.selectFrom('tournament_cards').select('match_id').where('id', '=', cardId).executeTakeFirstOrThrow();
  const { context, page } = await phoneSignedInAs(browser, db, member.id);
  await gotoApp(page, '/member/home');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await gotoApp(page, `/member/tournaments/${tournamentId}/cards/${cardId}`);
  await expect(page.getByRole('heading', { name: 'Hole 1' })).toBeVisible();
  await keptForOffline(page);

  await context.setOffline(true);
  await sixPars(page);
  await expect(page.getByTestId('offline-banner')).toContainText('You are offline');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Hole 7' })).toBeVisible();
  for (const hole of SIX) await expect(dot(page, hole, 'waiting to send')).toBeVisible();
  expect(await db.selectFrom('match_scores').select('hole').where('match_id', '=', matchId).execute()).toEqual([]);

  await context.setOffline(false);
  for (const hole of SIX) await expect(dot(page, hole, 'saved')).toBeVisible();
  const scores = await db.selectFrom('match_scores').select(['user_id', 'hole', 'score']).where('match_id', '=', matchId).orderBy('hole').execute();
  expect(scores).toEqual(SIX.map((hole) => ({ user_id: member.id, hole, score: par(hole) })));
  expect(await db.selectFrom('score_write_keys').select('hole').where('match_id', '=', matchId).execute()).toHaveLength(6);

  // Hole 7 is kept offline; meanwhile the card is handed in from another device, which locks it.
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Save & next' }).click();
  await expect(dot(page, 7, 'waiting to send')).toBeVisible();
  await db.updateTable('tournament_cards').set({ status: 'submitted', submitted_at: new Date().toISOString() }).where('id', '=', cardId).execute();
  await context.setOffline(false);
  const refused = page.getByRole('alert').filter({ hasText: 'Hole 7 not saved' });
  await expect(refused).toContainText(`Hole 7 not saved (${par(7)} strokes)`);
  await expect(refused).toContainText('This card is submitted: its scores are locked.');
  expect(await db.selectFrom('match_scores').select('hole').where('match_id', '=', matchId).execute()).toHaveLength(6);
  await context.close();
});
