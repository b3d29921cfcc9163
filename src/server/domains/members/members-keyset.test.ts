import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { adminAndMember } from '../../../test/admin-helpers';
import { insertMember } from '../../../test/factories';
import { createTestApp, type TestApp, trpcClient } from '../../../test/test-app';
import { deleteUserRow } from '../users/users.repository';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

const PAGE = 50;

async function membersPage(cookie: string, query: string): Promise<number[]> {
  const response = await t.app.inject({ method: 'GET', url: `/api/admin/members?${query}`, headers: { cookie } });
  expect(response.statusCode).toBe(200);
  return response.json<Array<{ id: number }>>().map((member) => member.id);
}

async function allIds(): Promise<number[]> {
  return (await t.db.selectFrom('users').select('id').where('deleted_at', 'is', null).orderBy('id').execute()).map((row) => row.id);
}

describe('keyset paging of the members list (?after=)', () => {
  it('reads the page after the given member: members added or removed between two reads neither repeat nor go missing', async () => {
    const { adminCookie } = await adminAndMember(t.db);
    for (let i = 0; i < 120; i++) await insertMember(t.db, { username: `golfer${String(i).padStart(3, '0')}` });
    const first = await membersPage(adminCookie, 'page=1');
    expect(first).toHaveLength(PAGE);
    const last = first.at(-1) ?? 0;

    // Between the two reads, three members of the first page leave and five join.
    for (const id of first.slice(10, 13)) await deleteUserRow(t.db, id);
    for (let i = 0; i < 5; i++) await insertMember(t.db, { username: `newcomer${i}` });

    const second = await membersPage(adminCookie, `page=2&after=${last}`);
    const following = (await allIds()).filter((id) => id > last);
    expect(second).toEqual(following.slice(0, PAGE));
    expect(second.some((id) => first.includes(id))).toBe(false);
    // The old link by number alone still answers, counted from the start: it now starts three later.
    const byNumber = await membersPage(adminCookie, 'page=2');
    expect(byNumber[0]).toBe(following[3]);

    // Walking on with each page's last member reaches every member once, the newcomers last.
    const walked = [...first.filter((id) => !first.slice(10, 13).includes(id))];
    let after = last;
    for (let page = 2; ; page++) {
      const ids = await membersPage(adminCookie, `page=${page}&after=${after}`);
      walked.push(...ids);
      if (ids.length < PAGE) break;
      after = ids.at(-1) ?? 0;
    }
    expect(walked).toEqual(await allIds());
  });

  it('keeps the filter and numbers the page: a filtered total counts the pages before it', async () => {
    const { adminCookie } = await adminAndMember(t.db);
    for (let i = 0; i < 130; i++) await insertMember(t.db, { username: i % 2 === 0 ? `birdie${i}` : `eagle${i}` });
    const trpc = trpcClient(t.app, adminCookie);
    const first = await trpc.admin.members.list.query({ search: 'birdie' });
    expect(first.items).toHaveLength(PAGE);
    expect(first.total).toBe(65);
    const second = await trpc.admin.members.list.query({ search: 'birdie', page: 2, after: first.items.at(-1)?.id });
    expect(second.items.map((member) => member.username)).toEqual(
      Array.from({ length: 15 }, (_, i) => `birdie${(PAGE + i) * 2}`),
    );
    expect(second).toMatchObject({ page: 2, pageSize: PAGE, total: 65 });
    // Searches of one or two characters (a range of the name indexes) and status filters page the same way.
    const short = await trpc.admin.members.list.query({ search: 'bi', page: 2, after: first.items.at(-1)?.id });
    expect(short.items.map((member) => member.id)).toEqual(second.items.map((member) => member.id));
    const active = await trpc.admin.members.list.query({ status: 'active' });
    const activeNext = await trpc.admin.members.list.query({ status: 'active', page: 2, after: active.items.at(-1)?.id });
    expect(activeNext.items[0]?.id).toBeGreaterThan(active.items.at(-1)?.id ?? Infinity);
    expect(activeNext.total).toBe(active.total);
  });

  it('refuses an after that is not a member id, with a clear message', async () => {
    const { adminCookie } = await adminAndMember(t.db);
    const response = await t.app.inject({ method: 'GET', url: '/api/admin/members?after=abc', headers: { cookie: adminCookie } });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toContain('After must be a member id');
  });
});
