import type { SessionUser } from '../../../shared/auth/auth.schema';
import type { IndexSource } from '../../../shared/golf/handicap.schema';
import type { RoundSetup } from '../../../shared/golf/round-setup';
import { adjustedGross, leaders, toParText, matchPlayHandicaps, matchPlayStatus, type MatchPlayStatus, type PlayerCard, playerCard } from '../../../shared/golf/scorecard';
import type { MatchGolf, MatchViewer, Scorecard, ScorecardRow } from '../../../shared/matches/match.schema';
import type { Db } from '../../platform/db/db';
import { competitionIndexOf } from '../golf/competition-index.service';
import { previewSetup, roundSnapshotRow, snapshotSetup } from '../rounds/round-snapshot';
import type { RoundWithMatch } from '../rounds/rounds.service';

interface Player {
  userId: number;
  username: string;
  /** The display name (full name, else username): what cards and result lines show. */
  name: string;
  scores: Record<number, number>;
  /** Who entered this player's scores. */
  recorders: number[];
  /** Holes the player has played that the viewer may not see yet (a match played apart). */
  holesHidden?: number;
}

interface PlayerRound extends Player {
  courseName: string;
  teeName: string;
  setup: RoundSetup;
  /** Where the index came from; null without one (the player plays off no handicap, named so on the card). */
  indexSource: IndexSource | null;
  round: RoundWithMatch | null;
  card: PlayerCard;
}

/** The tee a player plays: the match's, or on own tees the one they chose. */
export function playerTee(golf: MatchGolf, userId: number): { teeId: number; courseName: string; teeName: string } {
  const own = golf.ownTees ? golf.tees.find((t) => t.userId === userId) : undefined;
  if (own && own.teeId !== null && own.courseName !== null && own.teeName !== null) return { teeId: own.teeId, courseName: own.courseName, teeName: own.teeName };
  return { teeId: golf.teeId, courseName: golf.courseName, teeName: golf.teeName };
}

/**
 * The snapshot a player's round takes at their first score: their tee as it stands and their
 * competition index today (club index, else the one set or declared; none is named on the card).
 */
export async function firstScoreSnapshot(trx: Db, golf: Pick<MatchGolf, 'teeId' | 'courseName' | 'teeName' | 'holes' | 'allowancePct'>, matchId: number, userId: number, at: string) {
  const index = await competitionIndexOf(trx, userId);
  const setup = await previewSetup(trx, golf, index?.index ?? null);
  return roundSnapshotRow(golf, setup, matchId, userId, at, index?.source ?? null);
}

/** Each player's setup: the snapshot once they have a score, else a preview from their tee and their index today. */
async function playerRounds(db: Db, rounds: RoundWithMatch[], golf: MatchGolf, players: Player[]): Promise<PlayerRound[]> {
  const withSetups = await Promise.all(
    players.map(async (player) => {
      const round = rounds.find((r) => r.user_id === player.userId) ?? null;
      const tee = playerTee(golf, player.userId);
      if (round) return { ...player, round, setup: snapshotSetup(round), indexSource: round.index_source, courseName: round.course_name, teeName: round.tee_name };
      const index = await competitionIndexOf(db, player.userId);
      const setup = await previewSetup(db, { ...golf, teeId: tee.teeId }, index?.index ?? null);
      return { ...player, round, setup, indexSource: index?.source ?? null, courseName: tee.courseName, teeName: tee.teeName };
    }),
  );
  const [first, second] = withSetups;
  const matchHandicaps = golf.format === 'match' && first && second && withSetups.length === 2 ? matchPlayHandicaps(first.setup, second.setup) : null;
  return withSetups.map((player, i) => ({ ...player, card: playerCard(player.setup, player.scores, matchHandicaps?.[i] ?? player.setup.playingHandicap) }));
}

/**
 * Who may attest a complete round once it has started: an admin, or another player of the match who
 * entered none of its scores; never a disputed or excluded round. The same rules guard attestRound.
 */
export function mayAttest(viewer: SessionUser | null, player: Pick<PlayerRound, 'userId' | 'recorders' | 'round' | 'card'>, participantIds: readonly number[], roundStarted: boolean): boolean {
  const round = player.round;
  if (!viewer || !round || !roundStarted || round.attested_at !== null || round.excluded_at !== null || round.disputed_at !== null || !player.card.complete) return false;
  if (viewer.memberType === 'admin') return true;
  return participantIds.includes(viewer.id) && viewer.id !== player.userId && !player.recorders.includes(viewer.id);
}

/** Where the player stands on a card someone else entered, and what the viewer may do about it. */
function confirmation(viewer: SessionUser | null, player: PlayerRound) {
  const round = player.round;
  const needs = round !== null && round.needs_confirmation === 1;
  const disputed = round !== null && round.disputed_at !== null;
  const open = needs && round.confirmed_at === null && !disputed;
  const isPlayer = viewer !== null && viewer.id === player.userId;
  return {
    awaitingConfirmation: open,
    disputeReason: round?.dispute_reason ?? null,
    canConfirm: isPlayer && open && player.card.complete,
    canDispute: isPlayer && needs && !disputed && round.excluded_at === null,
    canSettleDispute: viewer !== null && viewer.memberType === 'admin' && disputed,
  };
}

export interface GolfScorecardResult {
  scorecard: Scorecard;
  complete: boolean;
  /** The result line once complete, naming players by display name: "Alice Ng won 3 & 2", "1. Alice Ng 38 pts · 2. Bob Roe 35 pts". */
  summary: string | null;
  /** One line per player in result order ("1. Alice Ng 38 pts"), for a feed post naming only some; place and score apart for its card. */
  lines: ResultLine[];
}

/** The match's card from its rounds (snapshots) and its players' scores, as read by the caller. */
export async function buildGolfScorecard(
  db: Db,
  viewer: SessionUser | null,
  match: { golf: MatchGolf; viewer: Pick<MatchViewer, 'roundStarted'> },
  players: Player[],
  roundRows: RoundWithMatch[],
): Promise<GolfScorecardResult> {
  const { golf } = match;
  const rounds = await playerRounds(db, roundRows, golf, players);
  const [first, second] = rounds;
  const matchPlay: MatchPlayStatus | null =
    golf.format === 'match' && first && second && rounds.length === 2 ? matchPlayStatus(first.setup.holes.map((h) => h.number), first, second) : null;
  const leaderIds = golf.format === 'match' ? (matchPlay?.leaderId ? [matchPlay.leaderId] : []) : leaders(golf.format, rounds);
  const participantIds = rounds.map((r) => r.userId);
  const rows: ScorecardRow[] = rounds.map((player) => ({
    userId: player.userId,
    username: player.username,
    name: player.name,
    scores: player.scores,
    holesPlayed: player.card.holesPlayed,
    holesHidden: player.holesHidden ?? 0,
    total: player.card.gross,
    isLeader: leaderIds.includes(player.userId),
    golf: {
      index: player.setup.index,
      indexSource: player.setup.index === null ? null : player.indexSource,
      courseHandicap: player.setup.courseHandicap,
      playingHandicap: player.setup.playingHandicap,
      holes: player.card.holes,
      net: player.card.net,
      points: player.card.points,
      toPar: player.card.toPar,
      courseName: player.courseName,
      teeName: player.teeName,
      complete: player.card.complete,
      adjustedGross: adjustedGross(player.setup, player.scores),
      roundId: player.round?.id ?? null,
      attestedBy: player.round?.attested_by_name ?? null,
      excludedReason: player.round?.excluded_reason ?? null,
      canAttest: mayAttest(viewer, player, participantIds, match.viewer.roundStarted),
      ...confirmation(viewer, player),
    },
  }));
  // On own tees each row carries its own pars; the shared columns are the hole numbers only.
  const holes = (first?.setup.holes ?? []).map((hole) => ({ number: hole.number, par: golf.ownTees ? null : hole.par, strokeIndex: golf.ownTees ? null : hole.strokeIndex }));
  // A singles match is complete once decided; it needs its two players for that.
  const complete = golf.format === 'match' ? matchPlay?.decided === true : rounds.length > 0 && rounds.every((r) => r.card.complete);
  const lines = resultLines(golf, rounds, matchPlay);
  const summary = matchPlay ? matchPlay.text : lines.map((line) => line.text).join(' · ');
  return { scorecard: { holes, rows, golf, matchPlay }, complete, summary: complete ? summary : null, lines };
}

interface ResultLine {
  userId: number;
  text: string;
  place: number;
  score: string;
}

function resultLines(golf: MatchGolf, rounds: PlayerRound[], matchPlay: MatchPlayStatus | null): ResultLine[] {
  if (golf.format === 'match') {
    return rounds.map((r) => ({ userId: r.userId, text: matchPlay?.text ?? '', place: matchPlay?.leaderId === r.userId || !matchPlay?.leaderId ? 1 : 2, score: `${r.card.gross}` }));
  }
  const value = (r: PlayerRound) => (golf.format === 'stroke' ? r.card.toPar : -r.card.points);
  const sorted = [...rounds].sort((a, b) => value(a) - value(b));
  return sorted.map((r) => {
    const rank = sorted.findIndex((other) => value(other) === value(r)) + 1;
    // On one tee the net total says it all; across tees only net to par (or points) compares.
    const stroke = golf.ownTees ? `${toParText(r.card.toPar)} net to par (${r.card.gross} at ${r.courseName})` : `${r.card.net} net (${r.card.gross})`;
    const score = golf.format === 'stroke' ? stroke : `${r.card.points} pts${golf.ownTees ? ` (at ${r.courseName})` : ''}`;
    return { userId: r.userId, text: `${rank}. ${r.name} ${score}`, place: rank, score };
  });
}
