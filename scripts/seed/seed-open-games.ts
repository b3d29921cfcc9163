import { clubClock } from '../../src/shared/club-time';
import type { OpenGameInput } from '../../src/shared/open-games/open-game.schema';
import { openGameInputSchema } from '../../src/shared/open-games/open-game.schema';
import { listPlayableCourses } from '../../src/server/domains/courses/courses.service';
import { joinGame, postGame } from '../../src/server/domains/open-games/open-games.service';
import { tableHasRows } from '../../src/server/platform/db/table-rows.repository';
import { demoMembers } from './demo-members';
import { demoUser, type SeedContext } from './seed-context';

const DAY = 24 * 3_600_000;

interface DemoGame {
  host: string;
  /** Days from today on the host's clock, and the hour there; null: any time this week. */
  at: { days: number; time: string } | null;
  course: { name: string; tee: string } | null;
  game: Pick<OpenGameInput, 'platform' | 'format' | 'places' | 'play' | 'apartDays'>;
  joined: string[];
}

// Games looking for players, each on its host's clock, none of them full.
const games: DemoGame[] = [
  {
    host: 'ingrid',
    at: { days: 3, time: '09:00' },
    course: { name: 'Highland Moor', tee: 'Gold' },
    game: { platform: 'trackman', format: 'stableford', places: 4, play: 'together' },
    joined: ['lukas', 'chloe'],
  },
  {
    host: 'lukas',
    at: { days: 1, time: '20:00' },
    course: { name: 'Highland Moor', tee: 'Black' },
    game: { platform: 'trackman', format: 'match', places: 2, play: 'together' },
    joined: [],
  },
  {
    host: 'noah',
    at: null,
    course: { name: 'Cypress Dunes', tee: 'Blue' },
    game: { platform: 'gspro', format: 'stableford', places: 3, play: 'apart' },
    joined: ['thandi'],
  },
  {
    host: 'mateus',
    at: { days: 4, time: '19:30' },
    course: { name: 'Lakeside Park', tee: 'Green' },
    game: { platform: 'e6', format: 'stroke', places: 2, play: 'apart', apartDays: 2 },
    joined: [],
  },
];

/** A few open games posted and joined through the open-games service, as members would from /member/games. */
export async function seedOpenGames(ctx: SeedContext): Promise<void> {
  if (await tableHasRows(ctx.db, 'open_games')) return;
  const courses = await listPlayableCourses(ctx.db);
  let count = 0;
  for (const demo of games) {
    const host = demoUser(ctx, demo.host);
    const zone = demoMembers.find((m) => m.username === demo.host)?.timeZone;
    if (!host || !zone) continue;
    const teeId = demo.course ? (courses.find((c) => c.name === demo.course?.name)?.tees.find((t) => t.name === demo.course?.tee)?.id ?? null) : null;
    const when = demo.at
      ? { when: 'at' as const, date: clubClock(new Date(Date.now() + demo.at.days * DAY), zone).date, time: demo.at.time, timeZone: zone }
      : { when: 'week' as const };
    const posted = await postGame(ctx.deps, host, openGameInputSchema.parse({ ...when, teeId, ...demo.game }));
    for (const username of demo.joined) {
      const player = demoUser(ctx, username);
      if (player) await joinGame(ctx.deps, player, posted.id);
    }
    count += 1;
  }
  console.log(`Demo open games: ${count} looking for players`);
}
