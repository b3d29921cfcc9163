import { afterEach, describe, expect, it } from 'vitest';
import { insertMatch, makeJpeg, multipart, NEXT_YEAR } from '../../../test/feed-factories';
import { insertMember, memberCookie } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
afterEach(() => t.close());

async function start(env: Record<string, string>) {
  t = await createTestApp(env);
  const member = await insertMember(t.db);
  return { member, cookie: await memberCookie(t.db, member.id) };
}

const count = async (table: 'feed_posts' | 'match_comments' | 'matches' | 'mail_outbox') =>
  Number((await t.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

const WAIT = /Please wait \d+ (seconds|minutes?) and try again\.$/;

describe('per-member write limits', () => {
  it('stops a member’s posts after POSTS_PER_HOUR with a clear message, storing nothing more; others may still post', async () => {
    const { cookie } = await start({ POSTS_PER_HOUR: '2' });
    const post = (as: string) => t.app.inject({ method: 'POST', url: '/api/feed', headers: { cookie: as }, payload: { content: 'Birdie!' } });
    expect((await post(cookie)).statusCode).toBe(201);
    expect((await post(cookie)).statusCode).toBe(201);
    const refused = await post(cookie);
    expect(refused.statusCode).toBe(429);
    expect(refused.json<{ message: string }>().message).toMatch(/^Too many posts in a short time\. /);
    expect(refused.json<{ message: string }>().message).toMatch(WAIT);
    expect(await count('feed_posts')).toBe(2);
    const other = await insertMember(t.db);
    expect((await post(await memberCookie(t.db, other.id))).statusCode).toBe(201);
  });

  it('stops comments after COMMENTS_PER_HOUR', async () => {
    const { member, cookie } = await start({ COMMENTS_PER_HOUR: '1' });
    const match = await insertMatch(t.db, member.id);
    const comment = () => t.app.inject({ method: 'POST', url: `/api/matches/${match.id}/comments`, headers: { cookie }, payload: { content: 'Nice' } });
    expect((await comment()).statusCode).toBe(201);
    const refused = await comment();
    expect(refused.statusCode).toBe(429);
    expect(refused.json<{ message: string }>().message).toMatch(/^Too many comments in a short time\. /);
    expect(await count('match_comments')).toBe(1);
  });

  it('counts each invitee: a match that would send more invitations than INVITATIONS_PER_HOUR is refused whole', async () => {
    const { cookie } = await start({ INVITATIONS_PER_HOUR: '5', MATCHES_PER_HOUR: '10' });
    const others = await Promise.all(Array.from({ length: 6 }, () => insertMember(t.db)));
    const create = (invitees: typeof others) =>
      t.app.inject({
        method: 'POST',
        url: '/api/matches',
        headers: { cookie },
        payload: { date: `${NEXT_YEAR}-05-02`, time: '09:00', selectedMembers: invitees.map((m) => ({ id: m.id, username: m.username })) },
      });
    expect((await create(others.slice(0, 4))).statusCode).toBe(201);
    const refused = await create(others.slice(4, 6));
    expect(refused.statusCode).toBe(429);
    expect(refused.json<{ message: string }>().message).toMatch(/^Too many match invitations in a short time\. /);
    expect(await count('matches')).toBe(1);
    expect(await count('mail_outbox')).toBe(4);
    expect((await create(others.slice(5, 6))).statusCode).toBe(201);
  });

  it('stops matches after MATCHES_PER_HOUR', async () => {
    const { cookie } = await start({ MATCHES_PER_HOUR: '1' });
    const other = await insertMember(t.db);
    const create = () =>
      t.app.inject({ method: 'POST', url: '/api/matches', headers: { cookie }, payload: { date: `${NEXT_YEAR}-05-02`, time: '09:00', selectedMembers: [{ id: other.id, username: other.username }] } });
    expect((await create()).statusCode).toBe(201);
    expect((await create()).json<{ message: string }>().message).toMatch(/^Too many matches in a short time\. /);
  });

  it('processes one photo at a time per member: parallel uploads are refused, not decoded side by side', async () => {
    const { cookie } = await start({ PHOTOS_PER_HOUR: '20' });
    const jpeg = await makeJpeg({ width: 1600, height: 1200 });
    const upload = async () => {
      const body = await multipart({ content: 'View' }, { name: 'v.jpg', type: 'image/jpeg', bytes: jpeg });
      return t.app.inject({ method: 'POST', url: '/api/feed', headers: { ...body.headers, cookie }, payload: body.payload });
    };
    const answers = await Promise.all(Array.from({ length: 6 }, upload));
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 201).length).toBeGreaterThanOrEqual(1);
    expect(codes.filter((code) => code === 429).length).toBeGreaterThanOrEqual(1);
    for (const answer of answers.filter((a) => a.statusCode === 429)) {
      expect(answer.json<{ message: string }>().message).toBe('Your other photo is still being processed. Please wait a moment and try again.');
    }
    expect(await count('feed_posts')).toBe(codes.filter((code) => code === 201).length);
  });

  it('stops photos after PHOTOS_PER_HOUR', async () => {
    const { cookie } = await start({ PHOTOS_PER_HOUR: '1' });
    const jpeg = await makeJpeg();
    const upload = async () => {
      const body = await multipart({ content: 'View' }, { name: 'v.jpg', type: 'image/jpeg', bytes: jpeg });
      return t.app.inject({ method: 'POST', url: '/api/feed', headers: { ...body.headers, cookie }, payload: body.payload });
    };
    expect((await upload()).statusCode).toBe(201);
    const refused = await upload();
    expect(refused.statusCode).toBe(429);
    expect(refused.json<{ message: string }>().message).toMatch(/^Too many photos in a short time\. /);
  });
});
