import type { Browser, BrowserContext, Page } from '@playwright/test';
import { startSession } from '../../server/domains/auth/session.service';
import { attestCard, openCard, submitCard, writeHole } from '../../server/domains/tournaments/cards.service';
import { upsertEntryRow } from '../../server/domains/tournaments/entries.repository';
import { createTournament } from '../../server/domains/tournaments/tournaments.service';
import { findUserByUsername } from '../../server/domains/users/users.repository';
import { systemClock } from '../../server/platform/core/clock';
import type { Db } from '../../server/platform/db/db';
import { SESSION_COOKIE } from '../../server/doors/http/request-user';
import { tournamentInputSchema } from '../../shared/tournaments/tournament.schema';
import { insertMember } from '../../test/factories';
import { insertCourseWithTee } from '../../test/golf-factories';
import { E2E_ADMIN, E2E_BASE_URL } from './e2e-env';

const HOUR = 60 * 60 * 1000;
const member = (id: number) => ({ id, username: `member${id}`, memberType: 'standard' as const });

/**
 * A one-round tournament whose window holds the real time now (e2e runs on the system clock),
 * created by the e2e admin through the service, on a course of its own; its id.
 */
export async function arrangeOpenTournament(db: Db, name: string, overrides: Record<string, unknown> = {}): Promise<number> {
  const admin = await findUserByUsername(db, E2E_ADMIN.username);
  if (!admin) throw new Error('The e2e admin is missing');
  const { teeId } = await insertCourseWithTee(db, `${name} Links`);
  const now = Date.now();
  const input = tournamentInputSchema.parse({
    name,
    format: 'stroke',
    rounds: [{ teeId, opensAt: new Date(now - HOUR).toISOString(), closesAt: new Date(now + 48 * HOUR).toISOString() }],
    entriesCloseAt: new Date(now + 24 * HOUR).toISOString(),
    capacity: 24,
    entryFee: 10,
    prize: 'The winter jug and a round of drinks',
    ...overrides,
  });
  return (await createTournament({ db, clock: systemClock }, { id: admin.id, username: admin.username, memberType: 'admin' }, input)).id;
}

/** Gives members an index set by the club, so they may enter and open cards. */
export async function giveIndex(db: Db, userId: number, index: number): Promise<void> {
  await db
    .insertInto('member_handicaps')
    .values({ user_id: userId, index_tenths: Math.round(index * 10), note: 'Home club', set_by: null, set_at: new Date(Date.now() - 30 * 24 * HOUR).toISOString() })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
}

/** Enters members the way the entry service leaves them (fees aside). */
export async function enterPlayers(db: Db, tournamentId: number, userIds: number[]): Promise<void> {
  const at = new Date().toISOString();
  for (const userId of userIds) await upsertEntryRow(db, { tournament_id: tournamentId, user_id: userId, status: 'entered', asked_at: at, updated_at: at, charge_entry_id: null });
}

/** An open card for an entered member with the first holes written; its id. */
export async function cardInPlay(db: Db, tournamentId: number, userId: number, strokes: number[]): Promise<number> {
  const deps = { db, clock: systemClock };
  const card = await openCard(deps, member(userId), tournamentId, 1);
  for (const [i, score] of strokes.entries()) await writeHole(deps, member(userId), card.id, i + 1, score);
  return card.id;
}

/** A whole card written and submitted with a marker, attested by them when asked; its id. */
export async function returnedCard(db: Db, tournamentId: number, userId: number, strokes: number[], markerId: number, attested: boolean): Promise<number> {
  const deps = { db, clock: systemClock };
  const id = await cardInPlay(db, tournamentId, userId, strokes);
  await submitCard(deps, member(userId), id, markerId);
  if (attested) await attestCard(deps, member(markerId), id);
  return id;
}

/** A second (or third) signed-in browser at a phone's width, as `signInAs` does for the test's own page. */
export async function phoneSignedInAs(browser: Browser, db: Db, userId: number): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 375, height: 800 }, baseURL: E2E_BASE_URL });
  const token = await startSession({ db, clock: systemClock }, userId);
  await context.addCookies([{ name: SESSION_COOKIE, value: token, url: E2E_BASE_URL, httpOnly: true, sameSite: 'Lax' }]);
  return { context, page: await context.newPage() };
}

/** page.goto, then wait until the app has taken over the server's markup (as the fixtures' page does). */
export async function gotoApp(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.locator('html[data-interactive="true"]').waitFor({ state: 'attached', timeout: 15_000 });
}

/**
 * A tournament open now whose board the committee published, in two flights with a player on each
 * (two and four holes in): the public leaderboard's pages. Its id, name, and the chaser's card.
 */
export async function arrangePublishedBoard(db: Db, name?: string): Promise<{ id: number; name: string; chaser: { userId: number; cardId: number } }> {
  const leader = await insertMember(db, { fullName: 'Petra Longname-Smythe' });
  const chaser = await insertMember(db, { fullName: 'Oscar Putt' });
  const title = name ?? `Autumn Open Championship Medal ${leader.id}`;
  const id = await arrangeOpenTournament(db, title, {
    publicLeaderboard: true,
    flights: [
      { name: 'Low', maxIndex: 12 },
      { name: 'High', maxIndex: null },
    ],
  });
  await giveIndex(db, leader.id, 9.8);
  await giveIndex(db, chaser.id, 14.2);
  await enterPlayers(db, id, [leader.id, chaser.id]);
  await cardInPlay(db, id, leader.id, [4, 5, 3, 4]);
  const cardId = await cardInPlay(db, id, chaser.id, [5, 4]);
  return { id, name: title, chaser: { userId: chaser.id, cardId } };
}

/** One more hole on a card in play, as the player's phone writes it. */
export async function writeNextHole(db: Db, userId: number, cardId: number, hole: number, strokes: number): Promise<void> {
  await writeHole({ db, clock: systemClock }, member(userId), cardId, hole, strokes);
}
