import type { SessionUser } from '../../../shared/auth/auth.schema';
import type { RoundSetup } from '../../../shared/golf/round-setup';
import { adjustedGross, leaders, matchPlayHandicaps, matchPlayStatus, type MatchPlayStatus, type PlayerCard, playerCard } from '../../../shared/golf/scorecard';
import type { MatchGolf, MatchViewer, Scorecard, ScorecardRow } from '../../../shared/matches/match.schema';
import type { Db } from '../../platform/db/db';
import { currentClubIndex } from '../golf/club-index.service';
import { previewSetup, snapshotSetup } from '../rounds/round-snapshot';
import type { RoundWithMatch } from '../rounds/rounds.service';

interface Player {
  userId: number;
  username: string;
  scores: Record<number, number>;
  /** Who entered this player's scores. */
  recorders: number[];
}

interface PlayerRound extends Player {
  setup: RoundSetup;
  round: RoundWithMatch | null;
  card: PlayerCard;
}

/** Each player's setup: the snapshot once they have a score, else a preview from the tee and their index today. */
async function playerRounds(db: Db, rounds: RoundWithMatch[], golf: MatchGolf, players: Player[]): Promise<PlayerRound[]> {
  const withSetups = await Promise.all(
    players.map(async (player) => {
      const round = rounds.find((r) => r.user_id === player.userId) ?? null;
      const setup = round ? snapshotSetup(round) : await previewSetup(db, golf, await currentClubIndex(db, player.userId));
      return { ...player, round, setup };
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
  /** The result line once complete: "alice won 3 & 2", "1. alice 38 pts · 2. bob 35 pts". */
  summary: string | null;
  /** One line per player in result order ("1. alice 38 pts"), for a feed post naming only some. */
  lines: { userId: number; text: string }[];
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
    scores: player.scores,
    holesPlayed: player.card.holesPlayed,
    total: player.card.gross,
    isLeader: leaderIds.includes(player.userId),
    golf: {
      index: player.setup.index,
      courseHandicap: player.setup.courseHandicap,
      playingHandicap: player.setup.playingHandicap,
      holes: player.card.holes,
      net: player.card.net,
      points: player.card.points,
      complete: player.card.complete,
      adjustedGross: adjustedGross(player.setup, player.scores),
      roundId: player.round?.id ?? null,
      attestedBy: player.round?.attested_by_username ?? null,
      excludedReason: player.round?.excluded_reason ?? null,
      canAttest: mayAttest(viewer, player, participantIds, match.viewer.roundStarted),
      ...confirmation(viewer, player),
    },
  }));
  const holes = (first?.setup.holes ?? []).map((hole) => ({ number: hole.number, par: hole.par, strokeIndex: hole.strokeIndex }));
  // A singles match is complete once decided; it needs its two players for that.
  const complete = golf.format === 'match' ? matchPlay?.decided === true : rounds.length > 0 && rounds.every((r) => r.card.complete);
  const lines = resultLines(golf, rounds, matchPlay);
  const summary = matchPlay ? matchPlay.text : lines.map((line) => line.text).join(' · ');
  return { scorecard: { holes, rows, golf, matchPlay }, complete, summary: complete ? summary : null, lines };
}

function resultLines(golf: MatchGolf, rounds: PlayerRound[], matchPlay: MatchPlayStatus | null): { userId: number; text: string }[] {
  if (golf.format === 'match') return rounds.map((r) => ({ userId: r.userId, text: matchPlay?.text ?? '' }));
  const value = (r: PlayerRound) => (golf.format === 'stroke' ? r.card.net : -r.card.points);
  const sorted = [...rounds].sort((a, b) => value(a) - value(b));
  return sorted.map((r) => {
    const rank = sorted.findIndex((other) => value(other) === value(r)) + 1;
    const score = golf.format === 'stroke' ? `${r.card.net} net (${r.card.gross})` : `${r.card.points} pts`;
    return { userId: r.userId, text: `${rank}. ${r.username} ${score}` };
  });
}
