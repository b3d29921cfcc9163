import { sql } from 'kysely';
import type { Db } from '../../src/server/platform/db/db';
import { engineOf } from '../../src/server/platform/db/db';
import { inSlices, int, type SeedSql, seedSqlFor } from './seed-sql';
import { seedTournaments } from './seed-tournaments';

/** How many rows of each kind a bench club holds. */
export type ClubSize = {
  members: number;
  posts: number;
  /** Matches of two from today to a year ahead, and as many in the year past. */
  upcomingMatches: number;
  pastMatches: number;
  comments: number;
  applications: number;
  messages: number;
  auditEntries: number;
  outbox: number;
  events: number;
  /** Answers per event (going, waiting, not going). */
  rsvpsPerEvent: number;
  reservations: number;
  /** Finalised tournaments before this season (this season's twelve and the one in play are in both). */
  pastTournaments: number;
};

/** Small, but every list's first page is full, so both clubs answer the same amount of JSON. */
export const SMALL_CLUB: ClubSize = {
  members: 1_000,
  posts: 300,
  upcomingMatches: 200,
  pastMatches: 200,
  comments: 1_000,
  applications: 400,
  messages: 200,
  auditEntries: 400,
  outbox: 400,
  // Ten to come and a full page (50) of past ones for Manage Events.
  events: 80,
  rsvpsPerEvent: 20,
  reservations: 2_000,
  // With this season's twelve, a full first page (20) of finalised tournaments.
  pastTournaments: 10,
};

export const BIG_CLUB: ClubSize = {
  members: 100_000,
  posts: 1_000_000,
  upcomingMatches: 100_000,
  pastMatches: 100_000,
  comments: 1_000_000,
  applications: 50_000,
  messages: 50_000,
  auditEntries: 500_000,
  outbox: 500_000,
  events: 3_000,
  rsvpsPerEvent: 20,
  reservations: 20_000,
  // Ten years of a busy calendar.
  pastTournaments: 1_188,
};

const FIRST = ['ann', 'bob', 'cara', 'dev', 'eli', 'fay', 'gus', 'hana', 'ivan', 'jo', 'kai', 'lena', 'max', 'nina', 'otto', 'pia'];
const LAST = ['smith', 'jones', 'garcia', 'brown', 'miller', 'davis', 'lopez', 'wilson', 'moore', 'taylor', 'white', 'harris'];
/** Middle initials, so that a big club's name order is not blocks of hundreds of one name. */
const INITIALS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('');
/** Where members live, in step with the countries of their profiles. */
const ZONES = ['America/New_York', 'Europe/London', 'Asia/Tokyo', 'Australia/Sydney', 'Europe/Berlin', 'America/Toronto', 'Europe/Stockholm', 'Africa/Johannesburg'];
const capitalised = (words: string[]) => words.map((word) => `${word.charAt(0).toUpperCase()}${word.slice(1)}`);

/**
 * A club of the given size: members named like people ("Ann M. Lopez", username ann_lopez + number) with their accounts,
 * posts, matches of two (a year ahead and a year past; every tenth comment is on the first match),
 * applications, messages, an audit log, sent mail, events with answers, tee times and tournaments
 * with entrants, cards and results. One SQL statement per table (per kind of row), on SQLite or
 * PostgreSQL. Events (one every three days) and tee times (five a day) keep the same density in
 * both sizes: a bigger club has more history, not a fuller calendar; its matches are a busy club's.
 */
export async function seedClub(db: Db, size: ClubSize, passwordHash: string): Promise<void> {
  const q = seedSqlFor(db);
  const firstMember = await seedMembers(db, q, size, passwordHash);
  const memberIds = `(${firstMember} + (i * 7919) % ${size.members})`;
  await inSlices(size.posts, (from, to) =>
    sql`${q.series(to, from)}
    insert into feed_posts (user_id, content, image_file, thumb_file, created_at)
    select ${sql.raw(memberIds)}, 'Round ' || i || ': birdie on the 7th, then the wheels came off on the back nine.', null, null,
      ${q.minutesAgo(`${size.posts} - i`)}
    from n`.execute(db),
  );
  await seedMatches(db, q, size, firstMember, memberIds);
  await seedAdminLists(db, q, size);
  await sql`${q.series(size.events)}
    insert into events (title, description, start_date, end_date, location, category, visibility, created_at)
    select 'Club night ' || i, 'Eighteen holes on the simulator, then dinner.',
      ${q.instantOnDay('30 - 3 * i', '18:00:00')}, ${q.instantOnDay('30 - 3 * i', '21:00:00')},
      'Clubhouse', 'Social', case when i % 5 = 0 then 'members' else 'public' end, ${q.minutesAgo('i')}
    from n`.execute(db);
  const firstEvent = await db.selectFrom('events').select((eb) => eb.fn.min<number>('id').as('id')).executeTakeFirstOrThrow();
  await sql`${q.series(size.events * size.rsvpsPerEvent)}
    ${q.insertOrIgnore(
      'event_rsvps (event_id, user_id, status, asked_at, updated_at)',
      sql`select ${int(firstEvent.id)} + (i - 1) / ${int(size.rsvpsPerEvent)}, ${sql.raw(memberIds)},
        case i % 7 when 0 then 'not_going' when 1 then 'waitlisted' else 'going' end, ${q.minutesAgo('i')}, ${q.minutesAgo('i')}
      from n`,
    )}`.execute(db);
  await sql`${q.series(size.reservations)}
    ${q.insertOrIgnore(
      'reservations (user_id, date, time, players, created_at, cancelled_at)',
      sql`select ${sql.raw(memberIds)}, ${q.daysFromToday('200 - i / 5')}, ${q.clockTime('7 + i % 5', '0')}, 1 + i % 4, ${q.minutesAgo('i')}, null
      from n`,
    )}`.execute(db);
  await seedTournaments(db, q, { members: size.members, pastTournaments: size.pastTournaments, firstMember });
  // PostgreSQL plans from its statistics, which autovacuum would have gathered on a club that grew.
  if (engineOf(db) === 'postgres') await sql`analyze`.execute(db);
}

/** The members with their accounts; answers the first member's id (they follow it without gaps). */
async function seedMembers(db: Db, q: SeedSql, size: ClubSize, passwordHash: string): Promise<number> {
  await inSlices(size.members, (from, to) =>
      sql`${q.series(to, from)}
    insert into users (username, password_hash, member_type, full_name, name_key, time_zone, email, created_at, paid_through)
    select ${q.pick(FIRST, `i % ${FIRST.length}`)} || '_' || ${q.pick(LAST, `i / ${FIRST.length} % ${LAST.length}`)} || i,
      ${passwordHash}, 'standard',
      ${q.pick(capitalised(FIRST), `i % ${FIRST.length}`)} || ' ' || ${q.pick(INITIALS, `i / 7 % ${INITIALS.length}`)} || '. ' || ${q.pick(capitalised(LAST), `i / ${FIRST.length} % ${LAST.length}`)},
      ${q.pick(FIRST, `i % ${FIRST.length}`)} || ' ' || lower(${q.pick(INITIALS, `i / 7 % ${INITIALS.length}`)}) || '. ' || ${q.pick(LAST, `i / ${FIRST.length} % ${LAST.length}`)},
      ${q.pick(ZONES, '(i / 11) % 8')},
      'member' || i || '@example.com', ${q.minutesAgo('i')},
      ${q.daysFromToday('(i * 37) % 400 - 60')}
    from n`.execute(db),
    );
  const first = await db
    .selectFrom('users')
    .select((eb) => eb.fn.min<number>('id').as('id'))
    .where('member_type', '=', 'standard')
    .executeTakeFirstOrThrow();
  const firstMember = Number(first.id);
  // Four in five filled in their club profile: a platform or two (GSPro most), a country (in step
  // with their zone; neither follows their name, as in a real club); every
  // seventh hides their platforms and every twentieth left the directory.
  await inSlices(size.members, (from, to) =>
    sql`${q.series(to, from)}
    insert into member_profiles (user_id, country, platforms, launch_monitor, home_course, listed, hidden_fields, updated_at)
    select ${int(firstMember)} + i - 1, ${q.pick(['US', 'GB', 'JP', 'AU', 'DE', 'CA', 'SE', 'ZA'], '(i / 11) % 8')},
      ${q.pick(['["gspro"]', '["gspro","trackman"]', '["e6"]', '["trackman"]', '["foresight","gspro"]', '["uneekor"]', '["tgc","real-course"]', '["awesome-golf"]'], '(i / 5) % 8')},
      null, null, case when i % 20 = 0 then 0 else 1 end, case when i % 7 = 0 then '["platforms"]' else '[]' end, ${q.minutesAgo('i')}
    from n where i % 5 <> 0`.execute(db),
  );
  // Every member paid their dues; every seventh was charged $25 and every fourteenth paid it: one in fourteen owes.
  await inSlices(size.members, (from, to) =>
      sql`${q.series(to, from)}
    insert into account_entries (user_id, kind, amount_cents, description, reference, occurred_at, created_by, created_at)
    select ${int(firstMember)} + i - 1, 'membership_payment', 5000, 'Membership dues', 'pi_bench_' || i, ${q.minutesAgo('i')}, null, ${q.minutesAgo('i')}
    from n`.execute(db),
    );
  for (const [kind, every] of [['charge', 7], ['payment', 14]] as const) {
    await sql`${q.series(size.members / every)}
      insert into account_entries (user_id, kind, amount_cents, description, reference, occurred_at, created_by, created_at)
      select ${int(firstMember)} + i * ${int(every)} - 1, ${kind}, 2500, 'Guest fees', null, ${q.minutesAgo('i')}, null, ${q.minutesAgo('i')}
      from n`.execute(db);
  }
  return firstMember;
}

/**
 * Matches of two spread evenly over the coming year (ten tee times a day) and the year past, made
 * in date order; the organiser has accepted, and the invited member of every other match too.
 */
async function seedMatches(db: Db, q: SeedSql, size: ClubSize, firstMember: number, memberIds: string): Promise<void> {
  const total = size.pastMatches + size.upcomingMatches;
  const day = `case when i <= ${size.pastMatches} then -1 - ((${size.pastMatches} - i) * 365) / ${size.pastMatches}
    else ((i - ${size.pastMatches} - 1) * 365) / ${size.upcomingMatches} end`;
  await sql`${q.series(total)}
    insert into matches (creator_id, date, time, created_at)
    select ${sql.raw(memberIds)}, ${q.daysFromToday(day)}, ${q.clockTime('7 + i % 10', '(i % 2) * 30')}, ${q.minutesAgo(`${total} - i`)}
    from n`.execute(db);
  await sql`insert into match_participants (match_id, user_id, joined_at, accepted_at) select id, creator_id, created_at, created_at from matches`.execute(db);
  await sql`${q.insertOrIgnore(
    'match_participants (match_id, user_id, joined_at, accepted_at)',
    sql`select m.id, ${int(firstMember)} + (m.id * 31) % ${int(size.members)}, m.created_at, case when m.id % 2 = 0 then m.created_at else null end
      from matches m`,
  )}`.execute(db);
  await inSlices(size.comments, (from, to) =>
      sql`${q.series(to, from)}
    insert into match_comments (match_id, user_id, content, image_file, thumb_file, created_at)
    select case when i % 10 = 0 then 1 else 1 + (i % ${int(total)}) end, ${sql.raw(memberIds)}, 'Great round, see you on the first tee ' || i, null, null,
      ${q.minutesAgo(`${size.comments} - i`)}
    from n`.execute(db),
    );
}

/** Applications, contact messages, the audit log and sent mail. */
async function seedAdminLists(db: Db, q: SeedSql, size: ClubSize): Promise<void> {
  await inSlices(size.applications, (from, to) =>
      sql`${q.series(to, from)}
    insert into applications (first_name, last_name, email, phone, address, golf_experience, years_experience, handicap, interests,
      status, paid, paid_at, amount_paid_cents, payment_session_id, user_id, receipt_sent_at, submitted_at, reviewed_at, invited_at)
    select 'Jamie', 'Birdie' || i, 'applicant' || i || '@example.com', '(555) 987-6543', '42 Fairway Lane', 'intermediate', 6, 14.2,
      'Weekly rounds.', case i % 3 when 0 then 'pending' when 1 then 'approved' else 'rejected' end, 0, null, null, null, null, null,
      ${q.minutesAgo(`${size.applications} - i`)}, null, null
    from n`.execute(db),
    );
  await inSlices(size.messages, (from, to) =>
      sql`${q.series(to, from)}
    insert into contact_messages (name, email, phone, message, created_at, read_at)
    select 'Visitor ' || i, 'visitor' || i || '@example.com', '(555) 123-4567', 'Do you take new members this season?',
      ${q.minutesAgo(`${size.messages} - i`)}, case when i % 4 = 0 then null else ${q.minutesAgo('1')} end
    from n`.execute(db),
    );
  await inSlices(size.auditEntries, (from, to) =>
      sql`${q.series(to, from)}
    insert into audit_log (actor_id, actor_username, action, entity_type, entity_id, summary, created_at)
    select null, 'admin', 'member.update', 'user', cast(i as text), 'Changed a member', ${q.minutesAgo(`${size.auditEntries} - i`)}
    from n`.execute(db),
    );
  await inSlices(size.outbox, (from, to) =>
      sql`${q.series(to, from)}
    insert into mail_outbox (to_address, subject, text_body, html_body, created_at, sent_at, next_attempt_at, last_error)
    select 'member' || i || '@example.com', 'Your tee time', 'See you on the first tee.', '<p>See you on the first tee.</p>',
      ${q.minutesAgo(`${size.outbox} - i`)}, ${q.minutesAgo(`${size.outbox} - i`)}, null, null
    from n`.execute(db),
    );
}
