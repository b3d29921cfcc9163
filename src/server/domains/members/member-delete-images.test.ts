import { afterEach, beforeEach, expect, it } from 'vitest';
import { insertMember, memberCookie } from '../../../test/factories';
import { makeJpeg, multipart } from '../../../test/feed-factories';
import { createTestApp, type TestApp, trpcClient } from '../../../test/test-app';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

const storedFiles = () => t.photos.list('');

it('deleting a member deletes the photos of their posts too', async () => {
  const member = await insertMember(t.db);
  const body = await multipart({ content: 'My best drive' }, { name: 'drive.jpg', type: 'image/jpeg', bytes: await makeJpeg() });
  const posted = await t.app.inject({
    method: 'POST',
    url: '/api/feed',
    headers: { ...body.headers, cookie: await memberCookie(t.db, member.id) },
    payload: body.payload,
  });
  expect(posted.statusCode).toBe(201);
  expect(await storedFiles()).toHaveLength(2);

  const admin = await insertMember(t.db, { memberType: 'admin' });
  const adminClient = trpcClient(t.app, await memberCookie(t.db, admin.id));
  await expect(adminClient.admin.members.delete.mutate({ id: admin.id })).rejects.toThrow();
  expect(await storedFiles()).toHaveLength(2);

  await adminClient.admin.members.delete.mutate({ id: member.id });
  expect(await storedFiles()).toEqual([]);
});
