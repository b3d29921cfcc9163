import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { adminAndMember, auditRows } from '../../../test/admin-helpers';
import { insertMember, memberCookie } from '../../../test/factories';
import { NEXT_YEAR } from '../../../test/feed-factories';
import { insertCourseWithTee, PARS } from '../../../test/golf-factories';
import { createTestApp, type TestApp, trpcClient } from '../../../test/test-app';
import { TestClock } from '../../../test/test-clock';

// Issue 29's findings on scores, each reproduced as it was found and now refused.

/** The matches below are on June 1st next year at 09:00 New York time (13:00 UTC). */
const MATCH_DAY = `${NEXT_YEAR}-06-01`;
/** Days ahead of the round (sessions last 7 idle days, so the tests stay within them). */
const DAYS_BEFORE = `${NEXT_YEAR}-05-27T12:00:00.000Z`;
const DURING = `${NEXT_YEAR}-06-01T15:00:00.000Z`;
const AFTER_THE_DAY = `${NEXT_YEAR}-06-02T04:30:00.000Z`;

let t: TestApp;
let clock: TestClock;
beforeEach(async () => {
  clock = new TestClock(DAYS_BEFORE);
  t = await createTestApp({}, { clock });
});
afterEach(() => t.close());

async function signedIn(username: string) {
  const member = await insertMember(t.db, { username });
  const cookie = await memberCookie(t.db, member.id, clock);
  return { member, cookie, trpc: trpcClient(t.app, cookie) };
}
type Player = Awaited<ReturnType<typeof signedIn>>;
const ref = (player: Player) => ({ id: player.member.id, username: player.member.username });

/** A stroke-play match on the simulator course, created by the organizer through the API. */
async function golfMatch(organizer: Player, invited: Player[]) {
  const { teeId } = await insertCourseWithTee(t.db);
  const match = await organizer.trpc.matches.create.mutate({
    date: MATCH_DAY,
    time: '09:00',
    selectedMembers: invited.map(ref),
    teeId,
    holes: '18',
    format: 'stroke',
  });
  return match.id;
}

async function card(by: Player, matchId: number, player: Player, strokes: (hole: number) => number) {
  for (const [i] of PARS.entries()) await by.trpc.matches.recordScore.mutate({ matchId, userId: player.member.id, hole: i + 1, score: strokes(i) });
}
const par = (i: number) => PARS[i] ?? 4;
const rowOf = async (viewer: Pick<Player, 'trpc'>, matchId: number, player: Player) =>
  (await viewer.trpc.matches.scorecard.query({ id: matchId })).rows.find((row) => row.userId === player.member.id);
const roundIdOf = async (viewer: Player, matchId: number, player: Player) => (await rowOf(viewer, matchId, player))?.golf?.roundId ?? 0;
const clubIndexRounds = async (viewer: Player, player: Player) => (await viewer.trpc.golf.clubIndex.query({ userId: player.member.id })).rounds;

describe('a round counts only when it was played', () => {
  it('refuses scores before the round starts (club time), so nothing is attested, counted or posted for a match days ahead', async () => {
    const alex = await signedIn('alex');
    const blair = await signedIn('blair');
    const matchId = await golfMatch(alex, [blair]);
    await blair.trpc.matches.join.mutate({ id: matchId });
    await expect(alex.trpc.matches.recordScore.mutate({ matchId, userId: alex.member.id, hole: 1, score: 3 })).rejects.toThrow(
      `Scores can be recorded once the round has started (${MATCH_DAY} at 09:00, club time).`,
    );
    clock.set(`${NEXT_YEAR}-06-01T12:59:59.000Z`);
    await expect(alex.trpc.matches.recordScore.mutate({ matchId, userId: alex.member.id, hole: 1, score: 3 })).rejects.toThrow('once the round has started');
    expect(await t.db.selectFrom('match_scores').selectAll().execute()).toEqual([]);
    expect(await t.db.selectFrom('rounds').selectAll().execute()).toEqual([]);
    expect(await t.db.selectFrom('feed_posts').selectAll().execute()).toEqual([]);
    clock.set(`${NEXT_YEAR}-06-01T13:00:00.000Z`);
    await alex.trpc.matches.recordScore.mutate({ matchId, userId: alex.member.id, hole: 1, score: 3 });
    expect(await t.db.selectFrom('match_scores').select('score').execute()).toEqual([{ score: 3 }]);
  });
});

describe('members are in a match once they accept', () => {
  it('keeps an invited member out of the scorecard until they join, which they may until the round ends', async () => {
    const alex = await signedIn('alex');
    const blair = await signedIn('blair');
    const casey = await signedIn('casey');
    const matchId = await golfMatch(alex, [blair, casey]);
    const match = await blair.trpc.matches.get.query({ id: matchId });
    expect(match.participants.map((p) => p.username)).toEqual(['alex']);
    expect(match.invited.map((p) => p.username)).toEqual(['blair', 'casey']);
    expect(match.viewer).toMatchObject({ isInvited: true, isParticipant: false, canJoin: true });

    clock.set(DURING);
    await expect(alex.trpc.matches.recordScore.mutate({ matchId, userId: blair.member.id, hole: 1, score: 9 })).rejects.toThrow(
      'That player is not in this match.',
    );
    await expect(blair.trpc.matches.recordScore.mutate({ matchId, userId: blair.member.id, hole: 1, score: 4 })).rejects.toThrow(
      'Only players in this match can record scores.',
    );
    expect((await blair.trpc.matches.join.mutate({ id: matchId })).viewer).toMatchObject({ isParticipant: true, isInvited: false, scoresFor: [blair.member.id] });
    await blair.trpc.matches.recordScore.mutate({ matchId, userId: blair.member.id, hole: 1, score: 4 });

    clock.set(AFTER_THE_DAY);
    await expect(casey.trpc.matches.join.mutate({ id: matchId })).rejects.toThrow('This round is over: the invitation can no longer be accepted.');
    expect((await casey.trpc.matches.get.query({ id: matchId })).invited.map((p) => p.username)).toEqual(['casey']);
  });

  it('accepts an invitation once when it is sent twice at the same moment', async () => {
    const alex = await signedIn('alex');
    const blair = await signedIn('blair');
    const matchId = await golfMatch(alex, [blair]);
    const answers = await Promise.allSettled([blair.trpc.matches.join.mutate({ id: matchId }), blair.trpc.matches.join.mutate({ id: matchId })]);
    expect(answers.filter((answer) => answer.status === 'fulfilled')).toHaveLength(1);
    const rows = await t.db.selectFrom('match_participants').select(['user_id', 'accepted_at']).where('user_id', '=', blair.member.id).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.accepted_at).not.toBeNull();
  });
});

describe('nobody joins a played match to attest it', () => {
  it('refuses an uninvited member once the round started; one who left withdraws the attestation they gave', async () => {
    const alex = await signedIn('alex');
    const blair = await signedIn('blair');
    const casey = await signedIn('casey');
    const intruder = await signedIn('intruder');
    const matchId = await golfMatch(alex, [blair, casey]);
    await blair.trpc.matches.join.mutate({ id: matchId });
    await casey.trpc.matches.join.mutate({ id: matchId });
    clock.set(DURING);
    await card(alex, matchId, alex, (i) => par(i) - 1);
    await expect(intruder.trpc.matches.join.mutate({ id: matchId })).rejects.toThrow('This round has started: only invited members can join it now.');
    await expect(intruder.trpc.golf.attest.mutate({ roundId: await roundIdOf(alex, matchId, alex) })).rejects.toThrow(
      'Only another player in this match, or an admin, can attest this round.',
    );

    await casey.trpc.golf.attest.mutate({ roundId: await roundIdOf(alex, matchId, alex) });
    expect((await clubIndexRounds(alex, alex))[0]?.status).toBe('counting');
    await casey.trpc.matches.leave.mutate({ id: matchId });
    expect((await clubIndexRounds(alex, alex))[0]?.status).toBe('awaiting-attestation');
    expect((await auditRows(t.db)).map((row) => row.summary)).toContain(
      `Attestation of round #${await roundIdOf(alex, matchId, alex)} withdrawn: the attester left the match`,
    );
  });
});

describe('two people stand behind a card', () => {
  it('never lets the one who entered a card attest it; the player confirms or disputes it, and a dispute waits for the committee', async () => {
    const alex = await signedIn('alex');
    const victim = await signedIn('victim');
    const matchId = await golfMatch(alex, [victim]);
    await victim.trpc.matches.join.mutate({ id: matchId });
    clock.set(DURING);
    // The organizer enters the victim's whole card: a 216.
    await card(alex, matchId, victim, () => 12);
    const roundId = await roundIdOf(alex, matchId, victim);
    await expect(alex.trpc.golf.attest.mutate({ roundId })).rejects.toThrow('You entered scores on this card, so another player in the match (or an admin) must attest it.');
    expect((await rowOf(alex, matchId, victim))?.golf).toMatchObject({ canAttest: false, awaitingConfirmation: true, canConfirm: false });
    expect((await rowOf(victim, matchId, victim))?.golf).toMatchObject({ canConfirm: true, canDispute: true });
    await expect(alex.trpc.golf.confirm.mutate({ roundId })).rejects.toThrow('Only the player can confirm or dispute their card.');

    const { adminCookie } = await adminAndMember(t.db, clock);
    const admin = trpcClient(t.app, adminCookie);
    await admin.golf.attest.mutate({ roundId });
    expect((await clubIndexRounds(victim, victim))[0]?.status).toBe('awaiting-confirmation');
    await victim.trpc.golf.dispute.mutate({ roundId, reason: 'I shot 84, not 216.' });
    expect((await clubIndexRounds(victim, victim))[0]?.status).toBe('disputed');
    expect((await rowOf({ trpc: admin }, matchId, victim))?.golf).toMatchObject({ disputeReason: 'I shot 84, not 216.', canSettleDispute: true });
    await expect(victim.trpc.golf.dispute.mutate({ roundId, reason: 'Again' })).rejects.toThrow('This card is already disputed.');
    // The committee's list (Admin > Disputed Cards), for admins only.
    expect(await admin.golf.disputes.query()).toEqual([
      expect.objectContaining({ roundId, matchId, player: 'victim', gross: 216, enteredBy: ['alex'], reason: 'I shot 84, not 216.', date: MATCH_DAY, time: '09:00' }),
    ]);
    await expect(victim.trpc.golf.disputes.query()).rejects.toThrow('Only club admins can do that.');

    await admin.golf.settleDispute.mutate({ roundId });
    expect(await admin.golf.disputes.query()).toEqual([]);
    expect((await clubIndexRounds(victim, victim))[0]?.status).toBe('counting');
    const actions = (await auditRows(t.db)).map((row) => row.action);
    expect(actions).toEqual(expect.arrayContaining(['round.attest', 'round.dispute', 'round.settle_dispute']));
  });

  it('asks the player again when someone else rewrites a hole of a confirmed, attested card, and the rewriter cannot re-attest it', async () => {
    const alex = await signedIn('alex');
    const blair = await signedIn('blair');
    const casey = await signedIn('casey');
    const matchId = await golfMatch(alex, [blair, casey]);
    await blair.trpc.matches.join.mutate({ id: matchId });
    await casey.trpc.matches.join.mutate({ id: matchId });
    clock.set(DURING);
    await card(alex, matchId, blair, par);
    const roundId = await roundIdOf(alex, matchId, blair);
    await Promise.allSettled([blair.trpc.golf.confirm.mutate({ roundId }), blair.trpc.golf.confirm.mutate({ roundId })]);
    expect((await auditRows(t.db)).filter((row) => row.action === 'round.confirm')).toHaveLength(1);
    await casey.trpc.golf.attest.mutate({ roundId });
    expect((await clubIndexRounds(blair, blair))[0]?.status).toBe('counting');

    await alex.trpc.matches.recordScore.mutate({ matchId, userId: blair.member.id, hole: 7, score: 9 });
    expect((await clubIndexRounds(blair, blair))[0]?.status).toBe('awaiting-confirmation');
    expect((await rowOf(blair, matchId, blair))?.golf).toMatchObject({ attestedBy: null, awaitingConfirmation: true });
    await expect(alex.trpc.golf.attest.mutate({ roundId })).rejects.toThrow('You entered scores on this card');
  });

  it('counts a card the player entered themselves once another player attests it, without confirming', async () => {
    const alex = await signedIn('alex');
    const blair = await signedIn('blair');
    const matchId = await golfMatch(alex, [blair]);
    await blair.trpc.matches.join.mutate({ id: matchId });
    clock.set(DURING);
    await card(blair, matchId, blair, par);
    const roundId = await roundIdOf(alex, matchId, blair);
    await expect(blair.trpc.golf.confirm.mutate({ roundId })).rejects.toThrow('You entered this card yourself: there is nothing to confirm.');
    await alex.trpc.golf.attest.mutate({ roundId });
    expect((await clubIndexRounds(blair, blair))[0]?.status).toBe('counting');
  });
});
