import { INDEX_SOURCES } from '../golf/handicap.schema';
import { z } from 'zod';
import { holeResultSchema, matchPlayStatusSchema } from '../golf/golf.schema';
import { writeKeySchema } from '../golf/write-key.schema';
import { MATCH_FORMATS, ROUND_HOLES } from '../golf/round-setup';
import { COMMENT_PAGE_SIZE, RECENT_MATCH_COUNT } from '../page-sizes';
import { recordId } from '../record-id.schema';
import { calendarDateSchema } from '../text-rules';
import { pageLimitSchema, timeCursorSchema } from '../time-cursor';
import { authoredSchema } from '../feed/feed.schema';
import { timeZoneField } from '../time-zone';

/** Start times for matches: any half hour of the day, in the organizer's own time zone. */
export const MATCH_TIMES: readonly string[] = Array.from({ length: 48 }, (_, i) => `${String(Math.floor(i / 2)).padStart(2, '0')}:${i % 2 === 0 ? '00' : '30'}`);
export const DEFAULT_MATCH_TIME = '09:00';

/** A member picked to invite (the server looks them up by id). */
export const memberRefSchema = z.object({ id: z.number().int().positive(), username: z.string() });
export type MemberRef = z.infer<typeof memberRefSchema>;

/** A member as other members see them: the username code compares on, and the display name (full name, else username). */
export const namedMemberRefSchema = memberRefSchema.extend({ name: z.string() });
export type NamedMemberRef = z.infer<typeof namedMemberRefSchema>;

const SELECT_MEMBERS = 'Please select at least one member to invite to your match.';

export const matchInputSchema = z.object({
  date: calendarDateSchema('Please choose a date.'),
  time: z.string().refine((time) => MATCH_TIMES.includes(time), 'Please choose a time on the hour or the half hour.'),
  /** The zone the date and time are in: the organizer's (their profile's, else the club's) when absent. */
  timeZone: timeZoneField('Choose a time zone').optional(),
  /** Played apart: each player plays whenever suits them from the start until this instant. */
  apart: z.object({ closesAt: z.iso.datetime({ offset: true, error: 'Choose when the match closes.' }) }, 'Choose when the match closes.').nullish(),
  /** Each player plays a tee of their own, chosen when they join; results compare net to par or points. */
  ownTees: z.boolean('Choose whether each player plays their own course.').optional(),
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

/** Joining a match; on own tees the tee the member will play. */
export const joinMatchInputSchema = z.object({ id: recordId('Match not found'), teeId: recordId('Choose tees from the list.').optional() });
export const chooseTeeInputSchema = z.object({ id: recordId('Match not found'), teeId: recordId('Choose tees from the list.') });

export const recentMatchesInputSchema = z.object({
  limit: z.coerce.number().int().min(1).max(20).default(RECENT_MATCH_COUNT),
});

/** Computed for the viewer by the server; pages render these and copy no rule. */
const matchViewerSchema = z.object({
  isOrganizer: z.boolean(),
  /** In the match: the organizer, or a member who accepted. */
  isParticipant: z.boolean(),
  /** Invited and not yet accepted: Join Match accepts. */
  isInvited: z.boolean(),
  canJoin: z.boolean(),
  canLeave: z.boolean(),
  canCancel: z.boolean(),
  /** Whether the round has started (club time): scores are recorded from then on. */
  roundStarted: z.boolean(),
  /** The players whose scores the viewer may record once the round started: everyone for the organizer, else themselves (always themselves only when played apart). */
  scoresFor: z.array(z.number()),
  /** A match played apart whose window has closed: no more scores. */
  closed: z.boolean(),
});
export type MatchViewer = z.infer<typeof matchViewerSchema>;

export const RESULT_BASES = ['net-to-par', 'points', 'match-play'] as const;
export type ResultBasis = (typeof RESULT_BASES)[number];

/** A player's tee in a match: the match's tee, or on own tees the one they chose (null until they join). */
const playerTeeSchema = z.object({ userId: z.number(), teeId: z.number().nullable(), courseName: z.string().nullable(), teeName: z.string().nullable() });
export type PlayerTee = z.infer<typeof playerTeeSchema>;

/** What a match is played on and how it is scored; null for a casual match. */
const matchGolfSchema = z.object({
  /** The match's tee (on own tees: the organizer's). */
  teeId: z.number(),
  courseName: z.string(),
  teeName: z.string(),
  holes: z.enum(ROUND_HOLES),
  format: z.enum(MATCH_FORMATS),
  allowancePct: z.number(),
  /** Each player plays their own tee. */
  ownTees: z.boolean(),
  /** Each player's course and tee. */
  tees: z.array(playerTeeSchema),
  /** How the result is decided: net to par (stroke play), Stableford points, or hole by hole. */
  resultBasis: z.enum(RESULT_BASES),
});
export type MatchGolf = z.infer<typeof matchGolfSchema>;

export const matchSchema = z.object({
  id: z.number(),
  creatorId: z.number(),
  date: z.string(),
  time: z.string(),
  /** Members in the match (the organizer and those who accepted). */
  participants: z.array(namedMemberRefSchema),
  /** Members invited who have not accepted yet. */
  invited: z.array(namedMemberRefSchema),
  createdAt: z.string(),
  /** When the round starts: the match's date and time in club time, as an instant. */
  startsAt: z.string(),
  viewer: matchViewerSchema,
  golf: matchGolfSchema.nullable(),
  /** The result line once the match is complete, such as "alice won 3 & 2". */
  result: z.string().nullable(),
  /** Played apart: every player plays whenever suits them until `closesAt`; null for one tee time. */
  apart: z.object({ closesAt: z.string() }).nullable(),
});
export type Match = z.infer<typeof matchSchema>;
export const matchListSchema = z.array(matchSchema);

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

export const matchCommentSchema = authoredSchema.extend({ matchId: z.number() });
export type MatchComment = z.infer<typeof matchCommentSchema>;

export const commentPageSchema = z.object({ comments: z.array(matchCommentSchema), nextCursor: timeCursorSchema.nullable() });
export type CommentPage = z.infer<typeof commentPageSchema>;

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
  writeKey: writeKeySchema,
});

// Hole numbers are the keys: JSON writes them as text.
const byHole = <Value extends z.ZodType>(value: Value) => z.record(z.string().regex(/^\d+$/), value);

/** A player's round on a golf match: handicaps, per-hole results and where the round stands for the club index. */
const scorecardRowGolfSchema = z.object({
  /** Club index when the round began (or now, before the first score), null before they had one. */
  index: z.number().nullable(),
  /** Where the index came from ('club', 'set' by the committee, 'declared' by the player); null when unknown or none. */
  indexSource: z.enum(INDEX_SOURCES).nullable(),
  courseHandicap: z.number().nullable(),
  playingHandicap: z.number(),
  holes: byHole(holeResultSchema),
  net: z.number(),
  points: z.number(),
  complete: z.boolean(),
  /** The score that counts for the club index, once complete (holes capped at net double bogey). */
  adjustedGross: z.number().nullable(),
  roundId: z.number().nullable(),
  attestedBy: z.string().nullable(),
  excludedReason: z.string().nullable(),
  /** Another player of the match who entered none of its scores, or an admin, may attest a complete round. */
  canAttest: z.boolean(),
  /** Someone else entered scores of this card and the player has not confirmed them yet. */
  awaitingConfirmation: z.boolean(),
  /** The player disputed the card someone else entered; it waits for the committee. */
  disputeReason: z.string().nullable(),
  /** Net strokes against the par of the holes played: how players on different tees compare. */
  toPar: z.number(),
  courseName: z.string(),
  teeName: z.string(),
  /** The player may confirm or dispute the card someone else entered. */
  canConfirm: z.boolean(),
  canDispute: z.boolean(),
  /** An admin (the committee) may let a disputed card stand. */
  canSettleDispute: z.boolean(),
});
export type ScorecardRowGolf = z.infer<typeof scorecardRowGolfSchema>;

const scorecardRowSchema = z.object({
  userId: z.number(),
  username: z.string(),
  /** The player's display name (full name, else username). */
  name: z.string(),
  /** Strokes by hole number, for the holes this player has played. */
  scores: byHole(z.number()),
  holesPlayed: z.number(),
  /** Holes this player has played that the viewer has not yet: on a match played apart they stay hidden until then. */
  holesHidden: z.number(),
  total: z.number(),
  isLeader: z.boolean(),
  golf: scorecardRowGolfSchema.nullable(),
});
export type ScorecardRow = z.infer<typeof scorecardRowSchema>;

const scorecardHoleSchema = z.object({ number: z.number(), par: z.number().nullable(), strokeIndex: z.number().nullable() });
export type ScorecardHole = z.infer<typeof scorecardHoleSchema>;

export const scorecardSchema = z.object({
  holes: z.array(scorecardHoleSchema),
  rows: z.array(scorecardRowSchema),
  golf: matchGolfSchema.nullable(),
  matchPlay: matchPlayStatusSchema.nullable(),
});
export type Scorecard = z.infer<typeof scorecardSchema>;
