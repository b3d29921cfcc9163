import { sql } from 'kysely';
import type { Db } from '../../src/server/platform/db/db';

/** How many rows of each kind a bench club holds. */
export type ClubSize = {
  members: number;
  posts: number;
  matches: number;
  comments: number;
  applications: number;
  messages: number;
  auditEntries: number;
  outbox: number;
  events: number;
  reservations: number;
};

/** Small, but every list's first page is full, so both clubs answer the same amount of JSON. */
export const SMALL_CLUB: ClubSize = {
  members: 1_000,
  posts: 300,
  matches: 200,
  comments: 1_000,
  applications: 400,
  messages: 200,
  auditEntries: 400,
  outbox: 400,
  // Ten to come and a full page (50) of past ones for Manage Events.
  events: 80,
  reservations: 2_000,
};

export const BIG_CLUB: ClubSize = {
  members: 100_000,
  posts: 1_000_000,
  matches: 100_000,
  comments: 1_000_000,
  applications: 50_000,
  messages: 50_000,
  auditEntries: 500_000,
  outbox: 500_000,
  events: 3_000,
  reservations: 20_000,
};

const FIRST = ['ann', 'bob', 'cara', 'dev', 'eli', 'fay', 'gus', 'hana', 'ivan', 'jo', 'kai', 'lena', 'max', 'nina', 'otto', 'pia'];
const LAST = ['smith', 'jones', 'garcia', 'brown', 'miller', 'davis', 'lopez', 'wilson', 'moore', 'taylor', 'white', 'harris'];

/** A whole number written into the SQL (a bound JavaScript number arrives as a float). */
const int = (n: number) => sql.raw(String(Math.trunc(n)));

/** Rows 1..count, for `insert ... select` over a recursive series (fast: no round trip per row). */
function series(count: number) {
  return sql`with recursive n(i) as (select 1 union all select i + 1 from n where i < ${int(count)})`;
}

/** An ISO time `minutesAgo` before now, worked out by SQLite for each row. */
const minutesAgo = (expression: string) => sql.raw(`strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-' || (${expression}) || ' minutes')`);

/**
 * Events (one every three days) and tee times (five a day) keep the same density in both sizes: a
 * bigger club has more history, not a fuller calendar.
 *
 * A club of the given size: members named like people (first_last + number) with their accounts, posts, matches of two
 * with comments (every tenth on the first match), applications, messages, an audit log, sent mail, events and tee times, spread
 * over the past (and, for matches, events and tee times, the coming months).
 */
export async function seedClub(db: Db, size: ClubSize, passwordHash: string): Promise<void> {
  const first = `'${FIRST.join("','")}'`;
  const last = `'${LAST.join("','")}'`;
  await db.transaction().execute(async (trx) => {
    await sql`${series(size.members)}
      insert into users (username, password_hash, member_type, full_name, email, created_at, paid_through)
      select
        json_extract(json_array(${sql.raw(first)}), '$[' || (i % ${int(FIRST.length)}) || ']') || '_' ||
          json_extract(json_array(${sql.raw(last)}), '$[' || (i / ${int(FIRST.length)} % ${int(LAST.length)}) || ']') || i,
        ${passwordHash}, 'standard', 'Member ' || i, 'member' || i || '@example.com', ${minutesAgo('i')},
        date('now', ((i * 37) % 400 - 60) || ' days')
      from n`.execute(trx);
    const firstMember = await trx
      .selectFrom('users')
      .select((eb) => eb.fn.min<number>('id').as('id'))
      .where('member_type', '=', 'standard')
      .executeTakeFirstOrThrow();
    const memberIds = `(${firstMember.id} + (i * 7919) % ${size.members})`;
    // Every member paid their dues; every seventh was charged $25 and every fourteenth paid it: one in fourteen owes.
    await sql`${series(size.members)}
      insert into account_entries (user_id, kind, amount_cents, description, reference, occurred_at, created_by, created_at)
      select ${int(firstMember.id)} + i - 1, 'membership_payment', 5000, 'Membership dues', 'pi_bench_' || i, ${minutesAgo('i')}, null, ${minutesAgo('i')}
      from n`.execute(trx);
    for (const [kind, every] of [['charge', 7], ['payment', 14]] as const) {
      await sql`${series(size.members / every)}
        insert into account_entries (user_id, kind, amount_cents, description, reference, occurred_at, created_by, created_at)
        select ${int(firstMember.id)} + i * ${int(every)} - 1, ${kind}, 2500, 'Guest fees', null, ${minutesAgo('i')}, null, ${minutesAgo('i')}
        from n`.execute(trx);
    }
    await sql`${series(size.posts)}
      insert into feed_posts (user_id, content, image_file, thumb_file, created_at)
      select ${sql.raw(memberIds)}, 'Round ' || i || ': birdie on the 7th, then the wheels came off on the back nine.', null, null,
        ${minutesAgo(`${size.posts} - i`)}
      from n`.execute(trx);
    await sql`${series(size.matches)}
      insert into matches (creator_id, date, time, created_at)
      select ${sql.raw(memberIds)}, date('now', ((i * 7) % 720 - 360) || ' days'), printf('%02d:%02d', 7 + i % 10, (i % 2) * 30),
        ${minutesAgo(`${size.matches} - i`)}
      from n`.execute(trx);
    await sql`insert into match_participants (match_id, user_id, joined_at) select id, creator_id, created_at from matches`.execute(trx);
    await sql`insert or ignore into match_participants (match_id, user_id, joined_at)
      select m.id, ${int(firstMember.id)} + (m.id * 31) % ${int(size.members)}, m.created_at
      from matches m`.execute(trx);
    await sql`${series(size.comments)}
      insert into match_comments (match_id, user_id, content, image_file, thumb_file, created_at)
      select case when i % 10 = 0 then 1 else 1 + (i % ${int(size.matches)}) end, ${sql.raw(memberIds)}, 'Great round, see you on the first tee ' || i, null, null,
        ${minutesAgo(`${size.comments} - i`)}
      from n`.execute(trx);
    await sql`${series(size.applications)}
      insert into applications (first_name, last_name, email, phone, address, golf_experience, years_experience, handicap, interests,
        status, paid, paid_at, amount_paid_cents, payment_session_id, user_id, receipt_sent_at, submitted_at, reviewed_at, invited_at)
      select 'Jamie', 'Birdie' || i, 'applicant' || i || '@example.com', '(555) 987-6543', '42 Fairway Lane', 'intermediate', 6, 14.2,
        'Weekly rounds.', case i % 3 when 0 then 'pending' when 1 then 'approved' else 'rejected' end, 0, null, null, null, null, null,
        ${minutesAgo(`${size.applications} - i`)}, null, null
      from n`.execute(trx);
    await sql`${series(size.messages)}
      insert into contact_messages (name, email, phone, message, created_at, read_at)
      select 'Visitor ' || i, 'visitor' || i || '@example.com', '(555) 123-4567', 'Do you take new members this season?',
        ${minutesAgo(`${size.messages} - i`)}, case when i % 4 = 0 then null else ${minutesAgo('1')} end
      from n`.execute(trx);
    await sql`${series(size.auditEntries)}
      insert into audit_log (actor_id, actor_username, action, entity_type, entity_id, summary, created_at)
      select null, 'admin', 'member.update', 'user', cast(i as text), 'Changed a member', ${minutesAgo(`${size.auditEntries} - i`)}
      from n`.execute(trx);
    await sql`${series(size.outbox)}
      insert into mail_outbox (to_address, subject, text_body, html_body, created_at, sent_at, next_attempt_at, last_error)
      select 'member' || i || '@example.com', 'Your tee time', 'See you on the first tee.', '<p>See you on the first tee.</p>',
        ${minutesAgo(`${size.outbox} - i`)}, ${minutesAgo(`${size.outbox} - i`)}, null, null
      from n`.execute(trx);
    await sql`${series(size.events)}
      insert into events (title, description, start_date, end_date, location, category, visibility, created_at)
      select 'Club night ' || i, 'Eighteen holes on the simulator, then dinner.',
        strftime('%Y-%m-%dT18:00:00.000Z', 'now', (30 - 3 * i) || ' days'), strftime('%Y-%m-%dT21:00:00.000Z', 'now', (30 - 3 * i) || ' days'),
        'Clubhouse', 'Social', case when i % 5 = 0 then 'members' else 'public' end, ${minutesAgo('i')}
      from n`.execute(trx);
    await sql`${series(size.reservations)}
      insert or ignore into reservations (user_id, date, time, players, created_at, cancelled_at)
      select ${sql.raw(memberIds)}, date('now', (200 - i / 5) || ' days'), printf('%02d:00', 7 + i % 5), 1 + i % 4,
        ${minutesAgo('i')}, null
      from n`.execute(trx);
  });
}
