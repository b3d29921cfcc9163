import { afterAll, beforeAll, expect, it } from 'vitest';
import { adminAndMember } from '../../test/admin-helpers';
import { insertApplication } from '../../test/application-factories';
import { insertEvent } from '../../test/factories';
import { insertMatch, insertPost } from '../../test/feed-factories';
import { fullScans, queryPlan, queryRecorder } from '../../test/query-plans';
import { createTestApp, type TestApp, trpcClient } from '../../test/test-app';
import { insertContactMessage } from '../contact/contact.repository';
import { insertOutboxMessage } from '../mail/outbox.repository';

// SQLite plans from the schema alone (no ANALYZE statistics), so a handful of rows shows the plan
// a club with a million posts gets. Every list and search a member or admin pages through must
// read an index, not every row.
let t: TestApp;
const recorder = queryRecorder();
let lists: Array<[string, () => Promise<unknown>]> = [];

beforeAll(async () => {
  t = await createTestApp({}, { onQuery: recorder.onQuery });
  const { admin, member, adminCookie, memberCookie } = await adminAndMember(t.db);
  await insertPost(t.db, member.id);
  const match = await insertMatch(t.db, member.id, [admin.id]);
  await insertEvent(t.db);
  await insertApplication(t.db);
  const at = new Date().toISOString();
  await insertContactMessage(t.db, {
    name: 'Ann',
    email: 'ann@example.com',
    phone: '555',
    message: 'Hello there',
    created_at: at,
    read_at: null,
  });
  await insertOutboxMessage(t.db, { to: 'ann@example.com', subject: 'Hi', text: 'Hi', html: '<p>Hi</p>' }, null);
  const asMember = trpcClient(t.app, memberCookie);
  const asAdmin = trpcClient(t.app, adminCookie);
  lists = [
    ['feed', () => asMember.feed.list.query({})],
    ['feed, next page', () => asMember.feed.list.query({ cursor: { createdAt: at, id: 1 } })],
    ['recent posts', () => asMember.feed.recent.query({})],
    ['upcoming matches', () => asMember.matches.list.query()],
    ['recent matches', () => asMember.matches.recent.query({})],
    ['comments', () => asMember.matches.comments.list.query({ matchId: match.id })],
    ['member search, two letters', () => asMember.members.search.query({ q: 'me' })],
    ['member search, part of a name', () => asMember.members.search.query({ q: 'emb' })],
    ['admin members', () => asAdmin.admin.members.list.query({})],
    ['admin members, page 3', () => asAdmin.admin.members.list.query({ page: 3 })],
    ['admin members, two letters', () => asAdmin.admin.members.list.query({ search: 'me' })],
    ['admin members, part of a name', () => asAdmin.admin.members.list.query({ search: 'emb' })],
    ['admin members, lapsed', () => asAdmin.admin.members.list.query({ status: 'lapsed' })],
    ['admin members, expiring', () => asAdmin.admin.members.list.query({ status: 'expiring' })],
    ['admin members, active', () => asAdmin.admin.members.list.query({ status: 'active' })],
    ['applications', () => asAdmin.applications.list.query({})],
    ['pending applications', () => asAdmin.applications.list.query({ status: 'pending' })],
    ['messages', () => asAdmin.admin.messages.list.query({})],
    ['audit log', () => asAdmin.admin.audit.list.query({})],
    ['outbox', () => asAdmin.mail.outbox.query({})],
    ['public events', () => asMember.events.list.query({})],
    ['upcoming events', () => asMember.events.upcoming.query()],
    ['tee sheet', () => asAdmin.reservations.teeSheet.query({ date: '2027-06-01' })],
    ['my tee times', () => asMember.reservations.list.query()],
    ['tee times free on a day', () => asMember.reservations.availability.query({ date: '2027-06-01' })],
    ['my waitlist', () => asMember.reservations.waitlist.query()],
    ['club index', () => asMember.golf.clubIndex.query({})],
    ['season leaderboard', () => asMember.golf.leaderboard.query()],
    ['my statements', () => asMember.statements.list.query()],
    ['members-only events', () => asMember.events.memberOnly.query()],
    ['my RSVPs', () => asMember.events.myRsvps.query()],
  ];
});
afterAll(() => t.close());

it('no list or search reads a whole table', async () => {
  const problems: string[] = [];
  let explained = 0;
  recorder.take();
  for (const [name, list] of lists) {
    await list();
    for (const query of recorder.take()) {
      const plan = await queryPlan(t.db, query);
      explained++;
      const scans = fullScans(query, plan);
      if (scans.length > 0) problems.push(`${name}: ${scans.join('; ')}\n  ${query.sql}\n  plan: ${plan.join(' | ')}`);
    }
  }
  expect(explained).toBeGreaterThan(lists.length);
  expect(problems.join('\n\n')).toBe('');
});

it('tells a full scan from a walk along an index', () => {
  const query = (sql: string) => ({ sql, parameters: [] });
  expect(fullScans(query('select * from users where lower(username) like ?'), ['SCAN users'])).toEqual(['SCAN users']);
  expect(fullScans(query('select count(*) from audit_log'), ['SCAN audit_log USING COVERING INDEX a'])).toHaveLength(1);
  expect(fullScans(query('select * from feed_posts order by created_at desc limit ?'), ['SCAN feed_posts USING INDEX f'])).toEqual([]);
  expect(fullScans(query('select * from users order by "id" limit ?'), ['SCAN users'])).toEqual([]);
  expect(fullScans(query('select * from users where id = ?'), ['SEARCH users USING INTEGER PRIMARY KEY (rowid=?)'])).toEqual([]);
});
