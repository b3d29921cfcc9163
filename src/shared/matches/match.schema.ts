import { z } from 'zod';
import type { HoleResult, MatchPlayStatus } from '../golf/scorecard';
import { MATCH_FORMATS, type MatchFormat, ROUND_HOLES, type RoundHoles } from '../golf/round-setup';
import { COMMENT_PAGE_SIZE, RECENT_MATCH_COUNT } from '../page-sizes';
import { recordId } from '../record-id.schema';
import { calendarDateSchema } from '../text-rules';
import { pageLimitSchema, type TimeCursor, timeCursorSchema } from '../time-cursor';

/** Tee times for matches: 07:00 to 17:00 every 30 minutes. */
export const MATCH_TIMES: readonly string[] = Array.from({ length: 21 }, (_, i) => {
  const minutes = 7 * 60 + i * 30;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${minutes % 60 === 0 ? '00' : '30'}`;
});
export const DEFAULT_MATCH_TIME = '09:00';

const memberRefSchema = z.object({ id: z.number().int().positive(), username: z.string() });
export type MemberRef = z.infer<typeof memberRefSchema>;

const SELECT_MEMBERS = 'Please select at least one member to invite to your match.';

export const matchInputSchema = z.object({
  date: calendarDateSchema('Please choose a date.'),
  time: z.string().refine((time) => MATCH_TIMES.includes(time), 'Please choose a time between 7:00 AM and 5:00 PM.'),
  selectedMembers: z
    .array(memberRefSchema, { error: SELECT_MEMBERS })
    .min(1, SELECT_MEMBERS)
    .max(20, 'A match can have at most 20 invited members.')
    .refine((members) => new Set(members.map((m) => m.id)).size === members.length, 'A member cannot be added twice.'),
  /** A course's tee, or null/absent for a casual match that only keeps strokes. */
  teeId: recordId('Choose tees from the list.').nullish(),
  holes: z.enum(ROUND_HOLES, 'Choose 18 holes, the front nine or the back nine.').optional(),
  format: z.enum(MATCH_FORMATS, 'Choose stroke play, Stableford or singles match play.').optional(),
  /** Percent of the course handicap; the format's WHS default when absent. */
  allowance: z
    .number('The allowance must be a number.')
    .int('The allowance must be a whole percent.')
    .min(0, 'The allowance must be between 0 and 100 %.')
    .max(100, 'The allowance must be between 0 and 100 %.')
    .optional(),
});

export const recentMatchesInputSchema = z.object({
  limit: z.coerce.number().int().min(1).max(20).default(RECENT_MATCH_COUNT),
});

/** Computed for the viewer by the server; pages render these and copy no rule. */
export interface MatchViewer {
  isOrganizer: boolean;
  /** In the match: the organizer, or a member who accepted. */
  isParticipant: boolean;
  /** Invited and not yet accepted: Join Match accepts. */
  isInvited: boolean;
  canJoin: boolean;
  canLeave: boolean;
  canCancel: boolean;
  /** Whether the round has started (club time): scores are recorded from then on. */
  roundStarted: boolean;
  /** The players whose scores the viewer may record once the round started: everyone for the organizer, else themselves. */
  scoresFor: number[];
}

/** What a match is played on and how it is scored; null for a casual match. */
export interface MatchGolf {
  teeId: number;
  courseName: string;
  teeName: string;
  holes: RoundHoles;
  format: MatchFormat;
  allowancePct: number;
}

export interface Match {
  id: number;
  creatorId: number;
  date: string;
  time: string;
  /** Members in the match (the organizer and those who accepted). */
  participants: MemberRef[];
  /** Members invited who have not accepted yet. */
  invited: MemberRef[];
  createdAt: string;
  /** When the round starts: the match's date and time in club time, as an instant. */
  startsAt: string;
  viewer: MatchViewer;
  golf: MatchGolf | null;
  /** The result line once the match is complete, such as "alice won 3 & 2". */
  result: string | null;
}

const COMMENT_MAX_LENGTH = 1000;

export const commentInputSchema = z.object({
  matchId: recordId('Match not found'),
  content: z.string().trim().min(1, 'Comment cannot be empty.').max(COMMENT_MAX_LENGTH, `Comments can be at most ${COMMENT_MAX_LENGTH} characters.`),
});

/** The caption that goes with an uploaded photo. */
export const photoCaptionSchema = z.object({
  content: z.string().trim().max(COMMENT_MAX_LENGTH, `Comments can be at most ${COMMENT_MAX_LENGTH} characters.`).default(''),
});

export const commentPageInputSchema = z.object({
  matchId: recordId('Match not found'),
  cursor: timeCursorSchema.nullish(),
  limit: pageLimitSchema(COMMENT_PAGE_SIZE),
});
export const commentIdSchema = z.object({
  matchId: recordId('Match not found'),
  commentId: recordId('Comment not found'),
});

export interface MatchComment {
  id: number;
  matchId: number;
  userId: number;
  username: string;
  content: string;
  imageUrl: string | null;
  thumbnailUrl: string | null;
  createdAt: string;
  /** Computed for the viewer by the server: the author, or an admin moderating. */
  canDelete: boolean;
}

export interface CommentPage {
  comments: MatchComment[];
  nextCursor: TimeCursor | null;
}

export const scoreInputSchema = z.object({
  matchId: recordId('Match not found'),
  userId: z.coerce.number({ error: 'Please choose a player.' }).int().positive('Please choose a player.'),
  hole: z.coerce
    .number({ error: 'Hole must be a number from 1 to 18.' })
    .int('Hole must be a number from 1 to 18.')
    .min(1, 'Hole must be a number from 1 to 18.')
    .max(18, 'Hole must be a number from 1 to 18.'),
  score: z.coerce
    .number({ error: 'Score must be a number from 1 to 20.' })
    .int('Score must be a whole number.')
    .min(1, 'Score must be at least 1.')
    .max(20, 'Score must be at most 20.'),
  notes: z.string().trim().max(200, 'Notes can be at most 200 characters.').optional(),
});

/** A player's round on a golf match: handicaps, per-hole results and where the round stands for the club index. */
export interface ScorecardRowGolf {
  /** Club index when the round began (or now, before the first score), null before they had one. */
  index: number | null;
  courseHandicap: number | null;
  playingHandicap: number;
  holes: Record<number, HoleResult>;
  net: number;
  points: number;
  complete: boolean;
  /** The score that counts for the club index, once complete (holes capped at net double bogey). */
  adjustedGross: number | null;
  roundId: number | null;
  attestedBy: string | null;
  excludedReason: string | null;
  /** Another player of the match who entered none of its scores, or an admin, may attest a complete round. */
  canAttest: boolean;
  /** Someone else entered scores of this card and the player has not confirmed them yet. */
  awaitingConfirmation: boolean;
  /** The player disputed the card someone else entered; it waits for the committee. */
  disputeReason: string | null;
  /** The player may confirm or dispute the card someone else entered. */
  canConfirm: boolean;
  canDispute: boolean;
  /** An admin (the committee) may let a disputed card stand. */
  canSettleDispute: boolean;
}

export interface ScorecardRow {
  userId: number;
  username: string;
  /** Strokes by hole number, for the holes this player has played. */
  scores: Record<number, number>;
  holesPlayed: number;
  total: number;
  isLeader: boolean;
  golf: ScorecardRowGolf | null;
}

export interface ScorecardHole {
  number: number;
  par: number | null;
  strokeIndex: number | null;
}

export interface Scorecard {
  holes: ScorecardHole[];
  rows: ScorecardRow[];
  golf: MatchGolf | null;
  matchPlay: MatchPlayStatus | null;
}
