import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DIRECTORY_PAGE_SIZE, type DirectoryPage } from '../../../shared/people/directory.schema';
import { insertMember, memberCookie } from '../../../test/factories';
import { createTestApp, type TestApp, trpcClient } from '../../../test/test-app';
import { TestClock } from '../../../test/test-clock';
import { deleteUserRow, insertUser } from '../users/users.repository';

// Issue 34: the directory pages in the database, in name order, and its Next link (?after=) stays
// put as members join and leave between two reads.

const NOW = '2026-06-10T14:00:00.000Z';
const PAGE = DIRECTORY_PAGE_SIZE;
let t: TestApp;
let clock: TestClock;
beforeEach(async () => {
  clock = new TestClock(NOW);
  t = await createTestApp({}, { clock });
});
afterEach(() => t.close());

async function viewer() {
  const row = await insertMember(t.db, { username: 'viewer', fullName: 'Zz Viewer' });
  const cookie = await memberCookie(t.db, row.id, clock);
  return { row, cookie, trpc: trpcClient(t.app, cookie) };
}

async function restPage(cookie: string, query: string): Promise<DirectoryPage & { status: number }> {
  const response = await t.app.inject({ method: 'GET', url: `/api/members/directory?${query}`, headers: { cookie } });
  return { ...response.json<DirectoryPage>(), status: response.statusCode };
}

let sequence = 0;
/** A listed member without a password to hash (hundreds are needed here). */
function listed(fullName: string, username = `listed${++sequence}`) {
  return insertUser(t.db, { username, password_hash: '!', member_type: 'standard', full_name: fullName, email: null, phone: null, address: null, created_at: NOW, paid_through: '2027-01-01' });
}

const names = (page: DirectoryPage) => page.members.map((member) => member.name);
const golfer = (i: number) => `Golfer ${String(i).padStart(3, '0')}`;

describe('directory paging', () => {
  it('sorts by name with accents and case folded, and a renamed member moves', async () => {
    const me = await viewer();
    for (const fullName of ['Élodie Martin', 'eli Brown', 'Dean Ross', 'de Vries Anna', 'Zoë Clark', 'Ángel Ruiz']) await listed(fullName);
    // An empty full name shows (and sorts by) the username.
    await listed('  ', 'birdie_bob');
    const page = await me.trpc.people.directory.query({});
    expect(names(page)).toEqual(['Ángel Ruiz', 'birdie_bob', 'de Vries Anna', 'Dean Ross', 'eli Brown', 'Élodie Martin', 'Zoë Clark', 'Zz Viewer']);
    await me.trpc.profile.update.mutate({ fullName: 'Aaron Viewer', email: me.row.email ?? '', phone: '555 0100 2000', address: '1 Fairway Road' });
    expect(names(await me.trpc.people.directory.query({}))[0]).toBe('Aaron Viewer');
  });

  it('reads the page after the given member: members added or removed between two reads neither repeat nor go missing', async () => {
    const me = await viewer();
    for (let i = 0; i < 70; i++) await listed(golfer(i * 2));
    const first = await restPage(me.cookie, 'page=1');
    expect(first).toMatchObject({ status: 200, total: 71, page: 1, pageSize: PAGE });
    expect(names(first)).toEqual(Array.from({ length: PAGE }, (_, i) => golfer(i * 2)));
    const last = first.members.at(-1);
    expect(first.next).toBe(last?.id);

    // Between the two reads, two members of the first page leave, one joins before the link's member and one after.
    for (const member of first.members.slice(3, 5)) await deleteUserRow(t.db, member.id);
    await listed(golfer(1));
    await listed(golfer(49));

    const after = [golfer(48), golfer(49), ...Array.from({ length: 45 }, (_, i) => golfer(50 + i * 2)), 'Zz Viewer'];
    const second = await restPage(me.cookie, `page=2&after=${first.next}`);
    expect(names(second)).toEqual(after.slice(0, PAGE));
    expect(second).toMatchObject({ page: 2, total: PAGE + after.length });
    // The old link by number alone still answers, counted from the start: one joined before and two
    // left, so it starts past Golfer 048, whom the Next link kept.
    const byNumber = await restPage(me.cookie, 'page=2');
    expect(names(byNumber)[0]).toBe(golfer(49));

    // Walking on with each page's Next reaches every member after the link's once, in order.
    const walked: string[] = [];
    let next = first.next;
    for (let page = 2; next !== null; page++) {
      const read = await restPage(me.cookie, `page=${page}&after=${next}`);
      walked.push(...names(read));
      next = read.next;
    }
    expect(walked).toEqual(after);
  });

  it('counts ten pages ahead and no further, and a deleted link member falls back to the page number', async () => {
    const me = await viewer();
    for (let i = 0; i < PAGE * 11 + 5; i++) await listed(golfer(i));
    const first = await me.trpc.people.directory.query({});
    expect(first).toMatchObject({ total: PAGE * 10, totalIsAtLeast: true });
    const second = await me.trpc.people.directory.query({ page: 2, after: first.next ?? undefined });
    expect(second).toMatchObject({ total: PAGE * 11, totalIsAtLeast: true });
    const last = await me.trpc.people.directory.query({ page: 12 });
    expect(last).toMatchObject({ total: PAGE * 11 + 6, next: null });
    expect(last.totalIsAtLeast).toBeUndefined();
    expect(names(last)).toEqual([...Array.from({ length: 5 }, (_, i) => golfer(PAGE * 11 + i)), 'Zz Viewer']);

    await deleteUserRow(t.db, first.next ?? 0);
    const fallback = await me.trpc.people.directory.query({ page: 2, after: first.next ?? undefined });
    expect(names(fallback)[0]).toBe(golfer(PAGE + 1));
  });

  it('walks past members a filter leaves out: searches, platforms and index ranges fill whole pages', async () => {
    const me = await viewer();
    for (let i = 0; i < 90; i++) {
      const row = await listed(i % 3 === 0 ? `Lopez 100% ${golfer(i)}` : golfer(i));
      const trpc = trpcClient(t.app, await memberCookie(t.db, row.id, clock));
      if (i % 3 === 0) await trpc.people.updateGolf.mutate({ country: null, platforms: ['trackman'], launchMonitor: null, homeCourse: null });
      if (i % 5 === 0) await trpc.people.declareIndex.mutate({ index: 10 + (i % 10), system: 'national', reference: `N${i}` });
      // Every fifteenth shows neither: hidden fields are never matched.
      if (i % 15 === 0) await trpc.people.setDirectory.mutate({ listed: true, hiddenFields: ['platforms', 'index'] });
    }
    const lopez = await me.trpc.people.directory.query({ q: 'lopez' });
    expect(lopez.total).toBe(30);
    expect(names(lopez)).toHaveLength(PAGE);
    const lopezNext = await me.trpc.people.directory.query({ q: 'lopez', page: 2, after: lopez.next ?? undefined });
    expect(names(lopezNext)).toEqual(Array.from({ length: 6 }, (_, i) => `Lopez 100% ${golfer((PAGE + i) * 3)}`));
    // Characters LIKE treats as wildcards are plain text in a search, short or long.
    expect((await me.trpc.people.directory.query({ q: '0%' })).total).toBe(30);
    expect((await me.trpc.people.directory.query({ q: '%' })).total).toBe(30);
    expect((await me.trpc.people.directory.query({ q: '_' })).total).toBe(0);

    const trackman = await me.trpc.people.directory.query({ platform: 'trackman' });
    expect(trackman.total).toBe(24);
    const indexed = await me.trpc.people.directory.query({ indexMin: 10, indexMax: 14 });
    // Index 10-14 is every tenth member (i % 10 = 0), less those hiding it (i % 30 = 0): 9 - 3.
    expect(names(indexed)).toEqual([10, 20, 40, 50, 70, 80].map(golfer));
    expect(indexed).toMatchObject({ total: 6, next: null });
    const wide = await me.trpc.people.directory.query({ indexMin: 0, indexMax: 54 });
    // 18 declared, 6 of them hidden: twelve, counted no further than a page.
    expect(wide).toMatchObject({ total: 12, next: null });
  });

  it('reads a page and one more from the database when it filters the rows, not a hundred: a search matching thousands reads past few names', async () => {
    await t.close();
    const limits: number[] = [];
    t = await createTestApp(
      {},
      {
        clock,
        onQuery: (text, parameters) => {
          if (/order by "users"\."name_key"/.test(text)) limits.push(Number(parameters.at(-1)));
        },
      },
    );
    const me = await viewer();
    for (let i = 0; i < 60; i++) await listed(i % 2 === 0 ? `Lopez ${golfer(i)}` : golfer(i));
    const lopez = await me.trpc.people.directory.query({ q: 'lopez' });
    expect(names(lopez)).toEqual(Array.from({ length: PAGE }, (_, i) => `Lopez ${golfer(i * 2)}`));
    const plain = await me.trpc.people.directory.query({});
    expect(plain.members).toHaveLength(PAGE);
    expect(limits).toEqual([PAGE + 1, PAGE + 1]);
    // A zone band is checked here, row by row: its walk still reads in larger steps.
    await me.trpc.people.directory.query({ zoneBand: 'americas' });
    expect(limits.at(-1)).toBeGreaterThan(PAGE + 1);
  });

  it('refuses an after that is not a member id, with a clear message', async () => {
    const me = await viewer();
    const response = await t.app.inject({ method: 'GET', url: '/api/members/directory?after=abc', headers: { cookie: me.cookie } });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toBe('Give the id of a member');
  });
});
