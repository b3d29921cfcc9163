import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ClubEvent } from '../../../shared/events/event.schema';
import { adminAndMember, auditRows } from '../../../test/admin-helpers';
import { insertEvent, insertMember, memberCookie as cookieOf } from '../../../test/factories';
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

const pictureFiles = () => t.photos.list('events');

async function addPicture(eventId: number, bytes?: Buffer, cookie = adminCookie) {
  const body = await multipart({}, { name: 'event.jpg', type: 'image/jpeg', bytes: bytes ?? (await makeJpeg({ width: 1600, height: 900, gps: true })) });
  return t.app.inject({ method: 'POST', url: `/api/admin/events/${eventId}/image`, headers: { ...body.headers, cookie }, payload: body.payload });
}

describe('event pictures', () => {
  it('stores a public event’s picture in two widths, lists it with the event, and shows it to visitors', async () => {
    const event = await insertEvent(t.db, { title: 'Spring Scramble' });
    const response = await addPicture(event.id);
    expect(response.statusCode).toBe(200);
    const { image } = response.json<ClubEvent>();
    expect(image?.src).toMatch(/^\/event-images\/event-[a-f0-9]{32}-640\.webp$/);
    expect(image?.srcSet.split(', ').map((entry) => entry.split(' ')[1])).toEqual(['640w', '1280w']);
    expect(await pictureFiles()).toHaveLength(2);

    const listed = (await t.app.inject({ url: '/api/events' })).json<ClubEvent[]>().find((e) => e.id === event.id);
    expect(listed?.image).toEqual(image);
    const served = await t.app.inject({ url: image?.src ?? '' });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toContain('public');
    expect((await auditRows(t.db)).find((row) => row.action === 'event.picture')?.summary).toBe('Added a picture to event "Spring Scramble"');
  });

  it('shows a members-only event’s picture to members only, never to visitors or lapsed members', async () => {
    const event = await insertEvent(t.db, { visibility: 'members' });
    const { image } = (await addPicture(event.id)).json<ClubEvent>();
    const url = image?.src ?? '';
    expect((await t.app.inject({ url })).statusCode).toBe(401);
    const asMember = await t.app.inject({ url, headers: { cookie: memberCookie } });
    expect(asMember.statusCode).toBe(200);
    expect(asMember.headers['cache-control']).not.toContain('public');
    const lapsed = await insertMember(t.db, { paidThrough: '2020-01-01' });
    expect((await t.app.inject({ url, headers: { cookie: await cookieOf(t.db, lapsed.id) } })).statusCode).toBe(403);
  });

  it('replaces and removes pictures without leaving files, and deleting the event deletes its picture', async () => {
    const event = await insertEvent(t.db);
    await addPicture(event.id);
    const first = await pictureFiles();
    await addPicture(event.id);
    expect(await pictureFiles()).toHaveLength(2);
    expect((await pictureFiles()).some((file) => first.includes(file))).toBe(false);
    const removed = await trpcClient(t.app, adminCookie).admin.events.removeImage.mutate({ id: event.id });
    expect(removed.image).toBeNull();
    expect(await pictureFiles()).toEqual([]);

    await addPicture(event.id);
    await trpcClient(t.app, adminCookie).admin.events.delete.mutate({ id: event.id });
    expect(await pictureFiles()).toEqual([]);
  });

  it('refuses what is not a picture, members, and unknown events, storing nothing', async () => {
    const event = await insertEvent(t.db);
    const bad = await addPicture(event.id, Buffer.from('not a picture at all'));
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: 'Only JPEG, PNG, WebP or GIF images can be uploaded.' });
    expect((await addPicture(event.id, undefined, memberCookie)).statusCode).toBe(403);
    const unknown = await addPicture(999999);
    expect(unknown.statusCode).toBe(404);
    expect(await pictureFiles()).toEqual([]);
    expect((await t.app.inject({ url: '/event-images/event-0123456789abcdef0123456789abcdef-640.webp' })).statusCode).toBe(404);
  });
});
