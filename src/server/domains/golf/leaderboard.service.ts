import type { Leaderboard, LeaderboardRow } from '../../../shared/golf/golf.schema';
import { clubToday } from '../../../shared/club-time';
import { getClubSettings } from '../club/club-settings.service';
import type { Db } from '../../platform/db/db';
import { createReadCache } from '../../platform/db/read-cache';
import { loadRoundRecords, type RoundRecord } from './club-index.service';
import { listCountingRoundRowsBetween } from '../rounds/rounds.service';
import type { AppDeps } from '../../platform/deps/deps';

/** The club's season dates, or the calendar year of today in club time. */
async function seasonOf(db: Db, now: Date): Promise<{ start: string; end: string; bestRounds: number }> {
  const settings = await getClubSettings(db);
  if (settings.seasonStart && settings.seasonEnd)
    return { start: settings.seasonStart, end: settings.seasonEnd, bestRounds: settings.leaderboardRounds };
  const year = clubToday(settings.timeZone, now).slice(0, 4);
  return { start: `${year}-01-01`, end: `${year}-12-31`, bestRounds: settings.leaderboardRounds };
}

/**
 * Members ranked by the Stableford points of their best N attested 18-hole rounds of the season
 * (points with each round's own playing handicap), then by net scoring average.
 */
export async function getLeaderboard({ db, clock }: Pick<AppDeps, 'db' | 'clock'>): Promise<Leaderboard> {
  const season = await seasonOf(db, clock.now());
  return leaderboards.read(db, `${season.start}/${season.end}/${season.bestRounds}`, () => rankSeason(db, season));
}

/**
 * The standings read every round of the season; they are the same for every member, so they are
 * kept until the database changes (a new round, an attestation, a settings change).
 */
const leaderboards = createReadCache<Leaderboard>();

async function rankSeason(db: Db, season: { start: string; end: string; bestRounds: number }): Promise<Leaderboard> {
  const rows = await listCountingRoundRowsBetween(db, season.start, season.end);
  const records = (await loadRoundRecords(db, rows)).filter((record) => record.row.holes === '18' && record.card.complete);
  const byMember = new Map<number, { username: string; name: string; records: RoundRecord[] }>();
  rows.forEach((row) => {
    if (!byMember.has(row.user_id)) byMember.set(row.user_id, { username: row.username, name: row.name, records: [] });
  });
  for (const record of records) byMember.get(record.row.user_id)?.records.push(record);
  const standings = [...byMember.entries()]
    .filter(([, member]) => member.records.length > 0)
    .map(([userId, member]) => {
      const best = member.records
        .map((r) => r.card.points)
        .sort((a, b) => b - a)
        .slice(0, season.bestRounds);
      const nets = member.records.map((r) => r.card.gross - r.setup.playingHandicap);
      return {
        userId,
        username: member.username,
        name: member.name,
        points: best.reduce((sum, p) => sum + p, 0),
        countedRounds: best.length,
        roundsPlayed: member.records.length,
        netAverage: Math.round((nets.reduce((sum, n) => sum + n, 0) / nets.length) * 10) / 10,
      };
    })
    .sort((a, b) => b.points - a.points || a.netAverage - b.netAverage || a.name.localeCompare(b.name));
  const ranked: LeaderboardRow[] = standings.map((row, i) => {
    const first = standings.findIndex((other) => other.points === row.points && other.netAverage === row.netAverage);
    return { ...row, rank: first === -1 ? i + 1 : first + 1 };
  });
  return { seasonStart: season.start, seasonEnd: season.end, bestRounds: season.bestRounds, rows: ranked };
}
