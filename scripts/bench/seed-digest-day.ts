// The digest-day bench's club on PostgreSQL. On SQLite the bench seeds the scale bench's big club
// (seed-scale.ts, whose SQL is SQLite's); this is the same shape in PostgreSQL's SQL for what the
// timed lists and the digest read: members with e-mails and dues, posts, matches of two with
// comments, events and tee times around today.
import { sql } from 'kysely';
import type { Db } from '../../src/server/platform/db/db';
import type { ClubSize } from './seed-scale';

const FIRST = ['ann', 'bob', 'cara', 'dev', 'eli', 'fay', 'gus', 'hana', 'ivan', 'jo', 'kai', 'lena', 'max', 'nina', 'otto', 'pia'];
const LAST = ['smith', 'jones', 'garcia', 'brown', 'miller', 'davis', 'lopez', 'wilson', 'moore', 'taylor', 'white', 'harris'];

const int = (n: number) => sql.raw(String(Math.trunc(n)));
const array = (words: string[]) => sql.raw(`array['${words.join("','")}']`);
const minutesAgo = (expression: string) => sql.raw(`to_char((now() at time zone 'utc') - (${expression}) * interval '1 minute', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);
const daysFromToday = (expression: string) => sql.raw(`to_char(current_date + (${expression})::int, 'YYYY-MM-DD')`);

export async function seedClubOnPostgres(db: Db, size: ClubSize, passwordHash: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await sql`insert into users (username, password_hash, member_type, full_name, name_key, email, created_at, paid_through)
      select (${array(FIRST)})[1 + i % ${int(FIRST.length)}] || '_' || (${array(LAST)})[1 + (i / ${int(FIRST.length)}) % ${int(LAST.length)}] || i,
        ${passwordHash}, 'standard', 'Member ' || i, 'member ' || i, 'member' || i || '@example.com', ${minutesAgo('i')}, ${daysFromToday('(i * 37) % 400 - 60')}
      from generate_series(1, ${int(size.members)}) i`.execute(trx);
    const { id: first } = await trx.selectFrom('users').select((eb) => eb.fn.min<number>('id').as('id')).where('member_type', '=', 'standard').executeTakeFirstOrThrow();
    // i runs to a million (posts): i * 7919 is past PostgreSQL's 32-bit integer, so it is multiplied as a bigint.
    const member = `(${first} + (i::bigint * 7919) % ${size.members})`;
    await sql`insert into account_entries (user_id, kind, amount_cents, description, reference, occurred_at, created_by, created_at)
      select ${int(first)} + i - 1, 'membership_payment', 5000, 'Membership dues', 'pi_bench_' || i, ${minutesAgo('i')}, null, ${minutesAgo('i')}
      from generate_series(1, ${int(size.members)}) i`.execute(trx);
    await sql`insert into feed_posts (user_id, content, image_file, thumb_file, created_at)
      select ${sql.raw(member)}, 'Round ' || i || ': birdie on the 7th, then the wheels came off on the back nine.', null, null, ${minutesAgo(`${size.posts} - i`)}
      from generate_series(1, ${int(size.posts)}) i`.execute(trx);
    await sql`insert into matches (creator_id, date, time, created_at)
      select ${sql.raw(member)}, ${daysFromToday('(i * 7) % 720 - 360')}, lpad((7 + i % 10)::text, 2, '0') || ':' || case when i % 2 = 0 then '00' else '30' end,
        ${minutesAgo(`${size.upcomingMatches + size.pastMatches} - i`)}
      from generate_series(1, ${int(size.upcomingMatches + size.pastMatches)}) i`.execute(trx);
    await sql`insert into match_participants (match_id, user_id, joined_at) select id, creator_id, created_at from matches`.execute(trx);
    await sql`insert into match_participants (match_id, user_id, joined_at)
      select m.id, ${int(first)} + (m.id * 31) % ${int(size.members)}, m.created_at from matches m on conflict do nothing`.execute(trx);
    await sql`insert into match_comments (match_id, user_id, content, image_file, thumb_file, created_at)
      select case when i % 10 = 0 then ${int(1)} else 1 + (i % ${int(size.upcomingMatches + size.pastMatches)}) end, ${sql.raw(member)}, 'Great round, see you on the first tee ' || i, null, null,
        ${minutesAgo(`${size.comments} - i`)}
      from generate_series(1, ${int(size.comments)}) i`.execute(trx);
    await sql`insert into events (title, description, start_date, end_date, location, category, visibility, created_at)
      select 'Club night ' || i, 'Eighteen holes on the simulator, then dinner.',
        ${daysFromToday('30 - 3 * i')} || 'T18:00:00.000Z', ${daysFromToday('30 - 3 * i')} || 'T21:00:00.000Z',
        'Clubhouse', 'Social', case when i % 5 = 0 then 'members' else 'public' end, ${minutesAgo('i')}
      from generate_series(1, ${int(size.events)}) i`.execute(trx);
    await sql`insert into reservations (user_id, date, time, players, created_at, cancelled_at)
      select ${sql.raw(member)}, ${daysFromToday('200 - i / 5')}, lpad((7 + i % 5)::text, 2, '0') || ':00', 1 + i % 4, ${minutesAgo('i')}, null
      from generate_series(1, ${int(size.reservations)}) i on conflict do nothing`.execute(trx);
  });
}
