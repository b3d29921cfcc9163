import { z } from 'zod';
import { recordId } from '../record-id.schema';
import type { RoundHoles } from './round-setup';

/** The one name the club uses: "Handicap Index" is a protected name. */
export const CLUB_INDEX_NAME = 'Club index (WHS method, unofficial)';

export const roundIdSchema = z.object({ roundId: recordId('Round not found') });
export const excludeRoundSchema = z.object({
  roundId: recordId('Round not found'),
  reason: z.string('Give a reason for excluding the round').trim().min(1, 'Give a reason for excluding the round').max(200, 'The reason can be at most 200 characters'),
});
export const disputeRoundSchema = z.object({
  roundId: recordId('Round not found'),
  reason: z.string('Say what is wrong with the card').trim().min(1, 'Say what is wrong with the card').max(200, 'The reason can be at most 200 characters'),
});
/** Without a member, the viewer's own page. */
export const clubIndexInputSchema = z.object({ userId: recordId('Member not found').optional() });

export type RoundStatus = 'counting' | 'awaiting-attestation' | 'awaiting-confirmation' | 'disputed' | 'excluded' | 'in-progress';

export interface PlayedRound {
  id: number;
  matchId: number;
  playedOn: string;
  courseName: string;
  teeName: string;
  holes: RoundHoles;
  gross: number;
  adjustedGross: number | null;
  status: RoundStatus;
  attestedBy: string | null;
  excludedReason: string | null;
}

export interface ScoreRecordLine {
  playedOn: string;
  /** The rounds behind it: one, or two nines. */
  rounds: { id: number; matchId: number; courseName: string; teeName: string; holes: RoundHoles }[];
  adjustedGross: number;
  differential: number;
  /** Exceptional score reductions applied to it (1.0 or 2.0 each). */
  reduction: number;
  exceptional: number;
  counts: boolean;
  softCapped: boolean;
  hardCapped: boolean;
}

export interface IndexTarget {
  teeId: number;
  label: string;
  par: number;
  courseHandicap: number;
  /** The gross score that plays to the index on these tees: par plus the course handicap. */
  target: number;
}

export interface ClubIndexPage {
  member: { id: number; username: string };
  index: number | null;
  lowIndex: number | null;
  /** Most recent first, up to 20. */
  record: ScoreRecordLine[];
  history: { playedOn: string; index: number }[];
  rounds: PlayedRound[];
  waitingNine: boolean;
  targets: IndexTarget[];
  canExclude: boolean;
}

export interface LeaderboardRow {
  rank: number;
  userId: number;
  username: string;
  points: number;
  countedRounds: number;
  roundsPlayed: number;
  /** Average of gross minus playing handicap over the season's rounds, one decimal. */
  netAverage: number;
}

export interface Leaderboard {
  seasonStart: string;
  seasonEnd: string;
  bestRounds: number;
  rows: LeaderboardRow[];
}

/** An index as golfers write it: a plus index (below zero) shows as "+2.0". */
export function formatClubIndex(index: number): string {
  return index < 0 ? `+${(-index).toFixed(1)}` : index.toFixed(1);
}
