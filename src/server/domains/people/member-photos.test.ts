import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { memberProfileSchema } from '../../../shared/profile/member-profile.schema';
import { insertMember, memberCookie } from '../../../test/factories';
import { makeJpeg, multipart } from '../../../test/feed-factories';
import { createTestApp, type TestApp, trpcClient } from '../../../test/test-app';

// Issue 32: members' photos, square and sized for lists, seen only by members, and not at all by
// others once the member hides their photo.

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

async function member(username: string, paidThrough?: string) {
  const row = await insertMember(t.db, { username, paidThrough });
  const cookie = await memberCookie(t.db, row.id);
  return { row, cookie, trpc: trpcClient(t.app, cookie) };
}

async function upload(cookie: string, bytes: Buffer) {
  const body = await multipart({}, { name: 'me.jpg', type: 'image/jpeg', bytes });
  return t.app.inject({ method: 'POST', url: '/api/profile/photo', headers: { ...body.headers, cookie }, payload: body.payload });
}
const fetchPhoto = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

describe('member photos', () => {
  it('stores a square WebP at list and profile sizes, replaces the old one, and serves it to members only', async () => {
    const dana = await member('dana');
    const eli = await member('eli');
    const response = await upload(dana.cookie, await makeJpeg());
    expect(response.statusCode).toBe(200);
    const photo = memberProfileSchema.parse(response.json()).photo;
    expect(photo?.src).toMatch(/^\/member-photos\/member-[a-f0-9]{32}-128\.webp$/);
    const src = photo?.src ?? '';
    const served = await fetchPhoto(src, eli.cookie);
    expect(served.statusCode).toBe(200);
    expect(String(served.headers['cache-control'])).not.toContain('public');
    const size = await sharp(served.rawPayload).metadata();
    expect([size.format, size.width, size.height]).toEqual(['webp', 128, 128]);
    expect((await fetchPhoto(src)).statusCode).toBe(401);
    expect((await t.photos.list('members')).length).toBe(2);

    const second = memberProfileSchema.parse((await upload(dana.cookie, await makeJpeg())).json()).photo;
    expect(second?.src).not.toBe(src);
    expect((await t.photos.list('members')).length).toBe(2);
    expect((await fetchPhoto(src, dana.cookie)).statusCode).toBe(404);
  });

  it('a hidden photo is served to its owner only, and a lapsed member sees no one else', async () => {
    const dana = await member('dana');
    const eli = await member('eli');
    const lapsed = await member('lapsed', '2020-01-01');
    const src = memberProfileSchema.parse((await upload(dana.cookie, await makeJpeg())).json()).photo?.src ?? '';
    expect((await fetchPhoto(src, lapsed.cookie)).statusCode).toBe(404);
    await dana.trpc.people.setDirectory.mutate({ listed: true, hiddenFields: ['photo'] });
    expect((await fetchPhoto(src, eli.cookie)).statusCode).toBe(404);
    expect((await fetchPhoto(src, dana.cookie)).statusCode).toBe(200);
  });

  it('refuses a file that is not a picture and keeps the photo there was', async () => {
    const dana = await member('dana');
    await upload(dana.cookie, await makeJpeg());
    const before = await t.photos.list('members');
    const body = await multipart({}, { name: 'me.jpg', type: 'image/jpeg', bytes: Buffer.from('not a picture') });
    const refused = await t.app.inject({ method: 'POST', url: '/api/profile/photo', headers: { ...body.headers, cookie: dana.cookie }, payload: body.payload });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ message: 'Only JPEG, PNG, WebP or GIF images can be uploaded.' });
    expect(await t.photos.list('members')).toEqual(before);
  });

  it('removing the photo deletes its files', async () => {
    const dana = await member('dana');
    await upload(dana.cookie, await makeJpeg());
    const removed = await t.app.inject({ method: 'DELETE', url: '/api/profile/photo', headers: { cookie: dana.cookie } });
    expect(memberProfileSchema.parse(removed.json()).photo).toBeNull();
    expect(await t.photos.list('members')).toEqual([]);
  });
});
