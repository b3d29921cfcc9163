import { getClubSettings } from '../club/club-settings.service';
import type { SessionUser } from '../../../shared/auth/auth.schema';
import type { ClubIndexPage, IndexTarget, PlayedRound, RoundStatus, ScoreRecordLine } from '../../../shared/golf/golf.schema';
import { buildIndexHistory, type PlayedScore } from '../../../shared/golf/index-history';
import type { RoundSetup } from '../../../shared/golf/round-setup';
import { adjustedGross, type PlayerCard, playerCard } from '../../../shared/golf/scorecard';
import { playingHandicap } from '../../../shared/golf/whs';
import { notFound } from '../../platform/core/app-error';
import type { Db } from '../../platform/db/db';
import { findUserById } from '../users/users.service';
import { displayNameOf } from '../users/display-name';
import { listPlayableCourses } from '../courses/courses.service';
import { snapshotSetup } from '../rounds/round-snapshot';
import { listRoundRowsOfUser, listRoundRowsOfUsers, listScoresOf, listScoresOfUsers, type RoundWithMatch } from '../rounds/rounds.service';

export interface RoundRecord {
  row: RoundWithMatch;
  setup: RoundSetup;
  scores: Record<number, number>;
  card: PlayerCard;
  adjustedGross: number | null;
  /** The club counts outdoor rounds only and this one was on a simulator. */
  leftOut: boolean;
}

export function roundStatus(record: RoundRecord): RoundStatus {
  if (record.row.excluded_at !== null) return 'excluded';
  if (record.adjustedGross === null) return 'in-progress';
  if (record.leftOut) return 'not-outdoor';
  if (record.row.disputed_at !== null) return 'disputed';
  if (record.row.needs_confirmation === 1 && record.row.confirmed_at === null) return 'awaiting-confirmation';
  return record.row.attested_at === null ? 'awaiting-attestation' : 'counting';
}

type StrokeRow = Awaited<ReturnType<typeof listScoresOf>>[number];

/** Rounds with their snapshot and strokes, in the order given. */
export async function loadRoundRecords(db: Db, rows: RoundWithMatch[], knownScores?: StrokeRow[]): Promise<RoundRecord[]> {
  const scores =
    knownScores ??
    (await listScoresOf(
      db,
      rows.map((row) => ({ matchId: row.match_id, userId: row.user_id })),
    ));
  const { indexOutdoorOnly: outdoorOnly } = await getClubSettings(db);
  return rows.map((row) => {
    const setup = snapshotSetup(row);
    const own = Object.fromEntries(scores.filter((s) => s.match_id === row.match_id && s.user_id === row.user_id).map((s) => [s.hole, s.score]));
    return { row, setup, scores: own, card: playerCard(setup, own), adjustedGross: adjustedGross(setup, own), leftOut: outdoorOnly && row.course_kind !== 'outdoor' };
  });
}

function playedScore(record: RoundRecord): PlayedScore | null {
  if (roundStatus(record) !== 'counting' || record.adjustedGross === null) return null;
  const base = { roundId: record.row.id, playedOn: record.row.date, adjustedGross: record.adjustedGross, courseRating: record.setup.ratingTenths / 10, slope: record.setup.slope };
  return record.row.holes === '18' ? { ...base, holes: 18 } : { ...base, holes: 9 };
}

async function memberRecord(db: Db, userId: number) {
  const records = await loadRoundRecords(db, await listRoundRowsOfUser(db, userId));
  const scores = records.map(playedScore).filter((score): score is PlayedScore => score !== null);
  return { records, history: buildIndexHistory(scores) };
}

/**
 * For a page of members at once: each one's club index now (null below 3 scores) and the day of
 * their last round with a score (null when none). Three queries however many members.
 */
const BULK = 400;

export async function clubIndexesAndLastPlayed(db: Db, userIds: readonly number[]): Promise<Map<number, { index: number | null; lastPlayed: string | null }>> {
  const found = new Map<number, { index: number | null; lastPlayed: string | null }>();
  for (let start = 0; start < userIds.length; start += BULK) {
    const ids = userIds.slice(start, start + BULK);
    const [rows, scores] = await Promise.all([listRoundRowsOfUsers(db, ids), listScoresOfUsers(db, ids)]);
    const byUser = new Map<number, RoundRecord[]>();
    for (const record of await loadRoundRecords(db, rows, scores)) byUser.set(record.row.user_id, [...(byUser.get(record.row.user_id) ?? []), record]);
    for (const userId of ids) {
      const own = byUser.get(userId) ?? [];
      const counted = own.map(playedScore).filter((score): score is PlayedScore => score !== null);
      const played = own.filter((record) => Object.keys(record.scores).length > 0).map((record) => record.row.date);
      const lastPlayed = played.reduce<string | null>((latest, day) => (latest === null || day > latest ? day : latest), null);
      found.set(userId, { index: buildIndexHistory(counted).index, lastPlayed });
    }
  }
  return found;
}

/**
 * The member's club index from the rounds played before a club day (the day a competition's first
 * window opened), or null below 3 such scores: what a multi-round competition plays off throughout.
 */
export async function clubIndexBefore(db: Db, userId: number, day: string): Promise<number | null> {
  const records = await loadRoundRecords(db, await listRoundRowsOfUser(db, userId));
  const scores = records.map(playedScore).filter((score): score is PlayedScore => score !== null && score.playedOn < day);
  return buildIndexHistory(scores).index;
}

/** Club indexes now of many members (a list's page, the directory's filter): a few queries per 400 members, not a few per member. */
export async function currentClubIndexes(db: Db, userIds: readonly number[]): Promise<Map<number, number | null>> {
  const found = await clubIndexesAndLastPlayed(db, userIds);
  return new Map(userIds.map((id) => [id, found.get(id)?.index ?? null]));
}

/** The member's club index now, from their attested rounds, or null below 3 scores. */
export async function currentClubIndex(db: Db, userId: number): Promise<number | null> {
  return (await memberRecord(db, userId)).history.index;
}

export async function getClubIndexPage(db: Db, viewer: SessionUser, userId: number): Promise<ClubIndexPage> {
  const member = await findUserById(db, userId);
  if (!member || member.deleted_at !== null || member.member_type !== 'standard') throw notFound('Member not found');
  const { records, history } = await memberRecord(db, userId);
  const byId = new Map(records.map((record) => [record.row.id, record]));
  const record: ScoreRecordLine[] = history.recent.map((entry) => {
    const rounds = entry.roundIds.map((id) => byId.get(id)).filter((r): r is RoundRecord => r !== undefined);
    return {
      playedOn: entry.playedOn,
      rounds: rounds.map((r) => ({ id: r.row.id, matchId: r.row.match_id, courseName: r.row.course_name, teeName: r.row.tee_name, holes: r.row.holes })),
      adjustedGross: rounds.reduce((sum, r) => sum + (r.adjustedGross ?? 0), 0),
      differential: entry.differential,
      reduction: entry.reduction,
      exceptional: entry.exceptional,
      counts: entry.counts,
      softCapped: entry.softCapped,
      hardCapped: entry.hardCapped,
    };
  });
  return {
    member: { id: member.id, username: member.username, name: displayNameOf(member) },
    index: history.index,
    lowIndex: history.lowIndex,
    record,
    history: history.entries.flatMap((entry) => (entry.indexAfter === null ? [] : [{ playedOn: entry.playedOn, index: entry.indexAfter }])),
    rounds: [...records].reverse().map(toPlayedRound),
    waitingNine: history.pendingNine !== null,
    targets: history.index === null ? [] : await indexTargets(db, history.index),
    canExclude: viewer.memberType === 'admin',
  };
}

function toPlayedRound(record: RoundRecord): PlayedRound {
  return {
    id: record.row.id,
    matchId: record.row.match_id,
    playedOn: record.row.date,
    courseName: record.row.course_name,
    teeName: record.row.tee_name,
    holes: record.row.holes,
    gross: record.card.gross,
    adjustedGross: record.adjustedGross,
    status: roundStatus(record),
    attestedBy: record.row.attested_by_name,
    excludedReason: record.row.excluded_reason,
  };
}

/** "To play to 13.2 on the Blue tees you need 86": par plus the course handicap, over 18 holes. */
async function indexTargets(db: Db, index: number): Promise<IndexTarget[]> {
  const courses = await listPlayableCourses(db);
  return courses.flatMap((course) =>
    course.tees.map((tee) => {
      const courseHandicap = playingHandicap({ index, slope: tee.slope, courseRating: tee.rating, par: tee.par });
      return { teeId: tee.id, label: `${course.name}, ${tee.name} tees (${tee.gender})`, par: tee.par, courseHandicap, target: tee.par + courseHandicap };
    }),
  );
}
