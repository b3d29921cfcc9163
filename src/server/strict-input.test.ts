import { TRPCClientError } from '@trpc/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { insertMember, memberCookie } from '../test/factories';
import { createTestApp, type TestApp, trpcClient } from '../test/test-app';

// The review's low findings on input: each is refused with a clear message and changes nothing.
let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

async function signedIn(memberType: 'standard' | 'admin' = 'standard') {
  const member = await insertMember(t.db, { memberType });
  const cookie = await memberCookie(t.db, member.id);
  return { member, cookie, trpc: trpcClient(t.app, cookie) };
}

const messageOf = (error: unknown) => (error instanceof TRPCClientError ? error.message : String(error));
const count = async (table: 'matches' | 'reservations' | 'users' | 'account_entries' | 'contact_messages') =>
  Number((await t.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

describe('strict input', () => {
  it.each([['2026-99-99'], ['2027-02-30'], ['2026-4-1'], ['2999-01-01']])('refuses the match date %s and stores nothing', async (date) => {
    const { cookie } = await signedIn();
    const other = await insertMember(t.db);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/matches',
      headers: { cookie },
      payload: { date, time: '09:00', selectedMembers: [{ id: other.id, username: other.username }] },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toMatch(/^(Please choose a date\.|Please choose a date within the next 2 years\.)$/);
    expect(await count('matches')).toBe(0);
  });

  it('refuses a tee-time reservation on a day that does not exist', async () => {
    const { cookie } = await signedIn();
    const response = await t.app.inject({ method: 'POST', url: '/api/reservations', headers: { cookie }, payload: { date: '2027-02-30', time: '09:00', players: 1 } });
    expect(response.statusCode).toBe(400);
    expect(await count('reservations')).toBe(0);
  });

  it('refuses a 900,000-character e-mail on the contact form', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { name: 'Sam Wedge', email: `${'a'.repeat(900_000)}@example.com`, phone: '5551234567', message: 'Hello there, a question.' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toBe('Invalid email address');
    expect(await count('contact_messages')).toBe(0);
  });

  it('refuses a member search holding a NUL byte instead of matching everyone', async () => {
    const { cookie, trpc } = await signedIn();
    await insertMember(t.db, { username: 'casey' });
    const rest = await t.app.inject({ url: '/api/members/search?q=%00', headers: { cookie } });
    expect(rest.statusCode).toBe(400);
    expect(rest.json<{ message: string }>().message).toBe('Text cannot contain control characters.');
    expect(messageOf(await trpc.members.search.query({ q: 'a\u0000' }).catch((error: unknown) => error))).toBe('Text cannot contain control characters.');
  });

  it('refuses an account entry of 1e-9 dollars with a message, not a 500', async () => {
    const admin = await signedIn('admin');
    const member = await insertMember(t.db);
    const error = await admin.trpc.statements.recordEntry.mutate({ userId: member.id, kind: 'charge', amount: 1e-9, description: 'Range balls' }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(TRPCClientError);
    expect(messageOf(error)).toBe('Amount must be at least $0.01');
    expect(await count('account_entries')).toBe(0);
  });

  it('holds admins to the onboarding username rule: no NUL, control characters or look-alikes', async () => {
    const admin = await signedIn('admin');
    const before = await count('users');
    for (const username of ['casey\u0000x', 'cas\u0435y', 'ca sey', 'x']) {
      const response = await t.app.inject({ method: 'POST', url: '/api/admin/members', headers: { cookie: admin.cookie }, payload: { username, password: 'secret-pass-1', memberType: 'standard' } });
      expect(response.statusCode, username).toBe(400);
    }
    expect(await count('users')).toBe(before);
    const fine = await t.app.inject({ method: 'POST', url: '/api/admin/members', headers: { cookie: admin.cookie }, payload: { username: 'casey_2', password: 'secret-pass-1', memberType: 'standard' } });
    expect(fine.statusCode).toBe(201);
  });

  it('refuses control characters in any text of a call, keeping line breaks where text allows them', async () => {
    const { cookie } = await signedIn();
    const bell = await t.app.inject({ method: 'POST', url: '/api/feed', headers: { cookie }, payload: { content: 'Ring\u0007 ring' } });
    expect(bell.statusCode).toBe(400);
    expect(bell.json<{ message: string }>().message).toBe('Text cannot contain control characters.');
    const lines = await t.app.inject({ method: 'POST', url: '/api/feed', headers: { cookie }, payload: { content: 'Line one\nLine two' } });
    expect(lines.statusCode).toBe(201);
  });

  it('says "one image at a time" for a two-file upload', async () => {
    const { cookie } = await signedIn();
    const form = new FormData();
    form.append('content', 'Two photos');
    form.append('image', new Blob([new Uint8Array(10)], { type: 'image/jpeg' }), 'a.jpg');
    form.append('image2', new Blob([new Uint8Array(10)], { type: 'image/jpeg' }), 'b.jpg');
    const request = new Request('http://localhost/', { method: 'POST', body: form });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/feed',
      headers: { cookie, 'content-type': request.headers.get('content-type') ?? '' },
      payload: Buffer.from(await request.arrayBuffer()),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toBe('Please attach one image at a time.');
  });
});
