import { z } from 'zod';
import { recordId } from '../record-id.schema';
import { ROUND_HOLES } from './round-setup';

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

const roundHolesSchema = z.enum(ROUND_HOLES);

const ROUND_STATUSES = ['counting', 'awaiting-attestation', 'awaiting-confirmation', 'disputed', 'excluded', 'in-progress', 'not-outdoor'] as const;
export type RoundStatus = (typeof ROUND_STATUSES)[number];

const playedRoundSchema = z.object({
  id: z.number(),
  matchId: z.number(),
  playedOn: z.string(),
  courseName: z.string(),
  teeName: z.string(),
  holes: roundHolesSchema,
  gross: z.number(),
  adjustedGross: z.number().nullable(),
  status: z.enum(ROUND_STATUSES),
  attestedBy: z.string().nullable(),
  excludedReason: z.string().nullable(),
});
export type PlayedRound = z.infer<typeof playedRoundSchema>;

const scoreRecordLineSchema = z.object({
  playedOn: z.string(),
  /** The rounds behind it: one, or two nines. */
  rounds: z.array(z.object({ id: z.number(), matchId: z.number(), courseName: z.string(), teeName: z.string(), holes: roundHolesSchema })),
  adjustedGross: z.number(),
  differential: z.number(),
  /** Exceptional score reductions applied to it (1.0 or 2.0 each). */
  reduction: z.number(),
  exceptional: z.number(),
  counts: z.boolean(),
  softCapped: z.boolean(),
  hardCapped: z.boolean(),
});
export type ScoreRecordLine = z.infer<typeof scoreRecordLineSchema>;

const indexTargetSchema = z.object({
  teeId: z.number(),
  label: z.string(),
  par: z.number(),
  courseHandicap: z.number(),
  /** The gross score that plays to the index on these tees: par plus the course handicap. */
  target: z.number(),
});
export type IndexTarget = z.infer<typeof indexTargetSchema>;

export const clubIndexPageSchema = z.object({
  member: z.object({ id: z.number(), username: z.string(), name: z.string() }),
  index: z.number().nullable(),
  lowIndex: z.number().nullable(),
  /** Most recent first, up to 20. */
  record: z.array(scoreRecordLineSchema),
  history: z.array(z.object({ playedOn: z.string(), index: z.number() })),
  rounds: z.array(playedRoundSchema),
  waitingNine: z.boolean(),
  targets: z.array(indexTargetSchema),
  canExclude: z.boolean(),
});
export type ClubIndexPage = z.infer<typeof clubIndexPageSchema>;

const leaderboardRowSchema = z.object({
  rank: z.number(),
  userId: z.number(),
  username: z.string(),
  /** The member's display name (full name, else username). */
  name: z.string(),
  points: z.number(),
  countedRounds: z.number(),
  roundsPlayed: z.number(),
  /** Average of gross minus playing handicap over the season's rounds, one decimal. */
  netAverage: z.number(),
});
export type LeaderboardRow = z.infer<typeof leaderboardRowSchema>;

export const leaderboardSchema = z.object({
  seasonStart: z.string(),
  seasonEnd: z.string(),
  bestRounds: z.number(),
  rows: z.array(leaderboardRowSchema),
});
export type Leaderboard = z.infer<typeof leaderboardSchema>;

export const holeResultSchema = z.object({
  /** The hole's par on the player's own tee (players on own tees see different pars). */
  par: z.number(),
  strokes: z.number().nullable(),
  strokesReceived: z.number(),
  net: z.number().nullable(),
  points: z.number().nullable(),
});

export const matchPlayStatusSchema = z.object({
  /** "alice 2 up with 3 to play", "alice won 3 & 2", "All square with 9 to play", "Halved". */
  text: z.string(),
  leaderId: z.number().nullable(),
  decided: z.boolean(),
});

/** An index as golfers write it: a plus index (below zero) shows as "+2.0". */
export function formatClubIndex(index: number): string {
  return index < 0 ? `+${(-index).toFixed(1)}` : index.toFixed(1);
}

/** A card its player disputed, waiting for the committee (Admin > Disputed Cards). */
export const disputedCardSchema = z.object({
  roundId: z.number(),
  matchId: z.number(),
  /** Club-local 'YYYY-MM-DD' and 'HH:mm' of the round. */
  date: z.string(),
  time: z.string(),
  player: z.string(),
  course: z.string(),
  gross: z.number(),
  /** Who entered the disputed scores. */
  enteredBy: z.array(z.string()),
  reason: z.string(),
  disputedAt: z.string(),
});
export type DisputedCard = z.infer<typeof disputedCardSchema>;
