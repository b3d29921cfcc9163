import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { insertMatch, insertPost, NEXT_YEAR } from '../../../test/feed-factories';
import { insertMember, memberCookie } from '../../../test/factories';
import { createTestApp, type TestApp, trpcClient } from '../../../test/test-app';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

async function signedIn(overrides: Parameters<typeof insertMember>[1] = {}) {
  const member = await insertMember(t.db, overrides);
  const cookie = await memberCookie(t.db, member.id);
  return { member, cookie, trpc: trpcClient(t.app, cookie) };
}

const postCount = async () => (await t.db.selectFrom('feed_posts').selectAll().execute()).length;

describe('posting', () => {
  it('stores a post through POST /api/feed and answers it in the spec’s shape', async () => {
    const { member, cookie } = await signedIn({ username: 'casey' });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/feed',
      headers: { cookie },
      payload: { content: '  Birdie on 7!  ' },
    });
    expect(response.statusCode).toBe(201);
    expect(typeof response.json<{ id: unknown }>().id).toBe('number');
    expect(response.json()).toMatchObject({ userId: member.id, username: 'casey', content: 'Birdie on 7!', imageUrl: null });
    expect(await postCount()).toBe(1);
  });

  it('refuses an empty post with the spec’s message and stores nothing', async () => {
    const { cookie, trpc } = await signedIn();
    const response = await t.app.inject({ method: 'POST', url: '/api/feed', headers: { cookie }, payload: { content: '   ' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'Post content cannot be empty.' });
    await expect(trpc.feed.create.mutate({ content: '' })).rejects.toThrow('Post content cannot be empty.');
    expect(await postCount()).toBe(0);
  });

  it('refuses a visitor on every feed path', async () => {
    for (const [method, url] of [
      ['GET', '/api/feed'],
      ['GET', '/api/feed/recent'],
      ['POST', '/api/feed'],
      ['DELETE', '/api/feed/1'],
    ] as const) {
      const response = await t.app.inject({ method, url, payload: method === 'POST' ? { content: 'Hi' } : undefined });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
    await expect(trpcClient(t.app).feed.list.query({})).rejects.toThrow('Please sign in to continue.');
    expect(await postCount()).toBe(0);
  });

  it('lists the 5 most recent posts at /api/feed/recent?limit=5, newest first', async () => {
    const { member, cookie } = await signedIn();
    for (let i = 1; i <= 7; i++)
      await insertPost(t.db, member.id, { content: `P${i}`, created_at: new Date(Date.UTC(2026, 0, i)).toISOString() });
    const response = await t.app.inject({ method: 'GET', url: '/api/feed/recent?limit=5', headers: { cookie } });
    expect(response.json<{ content: string }[]>().map((p) => p.content)).toEqual(['P7', 'P6', 'P5', 'P4', 'P3']);
  });
});

describe('deleting a post', () => {
  it('lets only the author delete: another member gets 403 and the post stays', async () => {
    const author = await signedIn();
    const other = await signedIn();
    const post = await insertPost(t.db, author.member.id);
    const response = await t.app.inject({ method: 'DELETE', url: `/api/feed/${post.id}`, headers: { cookie: other.cookie } });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: 'You can only delete your own posts.' });
    await expect(other.trpc.feed.delete.mutate({ id: post.id })).rejects.toThrow('You can only delete your own posts.');
    expect(await postCount()).toBe(1);
    await author.trpc.feed.delete.mutate({ id: post.id });
    expect(await postCount()).toBe(0);
  });

  it('lets an admin remove a post as moderation', async () => {
    const author = await signedIn();
    const admin = await signedIn({ memberType: 'admin' });
    const post = await insertPost(t.db, author.member.id);
    await admin.trpc.feed.delete.mutate({ id: post.id });
    expect(await postCount()).toBe(0);
  });

  it('tells each viewer whether they may delete: the author and admins yes, other members no', async () => {
    const author = await signedIn();
    const other = await signedIn();
    const admin = await signedIn({ memberType: 'admin' });
    await insertPost(t.db, author.member.id);
    const flagFor = async (viewer: Awaited<ReturnType<typeof signedIn>>) => {
      const [page, recent] = await Promise.all([viewer.trpc.feed.list.query({}), viewer.trpc.feed.recent.query({ limit: 5 })]);
      return [page.posts[0]?.canDelete, recent[0]?.canDelete];
    };
    expect(await flagFor(author)).toEqual([true, true]);
    expect(await flagFor(other)).toEqual([false, false]);
    expect(await flagFor(admin)).toEqual([true, true]);
    const rest = await t.app.inject({ url: '/api/feed', headers: { cookie: other.cookie } });
    expect(rest.json<Array<{ canDelete: boolean }>>()[0]?.canDelete).toBe(false);
  });

  it('REST GET /api/feed (written through its response schema) carries every field the tRPC page does', async () => {
    const author = await signedIn();
    await insertPost(t.db, author.member.id, { content: 'Plain words' });
    await t.db
      .insertInto('feed_posts')
      .values({
        user_id: author.member.id,
        content: 'With a photo',
        image_file: 'p.jpg',
        thumb_file: 'p-thumb.jpg',
        created_at: new Date().toISOString(),
      })
      .execute();
    const rest = await t.app.inject({ url: '/api/feed', headers: { cookie: author.cookie } });
    const page = await author.trpc.feed.list.query({});
    expect(rest.json<unknown>()).toEqual(page.posts);
    expect(page.posts[0]).toMatchObject({ content: 'With a photo', canDelete: true });
    expect(page.posts[0]?.imageUrl).toContain('p.jpg');
    expect(Object.keys(page.posts[0] ?? {}).sort()).toEqual([
      'canDelete',
      'content',
      'createdAt',
      'id',
      'imageUrl',
      'name',
      'result',
      'thumbnailUrl',
      'userId',
      'username',
    ]);
    expect((await t.app.inject({ url: '/api/feed' })).json<{ message: string }>().message).toBeTruthy();
  });

  it('answers 404 for a post that does not exist', async () => {
    const { cookie } = await signedIn();
    const response = await t.app.inject({ method: 'DELETE', url: '/api/feed/999', headers: { cookie } });
    expect(response.statusCode).toBe(404);
  });
});

describe('feed pages', () => {
  it('walks every post exactly once with the cursor, while new posts arrive', async () => {
    const { member, trpc } = await signedIn();
    const base = Date.UTC(2026, 0, 1);
    // Two posts share an instant, to prove the id breaks the tie.
    const stamps = [0, 1, 2, 3, 3, 4, 5, 6, 7, 8, 9];
    for (const [i, offset] of stamps.entries()) {
      await insertPost(t.db, member.id, { content: `old ${i}`, created_at: new Date(base + offset * 60_000).toISOString() });
    }
    const seen: string[] = [];
    let page = await trpc.feed.list.query({ limit: 4 });
    seen.push(...page.posts.map((p) => p.content));
    while (page.nextCursor) {
      // Someone posts between page loads: the next pages neither repeat nor skip.
      await insertPost(t.db, member.id, { content: `new ${seen.length}` });
      page = await trpc.feed.list.query({ limit: 4, cursor: page.nextCursor });
      seen.push(...page.posts.map((p) => p.content));
    }
    expect(seen).toEqual(['old 10', 'old 9', 'old 8', 'old 7', 'old 6', 'old 5', 'old 4', 'old 3', 'old 2', 'old 1', 'old 0']);
    expect(new Set(seen).size).toBe(seen.length);
    // A fresh first page shows the new posts.
    const fresh = await trpc.feed.list.query({ limit: 4 });
    expect(fresh.posts[0]?.content).toMatch(/^new /);
  });

  it('pages GET /api/feed with the last post’s cursor and never sends more than the limit', async () => {
    const { member, cookie } = await signedIn();
    for (let i = 0; i < 25; i++) await insertPost(t.db, member.id, { created_at: new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString() });
    const first = await t.app.inject({ method: 'GET', url: '/api/feed', headers: { cookie } });
    const posts = first.json<{ id: number; createdAt: string }[]>();
    expect(posts).toHaveLength(10);
    const last = posts.at(-1);
    const next = await t.app.inject({
      method: 'GET',
      url: `/api/feed?cursorCreatedAt=${encodeURIComponent(last?.createdAt ?? '')}&cursorId=${last?.id ?? 0}`,
      headers: { cookie },
    });
    const nextPosts = next.json<{ id: number }[]>();
    expect(nextPosts).toHaveLength(10);
    expect(nextPosts.some((p) => posts.some((q) => q.id === p.id))).toBe(false);
  });
});

describe('home data', () => {
  it('gives recent matches newest first, limited', async () => {
    const { member, cookie } = await signedIn();
    for (let i = 0; i < 4; i++) await insertMatch(t.db, member.id, [], `${NEXT_YEAR}-01-0${i + 1}`);
    const response = await t.app.inject({ method: 'GET', url: '/api/matches/recent?limit=3', headers: { cookie } });
    expect(response.json<{ date: string }[]>().map((m) => m.date)).toEqual([
      `${NEXT_YEAR}-01-04`,
      `${NEXT_YEAR}-01-03`,
      `${NEXT_YEAR}-01-02`,
    ]);
  });
});
