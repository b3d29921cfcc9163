import type { SessionUser } from '../../src/shared/auth/auth.schema';
import type { Tee } from '../../src/shared/golf/course.schema';
import { tournamentInputSchema } from '../../src/shared/tournaments/tournament.schema';
import { listPlayableCourses } from '../../src/server/domains/courses/courses.service';
import { attestCard, openCard, submitCard, writeHole } from '../../src/server/domains/tournaments/cards.service';
import { answerEntry } from '../../src/server/domains/tournaments/entries.service';
import { createTournament } from '../../src/server/domains/tournaments/tournaments.service';
import { findUserByUsername } from '../../src/server/domains/users/users.repository';
import { tableHasRows } from '../../src/server/platform/db/table-rows.repository';
import { clubTime, clubToday, demoUser, depsAt, type SeedContext } from './seed-context';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** How a member's round in the open tournament went: strokes over par, holes played so far, and who marks the card. */
interface DemoCard {
  username: string;
  /** When they teed off, hours before the seed runs. */
  hoursAgo: number;
  over: number;
  /** Holes played; 18 means the card was handed in to the marker. */
  thru: number;
  marker: string;
  attested: boolean;
  /** Holes whose strokes the members' posts talk about (hole number to strokes). */
  holes?: Record<number, number>;
}

// Played across the zones over the first days of the window; the posts in seed-feed.ts talk about some of them.
const cards: DemoCard[] = [
  { username: 'aiko', hoursAgo: 56, over: 4, thru: 18, marker: 'daniel', attested: true },
  { username: 'lukas', hoursAgo: 46, over: 5, thru: 18, marker: 'ingrid', attested: true },
  { username: 'mei', hoursAgo: 35, over: 2, thru: 18, marker: 'aiko', attested: true },
  { username: 'daniel', hoursAgo: 28, over: 7, thru: 18, marker: 'aiko', attested: false },
  { username: 'sofia', hoursAgo: 19, over: 17, thru: 18, marker: 'mateus', attested: true },
  { username: 'noah', hoursAgo: 12, over: 10, thru: 18, marker: 'mei', attested: false },
  { username: 'jordan', hoursAgo: 4, over: 8, thru: 18, marker: 'casey', attested: false, holes: { 18: 3 } },
  { username: 'riley', hoursAgo: 6.5, over: 0, thru: 9, marker: 'jordan', attested: false },
  { username: 'ingrid', hoursAgo: 1.5, over: 2, thru: 12, marker: 'lukas', attested: false },
];
// Entered, not played yet: the leaderboard has room to move.
const waiting = ['casey', 'morgan', 'chloe', 'mateus', 'priya', 'thandi'];
const league = ['casey', 'ingrid', 'mei', 'lukas', 'mateus', 'chloe'];

/**
 * A round of strokes `over` par, the extra strokes on the hardest holes (by stroke index), with a
 * birdie given back on an easy hole when there is room, and any hole the posts mention as it was.
 */
function strokesOf(tee: Tee, card: DemoCard): number[] {
  const strokes = tee.pars.map((par, i) => {
    const si = tee.strokeIndexes[i] ?? 18;
    return par + Math.floor(card.over / 18) + (si <= card.over % 18 ? 1 : 0);
  });
  for (const [hole, value] of Object.entries(card.holes ?? {})) {
    const i = Number(hole) - 1;
    const given = (strokes[i] ?? 0) - value;
    strokes[i] = value;
    // The strokes saved there went on the hardest other holes, one each: the round still ends `over` par.
    const hardest = tee.strokeIndexes
      .map((si, j) => ({ si, j }))
      .filter(({ j }) => j !== i)
      .sort((a, b) => a.si - b.si)
      .slice(0, Math.max(0, given));
    for (const { j } of hardest) strokes[j] = (strokes[j] ?? 0) + 1;
  }
  return strokes;
}

function teeOf(courses: Awaited<ReturnType<typeof listPlayableCourses>>, course: string, tee: string): Tee | undefined {
  return courses.find((c) => c.name === course)?.tees.find((t) => t.name === tee);
}

/** Enters, opens the card, plays the holes (about eight minutes each), and hands it to the marker, who may attest it. */
async function play(ctx: SeedContext, tournamentId: number, tee: Tee, card: DemoCard): Promise<void> {
  const player = demoUser(ctx, card.username);
  const marker = demoUser(ctx, card.marker);
  if (!player || !marker) return;
  const start = Date.now() - card.hoursAgo * HOUR;
  const opened = await openCard(depsAt(ctx, new Date(start)), player, tournamentId, 1);
  for (const [i, strokes] of strokesOf(tee, card).slice(0, card.thru).entries()) {
    await writeHole(depsAt(ctx, new Date(start + (i + 1) * 8 * 60_000)), player, opened.id, i + 1, strokes);
  }
  if (card.thru < 18) return;
  await submitCard(depsAt(ctx, new Date(start + 2.6 * HOUR)), player, opened.id, marker.id);
  if (card.attested) await attestCard(depsAt(ctx, new Date(start + 3 * HOUR)), marker, opened.id);
}

/**
 * A tournament in play (its window opened three days ago at noon club time and is open until noon in four days: cards handed in,
 * two in progress, several still to play, the leaderboard live) and a league whose entries are open.
 * Made as the committee and the members would, through the tournaments services.
 */
export async function seedTournaments(ctx: SeedContext): Promise<void> {
  if (await tableHasRows(ctx.db, 'tournaments')) return;
  const admin = await findUserByUsername(ctx.db, ctx.config.ADMIN_USERNAME);
  if (!admin || admin.member_type !== 'admin' || admin.deleted_at !== null) {
    console.log(`Demo tournaments: none (no admin named ${ctx.config.ADMIN_USERNAME} to run them)`);
    return;
  }
  const committee: SessionUser = { id: admin.id, username: admin.username, memberType: 'admin' };
  const courses = await listPlayableCourses(ctx.db);
  const openTee = teeOf(courses, 'Cypress Dunes', 'White');
  const leagueTee = teeOf(courses, 'Highland Moor', 'Gold');
  if (!openTee || !leagueTee) return;
  const now = Date.now();
  // Windows open and close at noon on the club's clock (evening in Europe, morning on the Pacific).
  const today = clubToday(ctx.config);
  const noon = (days: number) => clubTime(ctx.config, today.add(days, 'day'), '12:00');

  const open = await createTournament(
    depsAt(ctx, new Date(now - 10 * DAY)),
    committee,
    tournamentInputSchema.parse({
      name: 'Remote Club Open',
      description:
        'One round on Cypress Dunes, White tees, played on your own simulator any time in the window, wherever you are. Open a card before your first shot, enter each hole as you go, and name a member as your marker.',
      prize: 'The Club Open trophy, posted to the winner, and order of merit points',
      format: 'stroke',
      rounds: [{ teeId: openTee.id, opensAt: noon(-3), closesAt: noon(4) }],
      capacity: 32,
      conditions: { greenSpeed: 11, wind: 'light', pinSet: 'medium', puttingMode: 'gimmies', gimmeFeet: 3, mulligans: 0, platforms: ['GSPro', 'Trackman', 'Foresight FSX', 'E6 Connect', 'Uneekor'] },
      publicLeaderboard: true,
    }),
  );
  const entrants = [...cards.map((card) => card.username), ...waiting];
  for (const [i, username] of entrants.entries()) {
    const member = demoUser(ctx, username);
    if (member) await answerEntry(depsAt(ctx, new Date(now - 8 * DAY + i * HOUR)), member, open.id, true);
  }
  for (const card of cards) await play(ctx, open.id, openTee, card);

  const weekly = [10, 17, 24, 31].map((days) => ({ teeId: leagueTee.id, opensAt: noon(days), closesAt: noon(days + 3) }));
  const winter = await createTournament(
    depsAt(ctx, new Date(now - DAY)),
    committee,
    tournamentInputSchema.parse({
      name: 'Trackman Winter League',
      description: 'Four weekly rounds on Highland Moor, Gold tees, Stableford. Each window is open for three days so every zone gets a weekend morning.',
      prize: 'League champion’s headcover, and order of merit points each week',
      format: 'stableford',
      rounds: weekly,
      capacity: 24,
      conditions: { greenSpeed: 10, wind: 'moderate', pinSet: 'medium', puttingMode: 'putt_out', mulligans: 0, platforms: ['Trackman'] },
    }),
  );
  for (const [i, username] of league.entries()) {
    const member = demoUser(ctx, username);
    if (member) await answerEntry(depsAt(ctx, new Date(now - 20 * HOUR + i * HOUR)), member, winter.id, true);
  }
  console.log(`Demo tournaments: Remote Club Open in play (${entrants.length} entered, ${cards.filter((c) => c.thru === 18).length} cards in), Trackman Winter League taking entries`);
}
