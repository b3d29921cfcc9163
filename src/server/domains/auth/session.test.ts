import { databaseLocation } from '../../platform/config/config';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { insertMember } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { openDatabase } from '../../platform/db/database';
import { SESSION_COOKIE } from '../../doors/http/request-user';
import {
  endOtherSessions,
  hashToken,
  purgeExpiredSessions,
  resolveSession,
  resolveSessions,
  SESSION_ABSOLUTE_MS,
  SESSION_IDLE_MS,
  startSession,
} from './session.service';
import { TestClock } from '../../../test/test-clock';

const DAY = 24 * 60 * 60 * 1000;

/** The test app's clock: sessions start and expire by it. */
const START = Date.UTC(2026, 0, 1, 12);
let clock: TestClock;
let t: TestApp;
/** The statements the app ran, in order. */
let statements: string[] = [];
beforeEach(async () => {
  clock = new TestClock(new Date(START).toISOString());
  statements = [];
  t = await createTestApp({}, { clock, onQuery: (sql) => statements.push(sql) });
});
afterEach(async () => {
  await t.close();
});

async function authState(token: string) {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/auth/user',
    headers: { cookie: `${SESSION_COOKIE}=${token}` },
  });
  return { body: response.json<{ isAuthenticated: boolean }>(), setCookie: String(response.headers['set-cookie'] ?? '') };
}

function sessionRow(token: string) {
  return t.db.selectFrom('sessions').selectAll().where('id', '=', hashToken(token)).executeTakeFirst();
}

async function setSessionTimes(token: string, times: { last_seen_at?: string; expires_at?: string }) {
  await t.db.updateTable('sessions').set(times).where('id', '=', hashToken(token)).execute();
}

const ago = (ms: number) => new Date(clock.now().getTime() - ms).toISOString();

describe('many sessions at once (a board\'s watchers on each update)', () => {
  it('answers each token as one at a time would: a live session its member, a gone, idle or unknown one nobody, the idle one deleted', async () => {
    const [ann, bob, cy] = [await insertMember(t.db, { username: 'ann' }), await insertMember(t.db, { username: 'bob' }), await insertMember(t.db, { username: 'cy' })];
    const tokens = { ann: await startSession({ db: t.db, clock }, ann.id), bob: await startSession({ db: t.db, clock }, bob.id), cy: await startSession({ db: t.db, clock }, cy.id) };
    await setSessionTimes(tokens.cy, { last_seen_at: ago(SESSION_IDLE_MS + 60_000) });
    await t.db.deleteFrom('sessions').where('user_id', '=', bob.id).execute();
    const resolved = await resolveSessions({ db: t.db, clock }, [tokens.ann, tokens.bob, tokens.cy, 'unknown', tokens.ann]);
    expect([...resolved].map(([token, session]) => [token, session?.user.username ?? null])).toEqual([
      [tokens.ann, 'ann'],
      [tokens.bob, null],
      [tokens.cy, null],
      ['unknown', null],
    ]);
    expect(await resolveSession({ db: t.db, clock }, tokens.ann)).toEqual(resolved.get(tokens.ann));
    expect(await sessionRow(tokens.cy)).toBeUndefined();
  });

  it('touches the sessions due a touch and deletes the ended ones in one statement each, however many there are', async () => {
    const members = await Promise.all(Array.from({ length: 30 }, (_, i) => insertMember(t.db, { username: `watcher${i}` })));
    const tokens = await Promise.all(members.map((member) => startSession({ db: t.db, clock }, member.id)));
    clock.set(new Date(START + 2 * 60_000).toISOString());
    const [first, second] = tokens;
    if (first === undefined || second === undefined) throw new Error('No sessions');
    await setSessionTimes(first, { last_seen_at: ago(SESSION_IDLE_MS + 60_000) });
    await setSessionTimes(second, { expires_at: ago(1000) });
    statements = [];
    const resolved = await resolveSessions({ db: t.db, clock }, tokens);
    expect([...resolved.values()].filter((session) => session !== null)).toHaveLength(28);
    expect(statements.map((sql) => sql.split(' ')[0])).toEqual(['select', 'delete', 'update']);
    const rows = await t.db.selectFrom('sessions').select(['last_seen_at']).execute();
    expect(rows.map((row) => row.last_seen_at)).toEqual(Array.from({ length: 28 }, () => clock.now().toISOString()));
  });
});

describe('session expiry', () => {
  it('stores only a hash of the token, never the token itself', async () => {
    const member = await insertMember(t.db);
    const token = await startSession({ db: t.db, clock }, member.id);
    const rows = await t.db.selectFrom('sessions').select('id').execute();
    expect(rows).toEqual([{ id: hashToken(token) }]);
  });

  it('keeps a session used within the idle limit and records the visit', async () => {
    const member = await insertMember(t.db);
    const token = await startSession({ db: t.db, clock }, member.id);
    const lastSeen = ago(SESSION_IDLE_MS - DAY);
    await setSessionTimes(token, { last_seen_at: lastSeen });
    expect((await authState(token)).body).toMatchObject({ isAuthenticated: true });
    const row = await sessionRow(token);
    expect(Date.parse(row?.last_seen_at ?? '')).toBeGreaterThan(Date.parse(lastSeen));
  });

  it('ends a session idle for longer than the idle limit and deletes its row', async () => {
    const member = await insertMember(t.db);
    const token = await startSession({ db: t.db, clock }, member.id);
    await setSessionTimes(token, { last_seen_at: ago(SESSION_IDLE_MS + 60_000) });
    const { body, setCookie } = await authState(token);
    expect(body).toEqual({ isAuthenticated: false, user: null });
    expect(setCookie).toMatch(new RegExp(`${SESSION_COOKIE}=;`));
    expect(await sessionRow(token)).toBeUndefined();
  });

  it('ends a session past its absolute expiry even when it was just used', async () => {
    const member = await insertMember(t.db);
    const token = await startSession({ db: t.db, clock }, member.id);
    await setSessionTimes(token, { last_seen_at: ago(0), expires_at: ago(1000) });
    expect((await authState(token)).body).toEqual({ isAuthenticated: false, user: null });
    expect(await sessionRow(token)).toBeUndefined();
  });

  it('ends a session used every few days once the absolute limit passes (clock moved)', async () => {
    const start = START;
    const member = await insertMember(t.db);
    const token = await startSession({ db: t.db, clock }, member.id);
    for (let day = 5; day * DAY < SESSION_ABSOLUTE_MS; day += 5) {
      clock.set(new Date(start + day * DAY).toISOString());
      expect((await authState(token)).body).toMatchObject({ isAuthenticated: true });
    }
    clock.set(new Date(start + SESSION_ABSOLUTE_MS + 1000).toISOString());
    expect((await authState(token)).body).toMatchObject({ isAuthenticated: false });
    expect(await sessionRow(token)).toBeUndefined();
  });

  it('ends a session when the clock moves past the idle limit', async () => {
    const start = START;
    const member = await insertMember(t.db);
    const token = await startSession({ db: t.db, clock }, member.id);
    clock.set(new Date(start + SESSION_IDLE_MS + 1000).toISOString());
    expect(await resolveSession({ db: t.db, clock }, token)).toBeNull();
    expect(await sessionRow(token)).toBeUndefined();
  });

  it('purges expired and idle sessions at start-up and keeps live ones', async () => {
    const member = await insertMember(t.db);
    const live = await startSession({ db: t.db, clock }, member.id);
    const idle = await startSession({ db: t.db, clock }, member.id);
    const expired = await startSession({ db: t.db, clock }, member.id);
    await setSessionTimes(idle, { last_seen_at: ago(SESSION_IDLE_MS + 1000) });
    await setSessionTimes(expired, { expires_at: ago(1000) });
    await purgeExpiredSessions(t.db, clock.now());
    const ids = (await t.db.selectFrom('sessions').select('id').execute()).map((row) => row.id);
    expect(ids).toEqual([hashToken(live)]);
  });

  it('treats a missing or unknown token as signed out', async () => {
    expect(await resolveSession({ db: t.db, clock }, undefined)).toBeNull();
    expect(await resolveSession({ db: t.db, clock }, 'made-up-token')).toBeNull();
  });
});

describe('sessions read together', () => {
  it('answers many members asking at once each with their own account, and a session ended before they asked with none', async () => {
    // On PostgreSQL the sessions asked for in one turn are read in one query (batched-reads.ts).
    const members = await Promise.all(Array.from({ length: 12 }, (_, i) => insertMember(t.db, { username: `together${i}` })));
    const tokens = await Promise.all(members.map((member) => startSession({ db: t.db, clock }, member.id)));
    const ended = tokens[5];
    await t.db.deleteFrom('sessions').where('id', '=', hashToken(ended ?? '')).execute();
    const resolved = await Promise.all([...tokens, ...tokens.slice(0, 3)].map((token) => resolveSession({ db: t.db, clock }, token)));
    expect(resolved.map((session) => session?.user.username ?? null)).toEqual([...members.map((member, i) => (i === 5 ? null : member.username)), ...members.slice(0, 3).map((member) => member.username)]);
  });
});

describe('sessions kept between writes', () => {
  it('reads a session again after any change: a sign-out elsewhere, a demotion, a renewal', async () => {
    const member = await insertMember(t.db, { memberType: 'admin' });
    const token = await startSession({ db: t.db, clock }, member.id);
    expect((await resolveSession({ db: t.db, clock }, token))?.user.memberType).toBe('admin');
    await t.db.updateTable('users').set({ member_type: 'standard', paid_through: '2030-01-01' }).where('id', '=', member.id).execute();
    expect(await resolveSession({ db: t.db, clock }, token)).toMatchObject({ user: { memberType: 'standard' }, paidThrough: '2030-01-01' });
    // Another connection (a script, a second process) deletes the session.
    const other = openDatabase(databaseLocation(t.config));
    await other.deleteFrom('sessions').where('id', '=', hashToken(token)).execute();
    await other.destroy();
    expect(await resolveSession({ db: t.db, clock }, token)).toBeNull();
  });

  it('keeps one member’s session from answering for another token', async () => {
    const ann = await insertMember(t.db);
    const bob = await insertMember(t.db);
    const [annToken, bobToken] = [await startSession({ db: t.db, clock }, ann.id), await startSession({ db: t.db, clock }, bob.id)];
    expect((await resolveSession({ db: t.db, clock }, annToken))?.user.id).toBe(ann.id);
    expect((await resolveSession({ db: t.db, clock }, bobToken))?.user.id).toBe(bob.id);
    expect((await resolveSession({ db: t.db, clock }, annToken))?.user.id).toBe(ann.id);
    expect(await resolveSession({ db: t.db, clock }, 'not-a-token')).toBeNull();
  });
});

describe('endOtherSessions', () => {
  it('ends every other session of the member, keeps the current one and other members’ sessions', async () => {
    const member = await insertMember(t.db);
    const other = await insertMember(t.db);
    const current = await startSession({ db: t.db, clock }, member.id);
    const laptop = await startSession({ db: t.db, clock }, member.id);
    const phone = await startSession({ db: t.db, clock }, member.id);
    const othersSession = await startSession({ db: t.db, clock }, other.id);

    await endOtherSessions(t.db, member.id, current);

    expect((await authState(current)).body).toMatchObject({ isAuthenticated: true });
    expect((await authState(laptop)).body).toMatchObject({ isAuthenticated: false });
    expect((await authState(phone)).body).toMatchObject({ isAuthenticated: false });
    expect((await authState(othersSession)).body).toMatchObject({ isAuthenticated: true });
    const ids = (await t.db.selectFrom('sessions').select('id').orderBy('id').execute()).map((row) => row.id);
    expect(ids).toEqual([hashToken(current), hashToken(othersSession)].sort());
  });

  it('ends all of the member’s sessions when no current one is given', async () => {
    const member = await insertMember(t.db);
    await startSession({ db: t.db, clock }, member.id);
    await startSession({ db: t.db, clock }, member.id);
    await endOtherSessions(t.db, member.id);
    const rows = await t.db.selectFrom('sessions').selectAll().where('user_id', '=', member.id).execute();
    expect(rows).toHaveLength(0);
  });
});
