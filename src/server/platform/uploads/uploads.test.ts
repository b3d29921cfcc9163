import path from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { insertMatch, makeJpeg, multipart } from '../../../test/feed-factories';
import { insertMember, memberCookie } from '../../../test/factories';
import { createTestApp, type TestApp, trpcClient } from '../../../test/test-app';

let t: TestApp;
let cookie: string;
beforeEach(async () => {
  t = await createTestApp();
  cookie = await memberCookie(t.db, (await insertMember(t.db)).id);
});
afterEach(() => t.close());

const storedFiles = () => t.photos.list('');

async function postPhoto(file: { name: string; type: string; bytes: Buffer }, content = 'Look at this', as = cookie) {
  const body = await multipart({ content }, file);
  return t.app.inject({ method: 'POST', url: '/api/feed', headers: { ...body.headers, cookie: as }, payload: body.payload });
}

const postCount = async () => (await t.db.selectFrom('feed_posts').selectAll().execute()).length;

describe('photo posts', () => {
  it('stores a JPEG re-encoded under random names, with a thumbnail, and serves it to members as an image', async () => {
    const response = await postPhoto({ name: 'round.jpg', type: 'image/jpeg', bytes: await makeJpeg() });
    expect(response.statusCode).toBe(201);
    const post = response.json<{ imageUrl: string; thumbnailUrl: string; content: string }>();
    expect(post.content).toBe('Look at this');
    expect(post.imageUrl).toMatch(/^\/uploads\/[a-f0-9]{32}\.webp$/);
    expect(post.thumbnailUrl).toMatch(/^\/uploads\/[a-f0-9]{32}-thumb\.webp$/);
    expect((await storedFiles()).sort()).toEqual([path.basename(post.imageUrl), path.basename(post.thumbnailUrl)].sort());

    const served = await t.app.inject({ method: 'GET', url: post.imageUrl, headers: { cookie } });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect((await sharp(served.rawPayload).metadata()).format).toBe('webp');
  });

  it('does not serve photos to visitors, nor names it did not make', async () => {
    const post = (await postPhoto({ name: 'a.jpg', type: 'image/jpeg', bytes: await makeJpeg() })).json<{ imageUrl: string }>();
    expect((await t.app.inject({ method: 'GET', url: post.imageUrl })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/uploads/..%2Fclub.sqlite', headers: { cookie } })).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: '/uploads/0123456789abcdef0123456789abcdef.webp', headers: { cookie } })).statusCode,
    ).toBe(404);
  });

  it('removes GPS and every other EXIF field', async () => {
    const original = await makeJpeg({ gps: true });
    expect((await sharp(original).metadata()).exif?.toString('latin1')).toContain('TestCam');
    const post = (await postPhoto({ name: 'gps.jpg', type: 'image/jpeg', bytes: original })).json<{
      imageUrl: string;
      thumbnailUrl: string;
    }>();
    for (const url of [post.imageUrl, post.thumbnailUrl]) {
      const stored = (await t.app.inject({ method: 'GET', url, headers: { cookie } })).rawPayload;
      const metadata = await sharp(stored).metadata();
      expect(metadata.exif).toBeUndefined();
      expect(stored.toString('latin1')).not.toContain('TestCam');
      expect(stored.toString('latin1')).not.toContain('GPS');
    }
  });

  it('shrinks a large picture to 2048 px and turns it upright', async () => {
    const wide = await sharp({ create: { width: 3000, height: 1000, channels: 3, background: '#2a7' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const post = (await postPhoto({ name: 'wide.jpg', type: 'image/jpeg', bytes: wide })).json<{
      imageUrl: string;
      thumbnailUrl: string;
    }>();
    const image = await sharp((await t.app.inject({ method: 'GET', url: post.imageUrl, headers: { cookie } })).rawPayload).metadata();
    // Orientation 6 means "rotate 90°": the stored picture stands upright.
    expect([image.width, image.height]).toEqual([683, 2048]);
    const thumb = await sharp((await t.app.inject({ method: 'GET', url: post.thumbnailUrl, headers: { cookie } })).rawPayload).metadata();
    expect(Math.max(thumb.width ?? 0, thumb.height ?? 0)).toBe(400);
  });

  it.each([
    ['a text file named .jpg', { name: 'holiday.jpg', type: 'image/jpeg', bytes: Buffer.from('just some text, not a picture at all') }],
    [
      'an SVG',
      {
        name: 'logo.svg',
        type: 'image/svg+xml',
        bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      },
    ],
    [
      'an SVG named .png',
      { name: 'logo.png', type: 'image/png', bytes: Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"/>') },
    ],
  ])('refuses %s with 400, stores no post and no file', async (_label, file) => {
    const response = await postPhoto(file);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Only JPEG, PNG, WebP or GIF images can be uploaded.' });
    expect(await postCount()).toBe(0);
    expect(await storedFiles()).toEqual([]);
  });

  it('refuses a truncated JPEG that only starts like one', async () => {
    const bytes = (await makeJpeg()).subarray(0, 40);
    const response = await postPhoto({ name: 'broken.jpg', type: 'image/jpeg', bytes });
    expect(response.statusCode).toBe(400);
    expect(await storedFiles()).toEqual([]);
  });

  it('answers an 11 MB upload with 413 and leaves no file', async () => {
    const big = Buffer.concat([await makeJpeg(), Buffer.alloc(11 * 1024 * 1024, 7)]);
    const response = await postPhoto({ name: 'big.jpg', type: 'image/jpeg', bytes: big });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: 'Images must be 10 MB or smaller.' });
    expect(await postCount()).toBe(0);
    expect(await storedFiles()).toEqual([]);
  });

  it('refuses a picture over the pixel limit', async () => {
    // 10000 x 5000 = 50 megapixels, tiny as a PNG of one colour.
    const huge = await sharp({ create: { width: 10000, height: 5000, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    expect(huge.length).toBeLessThan(10 * 1024 * 1024);
    const response = await postPhoto({ name: 'huge.png', type: 'image/png', bytes: huge });
    expect(response.statusCode).toBe(413);
    expect(await storedFiles()).toEqual([]);
  });

  it('accepts PNG, WebP and GIF too', async () => {
    const create = { width: 20, height: 20, channels: 4 as const, background: '#f00' };
    for (const [name, bytes] of [
      ['a.png', await sharp({ create }).png().toBuffer()],
      ['a.webp', await sharp({ create }).webp().toBuffer()],
      ['a.gif', await sharp({ create }).gif().toBuffer()],
    ] as const) {
      expect((await postPhoto({ name, type: 'application/octet-stream', bytes })).statusCode, name).toBe(201);
    }
  });

  it('deletes the files when the post is deleted', async () => {
    const post = (await postPhoto({ name: 'a.jpg', type: 'image/jpeg', bytes: await makeJpeg() })).json<{ id: number }>();
    expect(await storedFiles()).toHaveLength(2);
    const response = await t.app.inject({ method: 'DELETE', url: `/api/feed/${post.id}`, headers: { cookie } });
    expect(response.statusCode).toBe(200);
    expect(await storedFiles()).toEqual([]);
  });
});

describe('photo comments', () => {
  it('posts a photo comment with a caption; deleting the comment, or cancelling the match, deletes the files', async () => {
    const member = await t.db.selectFrom('users').select('id').where('username', 'like', 'member%').executeTakeFirstOrThrow();
    const match = await insertMatch(t.db, member.id);
    const body = await multipart({ content: 'Hole 7 view' }, { name: 'view.jpg', type: 'image/jpeg', bytes: await makeJpeg() });
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/matches/${match.id}/comments`,
      headers: { ...body.headers, cookie },
      payload: body.payload,
    });
    expect(response.statusCode).toBe(201);
    const comment = response.json<{ id: number; imageUrl: string; content: string }>();
    expect(comment.content).toBe('Hole 7 view');
    expect(comment.imageUrl).toMatch(/^\/uploads\//);
    expect(await storedFiles()).toHaveLength(2);
    await trpcClient(t.app, cookie).matches.comments.delete.mutate({ matchId: match.id, commentId: comment.id });
    expect(await storedFiles()).toEqual([]);

    const noCaption = await multipart({}, { name: 'view.jpg', type: 'image/jpeg', bytes: await makeJpeg() });
    const second = await t.app.inject({
      method: 'POST',
      url: `/api/matches/${match.id}/comments`,
      headers: { ...noCaption.headers, cookie },
      payload: noCaption.payload,
    });
    expect(second.statusCode).toBe(201);
    expect(await storedFiles()).toHaveLength(2);
    await trpcClient(t.app, cookie).matches.delete.mutate({ id: match.id });
    expect(await storedFiles()).toEqual([]);
  });
});
