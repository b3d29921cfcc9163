import { writeFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { insertMatch } from '../../../test/feed-factories';
import { insertMember, memberCookie } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { openDatabase } from '../../platform/db/database';
import { DatabaseDamagedError, openVerifiedDatabase } from '../../platform/db/integrity';

let t: TestApp;
afterEach(() => t.close());

describe('safe defaults', () => {
  it('accepts the bodiless JSON calls: join, leave and logout with a JSON content type and no body', async () => {
    t = await createTestApp();
    const organizer = await insertMember(t.db);
    const player = await insertMember(t.db);
    const match = await insertMatch(t.db, organizer.id);
    const cookie = await memberCookie(t.db, player.id);
    const json = { cookie, 'content-type': 'application/json' };
    expect((await t.app.inject({ method: 'POST', url: `/api/matches/${match.id}/join`, headers: json })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: `/api/matches/${match.id}/leave`, headers: json })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: json })).statusCode).toBe(200);
    // A broken body is still refused.
    const broken = await t.app.inject({ method: 'POST', url: '/api/contact', headers: { 'content-type': 'application/json' }, payload: '{"name":' });
    expect(broken.statusCode).toBe(400);
  });

  it('marks every answer that carries a session no-store, and leaves visitors’ public answers cacheable', async () => {
    t = await createTestApp();
    const member = await insertMember(t.db);
    const cookie = await memberCookie(t.db, member.id);
    for (const url of ['/api/auth/user', '/api/reservations', '/trpc/profile.get', '/api/events']) {
      expect((await t.app.inject({ url, headers: { cookie } })).headers['cache-control'], url).toBe('no-store');
    }
    const signIn = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: member.username, password: member.password } });
    expect(signIn.headers['cache-control']).toBe('no-store');
    expect((await t.app.inject({ url: '/api/events' })).headers['cache-control']).not.toBe('no-store');
  });

  it('answers /healthz from the database', async () => {
    t = await createTestApp();
    const healthy = await t.app.inject({ url: '/healthz' });
    expect(healthy.statusCode).toBe(200);
    expect(healthy.json()).toEqual({ status: 'ok' });
    await t.db.destroy();
    const down = await t.app.inject({ url: '/healthz' });
    expect(down.statusCode).toBe(503);
    t.db = openDatabase(t.config.DB_FILE);
  });

  it('names a damaged database file at start-up instead of serving broken pages', async () => {
    t = await createTestApp();
    await (await openVerifiedDatabase(t.config.DB_FILE)).destroy();
    const file = `${t.dir}/garbage.sqlite`;
    writeFileSync(file, Buffer.alloc(8192, 7));
    const error: unknown = await openVerifiedDatabase(file).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(DatabaseDamagedError);
    expect(error instanceof Error ? error.message : '').toMatch(/^The database file .*garbage\.sqlite cannot be read: .*npm run restore/);
  });
});
