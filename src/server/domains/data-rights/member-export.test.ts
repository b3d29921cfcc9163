import { unzipSync } from 'fflate';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeJpeg, multipart } from '../../../test/feed-factories';
import { insertMember, memberCookie } from '../../../test/factories';
import { insertCourseWithTee, insertGolfMatch } from '../../../test/golf-factories';
import { createTestApp, type TestApp, trpcClient } from '../../../test/test-app';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

async function post(cookie: string, content: string, photo?: Buffer) {
  const body = await multipart({ content }, photo ? { name: 'p.jpg', type: 'image/jpeg', bytes: photo } : undefined);
  return t.app.inject({ method: 'POST', url: '/api/feed', headers: { ...body.headers, cookie }, payload: body.payload });
}

describe('a member’s own copy of their data', () => {
  it('is a zip of everything the club holds about them, with their photos, and nothing of anyone else’s', async () => {
    const casey = await insertMember(t.db, { username: 'casey', fullName: 'Casey Fairway', email: 'casey@example.com' });
    const riley = await insertMember(t.db, { username: 'riley' });
    const caseyCookie = await memberCookie(t.db, casey.id);
    expect((await post(caseyCookie, 'Birdie on 7!', await makeJpeg())).statusCode).toBe(201);
    expect((await post(await memberCookie(t.db, riley.id), 'Riley was here')).statusCode).toBe(201);
    const { teeId } = await insertCourseWithTee(t.db);
    const matchId = await insertGolfMatch(t.db, teeId, [casey.id, riley.id]);
    await trpcClient(t.app, caseyCookie).matches.recordScore.mutate({ matchId, userId: casey.id, hole: 1, score: 5 });
    await t.db.insertInto('member_handicaps').values({ user_id: casey.id, index_tenths: 124, note: 'Home club: Ohio Pines', set_by: null, set_at: '2026-11-01T00:00:00.000Z' }).execute();

    const response = await t.app.inject({ url: '/api/profile/export', headers: { cookie: caseyCookie } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe('attachment; filename="casey-club-data.zip"');
    expect(response.headers['cache-control']).toBe('no-store');
    const files = unzipSync(new Uint8Array(response.rawPayload));
    const data = JSON.parse(new TextDecoder().decode(files['my-data.json'])) as {
      account: { username: string; email: string };
      posts: { content: string }[];
      rounds: { course_name: string; rating_tenths: number }[];
      tournaments: { handicap: { note: string } | null; entries: unknown[] };
    };
    expect(data.account).toMatchObject({ username: 'casey', email: 'casey@example.com' });
    expect(data.posts.map((p) => p.content)).toEqual(['Birdie on 7!']);
    expect(data.rounds).toMatchObject([{ course_name: 'Harbour Links (simulator)', rating_tenths: 721 }]);
    expect(data.tournaments).toMatchObject({ handicap: { index_tenths: 124, note: 'Home club: Ohio Pines' }, entries: [], cards: [], results: [] });
    expect(JSON.stringify(data)).not.toContain('Riley was here');
    expect(JSON.stringify(data)).not.toContain('password');
    expect(Object.keys(files).filter((name) => name.startsWith('photos/'))).toHaveLength(1);
  });

  it('is for the signed-in member only', async () => {
    expect((await t.app.inject({ url: '/api/profile/export' })).statusCode).toBe(401);
  });
});
