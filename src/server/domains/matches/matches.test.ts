import { dayjs } from '../../../shared/club-time';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { insertMatch, NEXT_YEAR } from '../../../test/feed-factories';
import { insertMember, memberCookie } from '../../../test/factories';
import { createTestApp, type TestApp, trpcClient } from '../../../test/test-app';
import { TestClock } from '../../../test/test-clock';

/** Two days before the matches of these tests (next June); the score tests move it to the round (a session lasts 7 idle days). */
const BEFORE_THE_ROUNDS = `${NEXT_YEAR}-05-30T12:00:00.000Z`;
/** 10:00 in the club's zone (New York) on the day of insertMatch's round, an hour after it started. */
const DURING_THE_ROUND = `${NEXT_YEAR}-06-01T14:00:00.000Z`;

let t: TestApp;
let clock: TestClock;
beforeEach(async () => {
  clock = new TestClock(BEFORE_THE_ROUNDS);
  t = await createTestApp({}, { clock });
});
afterEach(() => t.close());

async function signedIn(overrides: Parameters<typeof insertMember>[1] = {}) {
  const member = await insertMember(t.db, overrides);
  const cookie = await memberCookie(t.db, member.id, clock);
  return { member, cookie, trpc: trpcClient(t.app, cookie) };
}
type Player = Awaited<ReturnType<typeof signedIn>>;

const inject = (player: Player, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie: player.cookie }, ...(payload ? { payload } : {}) });
const participantIds = async (matchId: number) =>
  (await t.db.selectFrom('match_participants').select('user_id').where('match_id', '=', matchId).orderBy('joined_at').execute()).map(
    (r) => r.user_id,
  );
const outbox = () => t.db.selectFrom('mail_outbox').selectAll().orderBy('id').execute();
const ref = (player: Player) => ({ id: player.member.id, username: player.member.username });

describe('creating a match', () => {
  it('makes the creator a participant, invites the chosen members and e-mails each one with an address', async () => {
    const creator = await signedIn({ username: 'jordan', fullName: 'Jordan Lee' });
    const casey = await signedIn({ username: 'casey', fullName: 'Casey Ng', email: 'casey@example.com' });
    const noMail = await signedIn({ username: 'riley', fullName: '  ', email: null });
    const response = await inject(creator, 'POST', '/api/matches', {
      date: `${NEXT_YEAR}-06-02`,
      time: '10:30',
      selectedMembers: [ref(casey), ref(noMail)],
    });
    expect(response.statusCode).toBe(201);
    const match = response.json<{ id: number }>();
    expect(response.json()).toMatchObject({
      creatorId: creator.member.id,
      date: `${NEXT_YEAR}-06-02`,
      time: '10:30',
      participants: [{ id: creator.member.id, username: 'jordan', name: 'Jordan Lee' }],
      invited: [
        { id: casey.member.id, username: 'casey', name: 'Casey Ng' },
        // A blank full name: the username stands in.
        { id: noMail.member.id, username: 'riley', name: 'riley' },
      ],
    });
    const mails = await outbox();
    expect(mails.map((mail) => mail.to_address)).toEqual(['casey@example.com']);
    expect(mails[0]?.subject).toBe('Jordan Lee invited you to a golf match');
    expect(mails[0]?.text_body).toContain('Hi Casey Ng,');
    expect(mails[0]?.text_body).toContain('Jordan Lee has invited you to a golf match');
    expect(mails[0]?.text_body).toContain(`/member/match/${match.id}`);
    expect(mails[0]?.text_body).toContain(`${dayjs(`${NEXT_YEAR}-06-02`).format('dddd, MMMM D, YYYY')} at 10:30 AM`);
  });

  it.each([
    [
      'no member chosen',
      { date: `${NEXT_YEAR}-06-02`, time: '09:00', selectedMembers: [] },
      'Please select at least one member to invite to your match.',
    ],
    ['a time off the 30-minute grid', { date: `${NEXT_YEAR}-06-02`, time: '09:15' }, 'Please choose a time on the hour or the half hour.'],
    ['a time past the day', { date: `${NEXT_YEAR}-06-02`, time: '24:00' }, 'Please choose a time on the hour or the half hour.'],
    ['a round played more than 7 days ago', { date: '2020-01-01', time: '09:00' }, 'A round can be logged up to 7 days after it was played.'],
    ['an unknown time zone', { date: `${NEXT_YEAR}-06-02`, time: '09:00', timeZone: 'Mars/Olympus_Mons' }, 'Choose a valid time zone, such as America/New_York'],
  ])('refuses %s with its message and stores nothing', async (_label, body, message) => {
    const creator = await signedIn();
    const other = await signedIn();
    const response = await inject(creator, 'POST', '/api/matches', { selectedMembers: [ref(other)], ...body });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message });
    expect(await t.db.selectFrom('matches').selectAll().execute()).toEqual([]);
    expect(await outbox()).toEqual([]);
  });

  it('refuses the same member twice, and oneself as the only invitee', async () => {
    const creator = await signedIn();
    const other = await signedIn();
    await expect(
      creator.trpc.matches.create.mutate({ date: `${NEXT_YEAR}-06-02`, time: '09:00', selectedMembers: [ref(other), ref(other)] }),
    ).rejects.toThrow('A member cannot be added twice.');
    await expect(
      creator.trpc.matches.create.mutate({ date: `${NEXT_YEAR}-06-02`, time: '09:00', selectedMembers: [ref(creator)] }),
    ).rejects.toThrow('Please select at least one member to invite to your match.');
    expect(await t.db.selectFrom('matches').selectAll().execute()).toEqual([]);
  });

  it('lists upcoming matches soonest first, without past ones', async () => {
    const creator = await signedIn();
    await insertMatch(t.db, creator.member.id, [], `${NEXT_YEAR}-07-01`, '09:00');
    await insertMatch(t.db, creator.member.id, [], '2020-01-01', '09:00');
    await insertMatch(t.db, creator.member.id, [], `${NEXT_YEAR}-06-01`, '13:00');
    await insertMatch(t.db, creator.member.id, [], `${NEXT_YEAR}-06-01`, '08:00');
    const list = (await inject(creator, 'GET', '/api/matches')).json<{ date: string; time: string }[]>();
    expect(list.map((m) => `${m.date} ${m.time}`)).toEqual([
      `${NEXT_YEAR}-06-01 08:00`,
      `${NEXT_YEAR}-06-01 13:00`,
      `${NEXT_YEAR}-07-01 09:00`,
    ]);
  });
});

describe('joining, leaving and cancelling', () => {
  it('lets a non-participant join once; joining twice is refused', async () => {
    const creator = await signedIn();
    const third = await signedIn();
    const match = await insertMatch(t.db, creator.member.id);
    const joined = await inject(third, 'POST', `/api/matches/${match.id}/join`);
    expect(joined.statusCode).toBe(200);
    expect(await participantIds(match.id)).toEqual([creator.member.id, third.member.id]);
    const again = await inject(third, 'POST', `/api/matches/${match.id}/join`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'You have already joined this match.' });
    expect(await participantIds(match.id)).toEqual([creator.member.id, third.member.id]);
  });

  it('lets a participant leave (their scores go too), refuses the creator and a non-participant', async () => {
    const creator = await signedIn();
    const player = await signedIn();
    const outsider = await signedIn();
    const match = await insertMatch(t.db, creator.member.id, [player.member.id]);
    clock.set(DURING_THE_ROUND);
    await player.trpc.matches.recordScore.mutate({ matchId: match.id, userId: player.member.id, hole: 1, score: 4 });

    const creatorLeaves = await inject(creator, 'POST', `/api/matches/${match.id}/leave`);
    expect(creatorLeaves.statusCode).toBe(400);
    expect(creatorLeaves.json()).toEqual({ message: 'The organizer cannot leave the match. Cancel it instead.' });
    const outsiderLeaves = await inject(outsider, 'POST', `/api/matches/${match.id}/leave`);
    expect(outsiderLeaves.statusCode).toBe(400);
    expect(outsiderLeaves.json()).toEqual({ message: 'You are not a participant in this match.' });
    expect(await participantIds(match.id)).toEqual([creator.member.id, player.member.id]);

    expect((await inject(player, 'POST', `/api/matches/${match.id}/leave`)).statusCode).toBe(200);
    expect(await participantIds(match.id)).toEqual([creator.member.id]);
    expect(await t.db.selectFrom('match_scores').selectAll().execute()).toEqual([]);
  });

  it('lets only the creator cancel: a participant and an admin get 403 and the match stays', async () => {
    const creator = await signedIn();
    const player = await signedIn();
    const admin = await signedIn({ memberType: 'admin' });
    const match = await insertMatch(t.db, creator.member.id, [player.member.id]);
    for (const other of [player, admin]) {
      const response = await inject(other, 'DELETE', `/api/matches/${match.id}`);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: 'Only the organizer can cancel this match.' });
    }
    expect(await participantIds(match.id)).toHaveLength(2);
    expect((await inject(creator, 'DELETE', `/api/matches/${match.id}`)).statusCode).toBe(200);
    expect(await t.db.selectFrom('matches').selectAll().execute()).toEqual([]);
    expect(await t.db.selectFrom('match_participants').selectAll().execute()).toEqual([]);
  });

  it('answers 404 for every match path when the match does not exist', async () => {
    const member = await signedIn();
    for (const [method, url] of [
      ['GET', '/api/matches/999'],
      ['DELETE', '/api/matches/999'],
      ['POST', '/api/matches/999/join'],
      ['POST', '/api/matches/999/leave'],
      ['GET', '/api/matches/999/comments'],
      ['POST', '/api/matches/999/comments'],
      ['DELETE', '/api/matches/999/comments/1'],
    ] as const) {
      const response = await inject(member, method, url, method === 'POST' && url.endsWith('comments') ? { content: 'Hi' } : undefined);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
  });

  it('refuses visitors on every match path', async () => {
    for (const [method, url] of [
      ['GET', '/api/matches'],
      ['GET', '/api/matches/recent'],
      ['POST', '/api/matches'],
      ['GET', '/api/matches/1'],
      ['POST', '/api/matches/1/join'],
      ['GET', '/api/members/search?q=a'],
    ] as const) {
      expect((await t.app.inject({ method, url })).statusCode, `${method} ${url}`).toBe(401);
    }
  });
});

describe('comments', () => {
  it('lists comments newest first and lets only the author (or an admin) delete one', async () => {
    const creator = await signedIn();
    const other = await signedIn();
    const admin = await signedIn({ memberType: 'admin' });
    const match = await insertMatch(t.db, creator.member.id);
    const first = await inject(creator, 'POST', `/api/matches/${match.id}/comments`, { content: 'First!' });
    expect(first.statusCode).toBe(201);
    await other.trpc.matches.comments.create.mutate({ matchId: match.id, content: 'Second' });
    const list = (await inject(other, 'GET', `/api/matches/${match.id}/comments`)).json<{ content: string; canDelete: boolean }[]>();
    expect(list.map((c) => c.content)).toEqual(['Second', 'First!']);
    // The viewer's permission comes with each comment: the other member may delete only their own.
    expect(list.map((c) => c.canDelete)).toEqual([true, false]);
    const asAdmin = await admin.trpc.matches.comments.list.query({ matchId: match.id });
    expect(asAdmin.comments.map((c) => c.canDelete)).toEqual([true, true]);

    const commentId = first.json<{ id: number }>().id;
    const refused = await inject(other, 'DELETE', `/api/matches/${match.id}/comments/${commentId}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: 'You can only delete your own comments.' });
    // The comment's id under another match is not found there.
    const otherMatch = await insertMatch(t.db, other.member.id);
    expect((await inject(creator, 'DELETE', `/api/matches/${otherMatch.id}/comments/${commentId}`)).statusCode).toBe(404);
    expect(await t.db.selectFrom('match_comments').selectAll().execute()).toHaveLength(2);

    expect((await inject(creator, 'DELETE', `/api/matches/${match.id}/comments/${commentId}`)).statusCode).toBe(200);
    const second = await t.db.selectFrom('match_comments').select('id').executeTakeFirstOrThrow();
    await admin.trpc.matches.comments.delete.mutate({ matchId: match.id, commentId: second.id });
    expect(await t.db.selectFrom('match_comments').selectAll().execute()).toEqual([]);
  });

  it('refuses an empty comment with the spec’s message', async () => {
    const creator = await signedIn();
    const match = await insertMatch(t.db, creator.member.id);
    const response = await inject(creator, 'POST', `/api/matches/${match.id}/comments`, { content: '  ' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'Comment cannot be empty.' });
    expect(await t.db.selectFrom('match_comments').selectAll().execute()).toEqual([]);
  });
});

describe('scores', () => {
  it('records own scores, the organizer records anyone’s; the scorecard totals and marks the leader', async () => {
    const creator = await signedIn({ username: 'ann', fullName: 'Ann Archer' });
    const bob = await signedIn({ username: 'bob', fullName: null });
    const match = await insertMatch(t.db, creator.member.id, [bob.member.id]);
    clock.set(DURING_THE_ROUND);
    await creator.trpc.matches.recordScore.mutate({ matchId: match.id, userId: creator.member.id, hole: 1, score: 5 });
    await creator.trpc.matches.recordScore.mutate({ matchId: match.id, userId: creator.member.id, hole: 2, score: 4 });
    await bob.trpc.matches.recordScore.mutate({ matchId: match.id, userId: bob.member.id, hole: 1, score: 3 });
    // The organizer records bob's second hole; then corrects it.
    await creator.trpc.matches.recordScore.mutate({ matchId: match.id, userId: bob.member.id, hole: 2, score: 9 });
    const card = await creator.trpc.matches.recordScore.mutate({
      matchId: match.id,
      userId: bob.member.id,
      hole: 2,
      score: 5,
      notes: 'Bunker',
    });
    expect(card.holes.map((hole) => hole.number)).toEqual([1, 2]);
    expect(card.rows).toEqual([
      { userId: creator.member.id, username: 'ann', name: 'Ann Archer', scores: { 1: 5, 2: 4 }, holesPlayed: 2, holesHidden: 0, total: 9, isLeader: false, golf: null },
      { userId: bob.member.id, username: 'bob', name: 'bob', scores: { 1: 3, 2: 5 }, holesPlayed: 2, holesHidden: 0, total: 8, isLeader: true, golf: null },
    ]);
    expect(await bob.trpc.matches.scorecard.query({ id: match.id })).toEqual(card);
  });

  it('refuses another player’s score from a non-organizer, and any score from a non-participant', async () => {
    const creator = await signedIn();
    const bob = await signedIn();
    const outsider = await signedIn();
    const match = await insertMatch(t.db, creator.member.id, [bob.member.id]);
    clock.set(DURING_THE_ROUND);
    await expect(bob.trpc.matches.recordScore.mutate({ matchId: match.id, userId: creator.member.id, hole: 1, score: 1 })).rejects.toThrow(
      "Only the organizer can record another player's score.",
    );
    await expect(
      outsider.trpc.matches.recordScore.mutate({ matchId: match.id, userId: outsider.member.id, hole: 1, score: 4 }),
    ).rejects.toThrow('Only players in this match can record scores.');
    await expect(
      creator.trpc.matches.recordScore.mutate({ matchId: match.id, userId: outsider.member.id, hole: 1, score: 4 }),
    ).rejects.toThrow('That player is not in this match.');
    expect(await t.db.selectFrom('match_scores').selectAll().execute()).toEqual([]);
  });

  it.each([
    [{ hole: 0, score: 4 }, 'Hole must be a number from 1 to 18.'],
    [{ hole: 19, score: 4 }, 'Hole must be a number from 1 to 18.'],
    [{ hole: 3, score: 0 }, 'Score must be at least 1.'],
    [{ hole: 3, score: 21 }, 'Score must be at most 20.'],
  ])('refuses %o with “%s”', async (values, message) => {
    const creator = await signedIn();
    const match = await insertMatch(t.db, creator.member.id);
    clock.set(DURING_THE_ROUND);
    await expect(creator.trpc.matches.recordScore.mutate({ matchId: match.id, userId: creator.member.id, ...values })).rejects.toThrow(
      message,
    );
    expect(await t.db.selectFrom('match_scores').selectAll().execute()).toEqual([]);
  });
});

describe('member search', () => {
  it('finds usernames containing the text in any case, starting matches first, never yourself, at most 10', async () => {
    const me = await signedIn({ username: 'golfer_me' });
    await insertMember(t.db, { username: 'MiniGolfer' });
    await insertMember(t.db, { username: 'golfer_anna' });
    await insertMember(t.db, { username: 'tennis_tom' });
    const response = await inject(me, 'GET', '/api/members/search?q=GOLF');
    expect(response.json<{ username: string }[]>().map((m) => m.username)).toEqual(['golfer_anna', 'MiniGolfer']);
    expect(Object.keys(response.json<object[]>()[0] ?? {}).sort()).toEqual(['id', 'name', 'username']);
    for (let i = 0; i < 12; i++) await insertMember(t.db, { username: `golf${i}` });
    expect(await me.trpc.members.search.query({ q: 'golf' })).toHaveLength(10);
  });

  it('treats %, _ and quotes as plain characters', async () => {
    const me = await signedIn();
    await insertMember(t.db, { username: 'abcd' });
    await insertMember(t.db, { username: 'a_cd' });
    await insertMember(t.db, { username: 'say"hi"' });
    expect((await me.trpc.members.search.query({ q: 'a_' })).map((m) => m.username)).toEqual(['a_cd']);
    expect((await me.trpc.members.search.query({ q: '_cd' })).map((m) => m.username)).toEqual(['a_cd']);
    expect((await me.trpc.members.search.query({ q: 'y"hi' })).map((m) => m.username)).toEqual(['say"hi"']);
    expect(await me.trpc.members.search.query({ q: '%' })).toEqual([]);
    expect(await me.trpc.members.search.query({ q: '%cd' })).toEqual([]);
  });

  it('matches the start of a username for one or two characters, anywhere in it from three', async () => {
    const me = await signedIn();
    await insertMember(t.db, { username: 'Bogey_Bob', fullName: null });
    await insertMember(t.db, { username: 'ace_bo', fullName: null });
    const names = async (q: string) => (await me.trpc.members.search.query({ q })).map((m) => m.username);
    expect(await names('bo')).toEqual(['Bogey_Bob']);
    expect(await names('_bo')).toEqual(['ace_bo', 'Bogey_Bob']);
    expect(await names('BOB')).toEqual(['Bogey_Bob']);
  });

  it('finds members by their full name too, by its start or any part of it, named by it in name order', async () => {
    const me = await signedIn({ username: 'me_zz', fullName: 'Jordan Me' });
    const lee = await insertMember(t.db, { username: 'jl_golf', fullName: 'Jordan Lee' });
    const ng = await insertMember(t.db, { username: 'jordan_ng', fullName: 'Casey Ng' });
    const blank = await insertMember(t.db, { username: 'jordy', fullName: ' ' });
    const found = async (q: string) => me.trpc.members.search.query({ q });
    // "jo" starts a full name (Jordan Lee), a username (jordan_ng, jordy): all shown by name, in name order.
    expect(await found('jo')).toEqual([
      { id: ng.id, username: 'jordan_ng', name: 'Casey Ng' },
      { id: lee.id, username: 'jl_golf', name: 'Jordan Lee' },
      { id: blank.id, username: 'jordy', name: 'jordy' },
    ]);
    // A last name is found from three characters, inside the full name.
    expect((await found('LEE')).map((m) => m.name)).toEqual(['Jordan Lee']);
    const rest = await inject(me, 'GET', '/api/members/search?q=dan%20l');
    expect(rest.json()).toEqual([{ id: lee.id, username: 'jl_golf', name: 'Jordan Lee' }]);
  });

  it('follows renames and leaves deleted accounts out', async () => {
    const me = await signedIn();
    const renamed = await insertMember(t.db, { username: 'old_name_zz' });
    const gone = await insertMember(t.db, { username: 'gone_name_zz' });
    await t.db.updateTable('users').set({ username: 'fresh_name_zz' }).where('id', '=', renamed.id).execute();
    await t.db.updateTable('users').set({ deleted_at: new Date().toISOString() }).where('id', '=', gone.id).execute();
    expect((await me.trpc.members.search.query({ q: 'name_zz' })).map((m) => m.username)).toEqual(['fresh_name_zz']);
    expect(await me.trpc.members.search.query({ q: 'old_name' })).toEqual([]);
  });

  it('refuses an empty query with 400', async () => {
    const me = await signedIn();
    expect((await inject(me, 'GET', '/api/members/search?q=%20')).statusCode).toBe(400);
  });
});

describe('what the viewer may do with a match', () => {
  it('comes from the server for the organizer, a player and an outsider alike, in lists and on the match page', async () => {
    const organizer = await signedIn();
    const player = await signedIn();
    const outsider = await signedIn();
    const match = await insertMatch(t.db, organizer.member.id, [player.member.id]);
    const everyone = [organizer.member.id, player.member.id];

    const before = { isInvited: false, roundStarted: false, scoresFor: [], closed: false };
    expect((await organizer.trpc.matches.get.query({ id: match.id })).viewer).toEqual({
      ...before,
      isOrganizer: true,
      isParticipant: true,
      canJoin: false,
      canLeave: false,
      canCancel: true,
    });
    expect((await player.trpc.matches.get.query({ id: match.id })).viewer).toEqual({
      ...before,
      isOrganizer: false,
      isParticipant: true,
      canJoin: false,
      canLeave: true,
      canCancel: false,
    });
    const [listed] = await outsider.trpc.matches.list.query();
    expect(listed?.viewer).toEqual({ ...before, isOrganizer: false, isParticipant: false, canJoin: true, canLeave: false, canCancel: false });
    const rest = await inject(outsider, 'GET', `/api/matches/${match.id}`);
    expect(rest.json<{ viewer: { canJoin: boolean } }>().viewer.canJoin).toBe(true);

    clock.set(DURING_THE_ROUND);
    expect((await organizer.trpc.matches.get.query({ id: match.id })).viewer).toMatchObject({ roundStarted: true, scoresFor: everyone });
    expect((await player.trpc.matches.get.query({ id: match.id })).viewer).toMatchObject({ roundStarted: true, scoresFor: [player.member.id] });
    expect((await outsider.trpc.matches.get.query({ id: match.id })).viewer).toMatchObject({ roundStarted: true, canJoin: false, scoresFor: [] });
  });
});
