import { insertContactMessage } from '../server/domains/contact/contact.repository';
import { insertOutboxMessage } from '../server/platform/mail/outbox.repository';
import { adminAndMember } from './admin-helpers';
import { insertApplication } from './application-factories';
import { insertEvent } from './factories';
import { insertMatch, insertPost } from './feed-factories';
import { insertAttestedRound, insertCourseWithTee, PARS } from './golf-factories';
import { insertReservationRow } from './reservation-factories';
import { createTournament } from './tournament-factories';
import type { Db } from '../server/platform/db/db';
import { queryRecorder, type RecordedQuery } from './query-plans';
import { createTestApp, type TestApp, trpcClient } from './test-app';

/**
 * Every list and search a member or admin pages through, each with a row or two to find, for the
 * query-plan tests of both engines (`db/query-plans.test.ts`, `db/query-plans.postgres.test.ts`).
 */
async function listsToExplain(t: TestApp): Promise<Array<[string, () => Promise<unknown>]>> {
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
  await insertOutboxMessage(t.db, { to: 'ann@example.com', subject: 'Hi', text: 'Hi', html: '<p>Hi</p>' }, null, new Date().toISOString());
  const asMember = trpcClient(t.app, memberCookie);
  const asAdmin = trpcClient(t.app, adminCookie);
  // A round and a set index, so the members list reads its golf columns; a tee time booked for the week ahead.
  const { teeId } = await insertCourseWithTee(t.db);
  await insertAttestedRound(t.db, { userId: member.id, attesterId: admin.id, teeId, date: '2026-06-01', strokes: [...PARS] });
  await asAdmin.admin.members.setHandicap.mutate({ userId: member.id, handicap: { index: 12.3, note: 'Home club card' } });
  const finished = await createTournament(t, adminCookie, { name: 'Autumn Medal' });
  await t.db.updateTable('tournaments').set({ finalised_at: at, public_leaderboard: 1 }).where('id', '=', finished).execute();
  const visitor = trpcClient(t.app);
  await insertReservationRow(t.db, { user_id: member.id, date: new Date().toISOString().slice(0, 10), time: '09:00' });
  return [
    ['feed', () => asMember.feed.list.query({})],
    ['feed, next page', () => asMember.feed.list.query({ cursor: { createdAt: at, id: 1 } })],
    ['recent posts', () => asMember.feed.recent.query({})],
    ['upcoming matches', () => asMember.matches.list.query()],
    ['playing now', () => asMember.golf.playingNow.query()],
    ['recent matches', () => asMember.matches.recent.query({})],
    ['comments', () => asMember.matches.comments.list.query({ matchId: match.id })],
    ['member search, two letters', () => asMember.members.search.query({ q: 'me' })],
    ['member search, part of a name', () => asMember.members.search.query({ q: 'emb' })],
    ['members directory', () => asMember.people.directory.query({})],
    ['members directory, next page', () => asMember.people.directory.query({ page: 2, after: member.id })],
    ['members directory, two letters', () => asMember.people.directory.query({ q: 'me' })],
    ['members directory, part of a name', () => asMember.people.directory.query({ q: 'emb' })],
    ['members directory, a platform', () => asMember.people.directory.query({ platform: 'gspro' })],
    ['admin members', () => asAdmin.admin.members.list.query({})],
    ['admin members, page 3', () => asAdmin.admin.members.list.query({ page: 3 })],
    ['admin members, next page by keyset', () => asAdmin.admin.members.list.query({ page: 2, after: admin.id })],
    ['admin members, lapsed, next page by keyset', () => asAdmin.admin.members.list.query({ status: 'lapsed', page: 2, after: admin.id })],
    ['admin members, two letters', () => asAdmin.admin.members.list.query({ search: 'me' })],
    ['admin members, part of a name', () => asAdmin.admin.members.list.query({ search: 'emb' })],
    ['admin members, lapsed', () => asAdmin.admin.members.list.query({ status: 'lapsed' })],
    ['admin members, expiring', () => asAdmin.admin.members.list.query({ status: 'expiring' })],
    ['admin members, active', () => asAdmin.admin.members.list.query({ status: 'active' })],
    ['admin members, balance due', () => asAdmin.admin.members.list.query({ balance: 'due' })],
    ['admin dashboard: needs now and the week ahead', () => asAdmin.admin.dashboard.query()],
    ['applications', () => asAdmin.applications.list.query({})],
    ['pending applications', () => asAdmin.applications.list.query({ status: 'pending' })],
    ['messages', () => asAdmin.admin.messages.list.query({})],
    ['audit log', () => asAdmin.admin.audit.list.query({})],
    ['outbox', () => asAdmin.mail.outbox.query({})],
    ['public events', () => asMember.events.list.query({})],
    ['admin events, upcoming', () => asAdmin.admin.events.list.query({})],
    ['admin events, past, page 2', () => asAdmin.admin.events.list.query({ when: 'past', page: 2 })],
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
    ['order of merit', () => asMember.tournaments.orderOfMerit.query()],
    ['tournaments', () => asMember.tournaments.list.query()],
    ['tournaments, older results', () => asMember.tournaments.list.query({ when: 'past', cursor: finished })],
    ['public tournaments', () => visitor.tournaments.publicList.query()],
    ['public tournaments, older results', () => visitor.tournaments.publicList.query({ before: finished })],
  ];
}

/** An engine's reading of one query's plan: the steps that read a whole table, and the plan in one line. */
export type ExplainQuery = (db: Db, query: RecordedQuery) => Promise<{ wholeTableReads: string[]; plan: string }>;

/**
 * Runs every list on a fresh test app (over a database no test used before) and explains each query
 * it ran; answers how many lists and queries there were and, one paragraph each, the queries that
 * read a whole table.
 */
export async function explainEveryList(explain: ExplainQuery): Promise<{ lists: number; explained: number; problems: string }> {
  const recorder = queryRecorder();
  const t = await createTestApp({}, { onQuery: recorder.onQuery, freshDatabase: true });
  try {
    const lists = await listsToExplain(t);
    const problems: string[] = [];
    let explained = 0;
    recorder.take();
    for (const [name, list] of lists) {
      await list();
      for (const query of recorder.take()) {
        const { wholeTableReads, plan } = await explain(t.db, query);
        explained++;
        if (wholeTableReads.length > 0) problems.push(`${name}: ${wholeTableReads.join('; ')}\n  ${query.sql}\n  plan: ${plan}`);
      }
    }
    return { lists: lists.length, explained, problems: problems.join('\n\n') };
  } finally {
    await t.close();
  }
}
