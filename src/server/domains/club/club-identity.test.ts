import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ClubIdentity } from '../../../shared/club/club-identity';
import { adminAndMember, auditRows } from '../../../test/admin-helpers';
import { makeJpeg, multipart } from '../../../test/feed-factories';
import { createTestApp, type TestApp, trpcClient } from '../../../test/test-app';

let t: TestApp;
let adminCookie: string;
let memberCookie: string;
beforeEach(async () => {
  t = await createTestApp();
  ({ adminCookie, memberCookie } = await adminAndMember(t.db));
});
afterEach(() => t.close());

const clubFiles = () => t.photos.list('club');

async function upload(kind: 'logo' | 'hero', bytes: Buffer, cookie = adminCookie, type = 'image/png') {
  const body = await multipart({}, { name: `${kind}.png`, type, bytes });
  return t.app.inject({ method: 'POST', url: `/api/admin/settings/${kind}`, headers: { ...body.headers, cookie }, payload: body.payload });
}

const transparentLogo = () =>
  sharp({ create: { width: 300, height: 200, channels: 4, background: { r: 20, g: 110, b: 60, alpha: 0.5 } } })
    .png()
    .toBuffer();

describe('the club’s logo and hero photo', () => {
  it('stores the logo as transparent PNGs in every size, serves them to anyone, and lists them for srcset', async () => {
    const response = await upload('logo', await transparentLogo());
    expect(response.statusCode).toBe(200);
    const { logo, hero } = response.json<ClubIdentity>();
    expect(hero).toBeNull();
    expect(logo?.src).toMatch(/^\/club-images\/club-logo-[a-f0-9]{32}-128\.png$/);
    expect(logo?.srcSet.split(', ').map((entry) => entry.split(' ')[1])).toEqual(['64w', '128w', '256w', '512w']);
    expect(await clubFiles()).toHaveLength(4);

    const served = await t.app.inject({ url: logo?.src ?? '' });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toContain('immutable');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ width: 128, height: 128, hasAlpha: true });
    expect(await trpcClient(t.app).club.identity.query()).toEqual({ logo, hero: null });
  });

  it('stores the hero photo as WebP in three widths, without the camera’s metadata', async () => {
    const response = await upload('hero', await makeJpeg({ width: 2400, height: 1400, gps: true }), adminCookie, 'image/jpeg');
    const { hero } = response.json<ClubIdentity>();
    expect(hero?.srcSet.split(', ').map((entry) => entry.split(' ')[1])).toEqual(['640w', '1280w', '1920w']);
    const served = await t.app.inject({ url: hero?.src ?? '' });
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 1280 });
    expect(meta.exif).toBeUndefined();
  });

  it('replaces the old files on a new upload, removes them on request, and audits both', async () => {
    await upload('logo', await transparentLogo());
    const first = await clubFiles();
    await upload('logo', await transparentLogo());
    const second = await clubFiles();
    expect(second).toHaveLength(4);
    expect(second.some((file) => first.includes(file))).toBe(false);

    const removed = await trpcClient(t.app, adminCookie).admin.settings.removeImage.mutate({ kind: 'logo' });
    expect(removed.logo).toBeNull();
    expect(await clubFiles()).toEqual([]);
    const actions = (await auditRows(t.db)).filter((row) => row.action === 'settings.logo').map((row) => row.summary);
    expect(actions).toEqual(['Uploaded a new club logo', 'Uploaded a new club logo', 'Removed the club logo']);
  });

  it('refuses what is not a picture, members and visitors, and changes nothing', async () => {
    const notImage = await upload('logo', Buffer.from('<svg onload="alert(1)"></svg>'));
    expect(notImage.statusCode).toBe(400);
    expect(notImage.json()).toEqual({ message: 'Only JPEG, PNG, WebP or GIF images can be uploaded.' });
    const empty = await t.app.inject({ method: 'POST', url: '/api/admin/settings/hero', headers: { cookie: adminCookie, 'content-type': 'application/json' }, payload: '{}' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ message: 'Please choose a picture to upload.' });
    expect((await upload('logo', await transparentLogo(), memberCookie)).statusCode).toBe(403);
    const visitor = await t.app.inject({ method: 'DELETE', url: '/api/admin/settings/logo' });
    expect(visitor.statusCode).toBe(401);
    expect(await clubFiles()).toEqual([]);
    expect(await trpcClient(t.app).club.identity.query()).toEqual({ logo: null, hero: null });
    expect((await t.app.inject({ url: '/club-images/../club.sqlite' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/club-images/club-logo-0123456789abcdef0123456789abcdef-128.png' })).statusCode).toBe(404);
  });
});
