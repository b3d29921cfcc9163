import { existsSync } from 'node:fs';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { insertMember, memberCookie } from '../../../test/factories';
import { makeJpeg, multipart } from '../../../test/feed-factories';
import { createTestApp, type TestApp } from '../../../test/test-app';

// Several processes serve one PostgreSQL club: its photos are rows, not one machine's files.
let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

it('keeps a posted photo in the database, serves it from there, and writes nothing to UPLOADS_DIR', async () => {
  const cookie = await memberCookie(t.db, (await insertMember(t.db)).id);
  const body = await multipart({ content: 'From the ninth' }, { name: 'green.jpg', type: 'image/jpeg', bytes: await makeJpeg() });
  const posted = await t.app.inject({ method: 'POST', url: '/api/feed', headers: { cookie, ...body.headers }, payload: body.payload });
  expect(posted.statusCode).toBe(201);
  const { imageUrl } = posted.json<{ imageUrl: string }>();
  const name = imageUrl.replace('/uploads/', '');
  const row = await t.db.selectFrom('photos').select(['name', 'bytes']).where('name', '=', name).executeTakeFirstOrThrow();
  const served = await t.app.inject({ url: imageUrl, headers: { cookie } });
  expect(served.statusCode).toBe(200);
  expect(served.headers['content-type']).toBe('image/webp');
  expect(served.headers['x-content-type-options']).toBe('nosniff');
  expect(served.rawPayload.equals(Buffer.from(row.bytes))).toBe(true);
  expect(existsSync(t.config.UPLOADS_DIR)).toBe(false);
});
