import { TRPCClientError } from '@trpc/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { OpenGameInput } from '../../../shared/open-games/open-game.schema';
import { LAPSED_MESSAGE } from '../../../shared/membership/membership.schema';
import { insertMember, memberCookie } from '../../../test/factories';
import { insertCourseWithTee } from '../../../test/golf-factories';
import { createTestApp, type TestApp, trpcClient } from '../../../test/test-app';
import { TestClock } from '../../../test/test-clock';
import { testDeps } from '../../../test/test-deps';
import { setOptOut } from '../../platform/mail/mail-preferences.repository';
import { joinGame, listJoinableGames, postGame } from './open-games.service';
import { ADMIN_HAS_NO_MEMBERSHIP } from './playing-member';

// Looking for a game (docs/decisions/open-games.md). The club is in New York; its members are in
// London (GMT until 28 March 2027) and Tokyo (UTC+9 all year). New York is on EDT from 14 March.

const MARCH_15 = '2027-03-15T12:00:00.000Z';

let t: TestApp;
let clock: TestClock;
beforeEach(async () => {
  clock = new TestClock(MARCH_15);
  t = await createTestApp({}, { clock });
});
afterEach(() => t.close());

async function signedIn(username: string, overrides: Parameters<typeof insertMember>[1] = {}) {
  const member = await insertMember(t.db, { username, fullName: `${username.charAt(0).toUpperCase()}${username.slice(1)} Lee`, email: `${username}@example.com`, ...overrides });
  const cookie = await memberCookie(t.db, member.id, clock);
  return { member, cookie, trpc: trpcClient(t.app, cookie) };
}
type Player = Awaited<ReturnType<typeof signedIn>>;

/** A fresh session at the clock's now (a session ends after 7 idle days). */
async function again(player: Player): Promise<Player> {
  const cookie = await memberCookie(t.db, player.member.id, clock);
  return { ...player, cookie, trpc: trpcClient(t.app, cookie) };
}

async function inZone(player: Player, timeZone: string) {
  await player.trpc.profile.setTimeZone.mutate({ timeZone });
  return player;
}

const GAME: OpenGameInput = { when: 'at', date: '2027-03-20', time: '19:30', teeId: null, platform: 'gspro', format: 'stableford', places: 3, play: 'together' };
const WEEK: OpenGameInput = { when: 'week', teeId: null, platform: 'trackman', format: 'stroke', places: 2, play: 'apart' };

/** A refusal's tRPC code (or AppError code, for a service called directly) and message. */
function reasonOf(error: unknown): { code: string | undefined; message: string } {
  if (error instanceof TRPCClientError) {
    const data: unknown = error.data;
    const code = typeof data === 'object' && data !== null && 'code' in data && typeof data.code === 'string' ? data.code : undefined;
    return { code, message: error.message };
  }
  if (error instanceof Error && 'code' in error && typeof error.code === 'string') return { code: error.code, message: error.message };
  throw error;
}

/** The refusal a call got. */
async function refusal(call: Promise<unknown>): Promise<{ code: string | undefined; message: string }> {
  try {
    await call;
  } catch (error) {
    return reasonOf(error);
  }
  throw new Error('The call was not refused');
}

const count = async (table: 'open_games' | 'open_game_players' | 'matches' | 'audit_log') =>
  Number((await t.db.selectFrom(table).select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow()).n);
const outbox = () => t.db.selectFrom('mail_outbox').select(['to_address', 'subject', 'text_body']).orderBy('id').execute();
const auditActions = async () => (await t.db.selectFrom('audit_log').select('action').where('entity_type', '=', 'open_game').orderBy('id').execute()).map((row) => row.action);

describe('posting a game', () => {
  it('takes a time on the host’s clock and keeps the instant; a reader in Tokyo gets that instant and the host’s zone', async () => {
    const ann = await inZone(await signedIn('ann'), 'Europe/London');
    const kenji = await inZone(await signedIn('kenji'), 'Asia/Tokyo');
    // 19:30 in London on 20 March is GMT: 19:30 UTC (04:30 on the 21st in Tokyo).
    const game = await ann.trpc.openGames.create.mutate(GAME);
    expect(game).toMatchObject({ startsAt: '2027-03-20T19:30:00.000Z', openUntil: '2027-03-20T19:30:00.000Z', hostTimeZone: 'Europe/London', places: 3, placesLeft: 2 });
    expect(game.players).toEqual([{ id: ann.member.id, username: 'ann', name: 'Ann Lee' }]);
    expect(game.host).toEqual({ id: ann.member.id, username: 'ann', name: 'Ann Lee' });
    expect(game.viewer).toEqual({ isHost: true, isPlayer: true, canJoin: false, canLeave: false, canCancel: true });
    // After London moved to BST (28 March), 19:30 there is 18:30 UTC.
    const summer = await ann.trpc.openGames.create.mutate({ ...GAME, date: '2027-04-02' });
    expect(summer.startsAt).toBe('2027-04-02T18:30:00.000Z');
    // A zone sent with the form wins over the profile's.
    const sent = await ann.trpc.openGames.create.mutate({ ...GAME, timeZone: 'Asia/Tokyo', date: '2027-03-21', time: '04:30' });
    expect(sent).toMatchObject({ startsAt: '2027-03-20T19:30:00.000Z', hostTimeZone: 'Asia/Tokyo' });

    const seen = await kenji.trpc.openGames.list.query();
    expect(seen.map((g) => g.id)).toEqual([game.id, sent.id, summer.id]);
    expect(seen[0]).toMatchObject({ startsAt: '2027-03-20T19:30:00.000Z', hostTimeZone: 'Europe/London', placesLeft: 2, status: 'open' });
    expect(seen[0]?.viewer).toEqual({ isHost: false, isPlayer: false, canJoin: true, canLeave: false, canCancel: false });
    expect(await auditActions()).toEqual(['open_game.post', 'open_game.post', 'open_game.post']);
  });

  it('any time this week is open to join for 7 days', async () => {
    const ann = await signedIn('ann');
    const game = await ann.trpc.openGames.create.mutate(WEEK);
    expect(game).toMatchObject({ startsAt: null, openUntil: '2027-03-22T12:00:00.000Z', play: 'apart', apartDays: null });
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['six places', { places: 5 }, 'Choose how many players in total: 2 to 4.'],
    ['one place', { places: 1 }, 'Choose how many players in total: 2 to 4.'],
    ['match play for three', { format: 'match' }, 'Singles match play is for two players: choose 2 places.'],
    ['a quarter past', { time: '19:15' }, 'Please choose a time on the hour or the half hour.'],
    ['no date', { date: undefined }, 'Please choose a date.'],
    ['a date that does not exist', { date: '2027-02-30' }, 'Please choose a date.'],
    ['an unknown platform', { platform: 'xbox' }, 'Choose a platform from the list'],
    ['an unknown format', { format: 'scramble' }, 'Choose stroke play, Stableford or singles match play.'],
    ['an unknown zone', { timeZone: 'Mars/Olympus' }, 'Choose a valid time zone, such as America/New_York'],
    ['a week with a date', { when: 'week' }, 'Any time this week takes no date or time.'],
    ['apart without its days', { play: 'apart' }, 'Choose how many days the game stays open to play apart: 1 to 7.'],
    ['together with days apart', { apartDays: 2 }, 'A game played together has no days apart.'],
    ['eight days apart', { play: 'apart', apartDays: 8 }, 'Choose how many days the game stays open to play apart: 1 to 7.'],
    ['a time gone', { date: '2027-03-15', time: '07:30' }, 'Choose a time still to come: a game is posted before it is played.'],
    ['too far ahead', { date: '2027-04-13' }, 'Post a game at most 28 days ahead.'],
    ['a time the clocks skip', { date: '2027-03-28', time: '01:30', timeZone: 'Europe/London' }, '01:30 does not exist on 2027-03-28 in Europe/London: the clocks go forward then. Choose another time.'],
    ['a course not in the list', { teeId: 999_999 }, 'Choose a course from the list.'],
  ])('refuses %s with a clear message and stores nothing', async (_name, change, message) => {
    const ann = await signedIn('ann');
    const response = await t.app.inject({ method: 'POST', url: '/trpc/openGames.create', headers: { cookie: ann.cookie, 'content-type': 'application/json' }, payload: { ...GAME, ...change } });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: { message: string } }>().error.message).toBe(message);
    expect(await count('open_games')).toBe(0);
    expect(await count('open_game_players')).toBe(0);
    expect(await auditActions()).toEqual([]);
  });

  it('refuses retired tees, and a sixth open game from one host', async () => {
    const ann = await signedIn('ann');
    const { teeId } = await insertCourseWithTee(t.db, 'Old Links');
    await t.db.updateTable('course_tees').set({ retired_at: MARCH_15 }).where('id', '=', teeId).execute();
    expect(await refusal(ann.trpc.openGames.create.mutate({ ...GAME, teeId }))).toEqual({ code: 'BAD_REQUEST', message: 'These tees are retired. Choose tees from the list.' });
    for (let i = 0; i < 5; i++) await ann.trpc.openGames.create.mutate(GAME);
    expect((await refusal(ann.trpc.openGames.create.mutate(GAME))).code).toBe('CONFLICT');
    expect(await count('open_games')).toBe(5);
  });
});

describe('joining a game', () => {
  it('takes a place; the last place makes a match with every player, tells each one, and the game leaves the open list', async () => {
    const ann = await inZone(await signedIn('ann'), 'Europe/London');
    const kenji = await inZone(await signedIn('kenji'), 'Asia/Tokyo');
    const olga = await signedIn('olga');
    const dave = await signedIn('dave');
    const { teeId } = await insertCourseWithTee(t.db, 'Harbour Links');
    await setOptOut(t.db, olga.member.id, 'match_invitations', true, MARCH_15);
    const posted = await ann.trpc.openGames.create.mutate({ ...GAME, teeId, play: 'apart', apartDays: 2 });

    const joined = await kenji.trpc.openGames.join.mutate({ id: posted.id });
    expect(joined).toMatchObject({ status: 'open', placesLeft: 1, matchId: null, course: { teeId, courseName: 'Harbour Links' } });
    expect(joined.viewer).toMatchObject({ isPlayer: true, canJoin: false, canLeave: true, canCancel: false });
    expect((await kenji.trpc.openGames.list.query()).map((g) => g.id)).toEqual([]);
    expect((await kenji.trpc.openGames.mine.query()).map((g) => g.id)).toEqual([posted.id]);
    expect(await outbox()).toEqual([]);

    const full = await olga.trpc.openGames.join.mutate({ id: posted.id });
    expect(full).toMatchObject({ status: 'matched', placesLeft: 0 });
    expect(full.players.map((p) => p.username)).toEqual(['ann', 'kenji', 'olga']);
    const matchId = full.matchId;
    if (matchId === null) throw new Error('No match');
    const match = await ann.trpc.matches.get.query({ id: matchId });
    // 19:30 in London (GMT) is 15:30 in New York (EDT): the club's calendar, the same instant.
    expect(match).toMatchObject({ creatorId: ann.member.id, date: '2027-03-20', time: '15:30', startsAt: '2027-03-20T19:30:00.000Z', invited: [] });
    expect(match.participants.map((p) => p.username)).toEqual(['ann', 'kenji', 'olga']);
    expect(match.golf).toMatchObject({ teeId, format: 'stableford', holes: '18', allowancePct: 95, ownTees: false });
    expect(match.apart).toEqual({ closesAt: '2027-03-22T19:30:00.000Z' });

    // Everyone who takes these mails is told, on their own clock, with the match's link.
    const mails = await outbox();
    expect(mails.map((m) => m.to_address)).toEqual(['ann@example.com', 'kenji@example.com']);
    expect(mails[0]?.subject).toBe('Your game is on: a match was created');
    expect(mails[0]?.text_body).toContain('Saturday, March 20, 2027 at 7:30 PM (Europe/London), 3:30 PM club time (America/New_York)');
    expect(mails[1]?.text_body).toContain('Sunday, March 21, 2027 at 4:30 AM (Asia/Tokyo)');
    expect(mails[1]?.text_body).toContain(`/member/match/${matchId}`);
    // Players are named as members see each other: by full name.
    expect(mails[1]?.text_body).toContain('Hi Kenji Lee,');
    expect(mails[1]?.text_body).toContain("Ann Lee's open game is full, so it is now a golf match: Ann Lee, Kenji Lee, Olga Lee,");

    expect(await dave.trpc.openGames.list.query()).toEqual([]);
    expect((await ann.trpc.openGames.mine.query())[0]).toMatchObject({ id: posted.id, status: 'matched', matchId });
    expect(await refusal(dave.trpc.openGames.join.mutate({ id: posted.id }))).toEqual({ code: 'CONFLICT', message: 'This game is full: it is already a match.' });
    expect(await auditActions()).toEqual(['open_game.post', 'open_game.join', 'open_game.join', 'open_game.match']);
  });

  it('any time this week, apart: the match opens in the half hour it filled and closes when the week ends', async () => {
    const ann = await signedIn('ann');
    const bob = await signedIn('bob');
    const game = await ann.trpc.openGames.create.mutate(WEEK);
    clock.set('2027-03-17T09:47:00.000Z');
    const full = await (await again(bob)).trpc.openGames.join.mutate({ id: game.id });
    const match = await (await again(ann)).trpc.matches.get.query({ id: full.matchId ?? 0 });
    expect(match).toMatchObject({ startsAt: '2027-03-17T09:30:00.000Z', apart: { closesAt: '2027-03-22T12:00:00.000Z' }, golf: null });
  });

  it('exactly one of two members taking the last place at the same moment gets it', async () => {
    const ann = await signedIn('ann');
    const game = await ann.trpc.openGames.create.mutate({ ...GAME, places: 2 });
    const racers = await Promise.all(['bob', 'cat', 'dan'].map((name) => signedIn(name)));
    const results = await Promise.allSettled(racers.map((racer) => racer.trpc.openGames.join.mutate({ id: game.id })));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const lost of results.filter((r) => r.status === 'rejected')) {
      expect(reasonOf(lost.reason).message).toBe('This game is full: it is already a match.');
    }
    expect(await count('matches')).toBe(1);
    expect(await count('open_game_players')).toBe(2);
    expect((await t.db.selectFrom('match_participants').select('user_id').execute()).length).toBe(2);
  });

  it('the same member in two tabs at once takes one place', async () => {
    const ann = await signedIn('ann');
    const bob = await signedIn('bob');
    const game = await ann.trpc.openGames.create.mutate(GAME);
    const results = await Promise.allSettled([bob.trpc.openGames.join.mutate({ id: game.id }), bob.trpc.openGames.join.mutate({ id: game.id })]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const lost = results.find((r) => r.status === 'rejected');
    expect(reasonOf(lost?.reason).message).toBe('You are already in this game.');
    expect(await count('open_game_players')).toBe(2);
  });

  it('refuses joining twice, the host, a cancelled game, after the start and after the week ends', async () => {
    const ann = await signedIn('ann');
    const bob = await signedIn('bob');
    const game = await ann.trpc.openGames.create.mutate(GAME);
    await bob.trpc.openGames.join.mutate({ id: game.id });
    expect(await refusal(bob.trpc.openGames.join.mutate({ id: game.id }))).toEqual({ code: 'CONFLICT', message: 'You are already in this game.' });
    expect(await refusal(ann.trpc.openGames.join.mutate({ id: game.id }))).toEqual({ code: 'CONFLICT', message: 'You are already in this game.' });
    expect(await refusal(bob.trpc.openGames.join.mutate({ id: 999_999 }))).toEqual({ code: 'NOT_FOUND', message: 'Game not found' });

    const cancelled = await ann.trpc.openGames.create.mutate(GAME);
    await ann.trpc.openGames.cancel.mutate({ id: cancelled.id });
    expect(await refusal(bob.trpc.openGames.join.mutate({ id: cancelled.id }))).toEqual({ code: 'CONFLICT', message: 'This game was cancelled by its host.' });

    const week = await ann.trpc.openGames.create.mutate(WEEK);
    // 19:30 on the club's clock (the host has no zone of their own): 23:30 UTC.
    clock.set('2027-03-20T23:30:00.000Z');
    const late = await again(await signedIn('cat'));
    expect(await refusal(late.trpc.openGames.join.mutate({ id: game.id }))).toEqual({ code: 'CONFLICT', message: 'This game has started: it can no longer be joined.' });
    clock.set('2027-03-22T12:00:00.000Z');
    const later = await again(late);
    expect(await refusal(later.trpc.openGames.join.mutate({ id: week.id }))).toEqual({ code: 'CONFLICT', message: 'This game’s week is over: it can no longer be joined.' });
    expect(await later.trpc.openGames.list.query()).toEqual([]);
    expect((await (await again(ann)).trpc.openGames.mine.query()).find((g) => g.id === week.id)?.status).toBe('expired');
    expect(await count('open_game_players')).toBe(4);
  });

  it('is for active members only: an admin account, a lapsed member and a deleted account are refused', async () => {
    const ann = await signedIn('ann');
    const game = await ann.trpc.openGames.create.mutate(GAME);
    const admin = await signedIn('boss', { memberType: 'admin' });
    expect(await refusal(admin.trpc.openGames.join.mutate({ id: game.id }))).toEqual({ code: 'FORBIDDEN', message: ADMIN_HAS_NO_MEMBERSHIP });
    expect(await refusal(admin.trpc.openGames.create.mutate(GAME))).toEqual({ code: 'FORBIDDEN', message: ADMIN_HAS_NO_MEMBERSHIP });
    const lapsed = await signedIn('gone', { paidThrough: '2026-12-01' });
    expect(await refusal(lapsed.trpc.openGames.join.mutate({ id: game.id }))).toEqual({ code: 'FORBIDDEN', message: LAPSED_MESSAGE });

    // The service decides by itself, from the member's row in the transaction, whatever the door let through.
    const deps = testDeps(t, { clock });
    const asSession = (player: Player) => ({ id: player.member.id, username: player.member.username, memberType: 'standard' as const });
    expect(await refusal(joinGame(deps, asSession(lapsed), game.id))).toEqual({ code: 'FORBIDDEN', message: LAPSED_MESSAGE });
    expect(await refusal(postGame(deps, asSession(admin), GAME))).toEqual({ code: 'FORBIDDEN', message: ADMIN_HAS_NO_MEMBERSHIP });
    const deleted = await signedIn('left');
    await t.db.updateTable('users').set({ deleted_at: MARCH_15 }).where('id', '=', deleted.member.id).execute();
    expect((await refusal(joinGame(deps, asSession(deleted), game.id))).code).toBe('UNAUTHORIZED');
    expect((await refusal(deleted.trpc.openGames.join.mutate({ id: game.id }))).code).toBe('UNAUTHORIZED');
    expect(await count('open_game_players')).toBe(1);
    // A game whose host's account is gone is not offered.
    expect(await listJoinableGames(deps, asSession(lapsed))).toHaveLength(1);
    await t.db.updateTable('users').set({ deleted_at: MARCH_15 }).where('id', '=', ann.member.id).execute();
    expect(await listJoinableGames(deps, asSession(lapsed))).toEqual([]);
  });
});

describe('leaving and cancelling', () => {
  it('a player leaves before it fills, freeing the place; the host cannot leave, only cancel, and the others are told', async () => {
    const ann = await signedIn('ann');
    const bob = await signedIn('bob');
    const cat = await signedIn('cat');
    const game = await ann.trpc.openGames.create.mutate(GAME);
    await bob.trpc.openGames.join.mutate({ id: game.id });
    expect(await refusal(ann.trpc.openGames.leave.mutate({ id: game.id }))).toEqual({ code: 'BAD_REQUEST', message: 'The host cannot leave their game. Cancel it instead.' });
    expect(await refusal(cat.trpc.openGames.leave.mutate({ id: game.id }))).toEqual({ code: 'BAD_REQUEST', message: 'You are not in this game.' });
    expect(await refusal(bob.trpc.openGames.cancel.mutate({ id: game.id }))).toEqual({ code: 'FORBIDDEN', message: 'Only the host can cancel this game.' });
    const left = await bob.trpc.openGames.leave.mutate({ id: game.id });
    expect(left).toMatchObject({ placesLeft: 2, status: 'open' });
    expect(left.viewer.canJoin).toBe(true);

    await cat.trpc.openGames.join.mutate({ id: game.id });
    const cancelled = await ann.trpc.openGames.cancel.mutate({ id: game.id });
    expect(cancelled).toMatchObject({ status: 'cancelled' });
    expect(await refusal(ann.trpc.openGames.cancel.mutate({ id: game.id }))).toEqual({ code: 'CONFLICT', message: 'This game is already cancelled.' });
    expect(await refusal(cat.trpc.openGames.leave.mutate({ id: game.id }))).toEqual({ code: 'CONFLICT', message: 'This game was cancelled by its host.' });
    const mails = await outbox();
    expect(mails.map((m) => [m.to_address, m.subject])).toEqual([['cat@example.com', 'An open game is cancelled']]);
    expect(mails[0]?.text_body).toContain('Ann Lee cancelled the open game you joined');
    expect(await auditActions()).toEqual(['open_game.post', 'open_game.join', 'open_game.leave', 'open_game.join', 'open_game.cancel']);
  });

  it('a game that became a match is neither cancelled nor left here', async () => {
    const ann = await signedIn('ann');
    const bob = await signedIn('bob');
    const game = await ann.trpc.openGames.create.mutate({ ...GAME, places: 2 });
    await bob.trpc.openGames.join.mutate({ id: game.id });
    expect(await refusal(ann.trpc.openGames.cancel.mutate({ id: game.id }))).toEqual({ code: 'CONFLICT', message: 'This game is already a match: cancel the match on its page instead.' });
    expect(await refusal(bob.trpc.openGames.leave.mutate({ id: game.id }))).toEqual({ code: 'CONFLICT', message: 'This game is already a match: leave the match on its page instead.' });
  });

  it('a deleted account’s hosted games are cancelled and its places given up', async () => {
    const ann = await signedIn('ann');
    const bob = await signedIn('bob');
    const hosted = await ann.trpc.openGames.create.mutate(GAME);
    const other = await bob.trpc.openGames.create.mutate(GAME);
    await bob.trpc.openGames.join.mutate({ id: hosted.id });
    await ann.trpc.openGames.join.mutate({ id: other.id });
    await ann.trpc.profile.deleteAccount.mutate({ password: ann.member.password, content: 'anonymise' });
    expect(await bob.trpc.openGames.get.query({ id: hosted.id })).toMatchObject({ status: 'cancelled' });
    expect((await bob.trpc.openGames.get.query({ id: other.id })).players.map((p) => p.username)).toEqual(['bob']);
    expect((await outbox()).map((m) => [m.to_address, m.subject])).toContainEqual(['bob@example.com', 'An open game is cancelled']);
  });
});

describe('the doors', () => {
  it('refuse a visitor', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/trpc/openGames.list' });
    expect(response.statusCode).toBe(401);
    const post = await t.app.inject({ method: 'POST', url: '/trpc/openGames.create', headers: { 'content-type': 'application/json' }, payload: GAME });
    expect(post.statusCode).toBe(401);
    expect(await count('open_games')).toBe(0);
  });
});
