import { sql } from 'kysely';
import type { Db } from '../../src/server/platform/db/db';
import { int, type SeedSql } from './seed-sql';

const PARS = [4, 4, 3, 5, 4, 4, 3, 5, 4, 4, 3, 5, 4, 4, 3, 5, 4, 4];
const STROKE_INDEXES = [7, 3, 15, 1, 11, 5, 17, 9, 13, 8, 16, 2, 12, 6, 18, 4, 14, 10];
/** This season's finalised tournaments, and the entrants of each; the same in every club. */
const SEASON_TOURNAMENTS = 12;
const ENTRANTS = 40;
/** The tournament in play: its window open, every entrant's card returned. */
const LIVE_ENTRANTS = 60;
const DAY_MINUTES = 24 * 60;

interface TournamentSize {
  members: number;
  pastTournaments: number;
  firstMember: number;
}

/**
 * Tournaments as a club runs them: `pastTournaments` finalised before this season (three days
 * apart), this season's twelve, and one in play; the committee publishes every third board and the
 * one in play. Every entrant has a one-round card (a match of
 * kind 'tournament_card' with its round and 18 scores); finalised ones have results with order of
 * merit points. The order of merit and the live leaderboard answer the same rows in every club.
 */
export async function seedTournaments(trx: Db, q: SeedSql, size: TournamentSize): Promise<void> {
  const teeId = await insertTee(trx);
  const now = new Date();
  const daysIntoYear = Math.floor((now.getTime() - Date.UTC(now.getUTCFullYear(), 0, 1)) / 86_400_000);
  const past = size.pastTournaments;
  // Days before now each finalised tournament ended: older seasons first, then this one's spread over the year so far.
  // Each is made a minute apart too (`+ i`): its cards are found again by their member and that time.
  const endedDaysAgo = `(case when i <= ${past} then ${daysIntoYear + 1} + (${past} - i) * 3
    else ((${SEASON_TOURNAMENTS + 1} - (i - ${past})) * ${daysIntoYear}) / ${SEASON_TOURNAMENTS + 1} end)`;
  await sql`${q.series(past + SEASON_TOURNAMENTS)}
    insert into tournaments (name, format, allowance_pct, entries_close_at, capacity, fee_cents, flights, handicap_limit_tenths,
      created_by, created_at, updated_at, finalised_at, public_leaderboard)
    select 'Monthly medal ' || i, 'stroke', 95, ${q.minutesAgo(`(${endedDaysAgo} + 10) * ${DAY_MINUTES}`)}, null, null, null, null,
      null, ${q.minutesAgo(`(${endedDaysAgo} + 14) * ${DAY_MINUTES} + i`)}, ${q.minutesAgo(`${endedDaysAgo} * ${DAY_MINUTES}`)},
      ${q.minutesAgo(`${endedDaysAgo} * ${DAY_MINUTES}`)}, case when i % 3 = 0 then 1 else 0 end
    from n`.execute(trx);
  const live = await trx
    .insertInto('tournaments')
    .values({
      name: 'Autumn open',
      format: 'stroke',
      allowance_pct: 95,
      entries_close_at: new Date(now.getTime() - 3 * 86_400_000).toISOString(),
      capacity: null,
      fee_cents: null,
      flights: null,
      handicap_limit_tenths: null,
      created_by: null,
      created_at: new Date(now.getTime() - 10 * 86_400_000).toISOString(),
      updated_at: new Date(now.getTime() - 10 * 86_400_000).toISOString(),
      public_leaderboard: 1,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await sql`insert into tournament_rounds (tournament_id, number, tee_id, opens_at, closes_at)
    select id, 1, ${int(teeId)}, entries_close_at, coalesce(finalised_at, ${new Date(now.getTime() + 5 * 86_400_000).toISOString()})
    from tournaments`.execute(trx);
  for (const [entrants, which] of [
    [ENTRANTS, sql`finalised_at is not null`],
    [LIVE_ENTRANTS, sql`id = ${int(live.id)}`],
  ] as const) {
    await sql`${q.series(entrants)}
      insert into tournament_entries (tournament_id, user_id, status, asked_at, updated_at)
      select t.id, ${int(size.firstMember)} + (t.id * 97 + n.i * 7919) % ${int(size.members)}, 'entered', t.created_at, t.created_at
      from tournaments t, n where t.${which}`.execute(trx);
  }
  await seedCards(trx, q, teeId);
  await sql`insert into tournament_results (tournament_id, user_id, position, place, flight, merit_hundredths, finalised_at)
    select e.tournament_id, e.user_id, cast(p.place as text), p.place, null, (${int(ENTRANTS + 1)} - p.place) * 100, t.finalised_at
    from tournament_entries e
    join tournaments t on t.id = e.tournament_id
    join (select id, row_number() over (partition by tournament_id order by id) as place from tournament_entries) p on p.id = e.id
    where t.finalised_at is not null`.execute(trx);
}

/** A card for every entry: its one-player match, the round it was played with and its 18 scores. */
async function seedCards(trx: Db, q: SeedSql, teeId: number): Promise<void> {
  await sql`insert into matches (creator_id, date, time, created_at, kind, tee_id, holes, format, allowance_pct)
    select e.user_id, substr(e.asked_at, 1, 10), '09:00', e.asked_at, 'tournament_card', ${int(teeId)}, '18', 'stroke', 95
    from tournament_entries e order by e.id`.execute(trx);
  await sql`insert into tournament_cards (tournament_id, round_number, user_id, attempt, match_id, status, opened_at, submitted_at)
    select e.tournament_id, 1, e.user_id, 1, m.id, case when t.finalised_at is null then 'submitted' else 'accepted' end, e.asked_at, e.asked_at
    from tournament_entries e
    join tournaments t on t.id = e.tournament_id
    join matches m on m.kind = 'tournament_card' and m.creator_id = e.user_id and m.created_at = e.asked_at`.execute(trx);
  await sql`insert into rounds (match_id, user_id, tee_id, course_name, tee_name, holes, hole_numbers, pars, stroke_indexes, rating_tenths, slope,
      index_tenths, course_handicap, playing_handicap, allowance_pct, created_at)
    select match_id, user_id, ${int(teeId)}, 'Bench Links', 'White', '18', ${JSON.stringify(PARS.map((_, i) => i + 1))}, ${JSON.stringify(PARS)},
      ${JSON.stringify(STROKE_INDEXES)}, 720, 130, null, null, user_id % 20, 95, opened_at
    from tournament_cards`.execute(trx);
  await sql`${q.series(PARS.length)}
    insert into match_scores (match_id, user_id, hole, score, notes, recorded_by, recorded_at)
    select c.match_id, c.user_id, n.i, 3 + (c.id * 7 + n.i * 3) % 4, null, c.user_id, c.opened_at
    from tournament_cards c, n`.execute(trx);
}

async function insertTee(trx: Db): Promise<number> {
  const now = new Date().toISOString();
  const course = await trx
    .insertInto('courses')
    .values({ name: 'Bench Links', kind: 'simulator', location: 'Clubhouse bay 1', created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  const tee = await trx
    .insertInto('course_tees')
    .values({
      course_id: course.id,
      name: 'White',
      gender: 'men',
      pars: JSON.stringify(PARS),
      stroke_indexes: JSON.stringify(STROKE_INDEXES),
      rating_tenths: 720,
      slope: 130,
      front_rating_tenths: 360,
      front_slope: 128,
      back_rating_tenths: 360,
      back_slope: 132,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return tee.id;
}
