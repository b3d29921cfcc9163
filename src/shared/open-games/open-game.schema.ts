import { z } from 'zod';
import { MATCH_FORMATS } from '../golf/round-setup';
import { PLATFORMS, platformSchema } from '../golf/platforms';
import { MATCH_TIMES, namedMemberRefSchema } from '../matches/match.schema';
import { recordId } from '../record-id.schema';
import { calendarDateSchema } from '../text-rules';
import { timeZoneField } from '../time-zone';

// Looking for a game (docs/decisions/open-games.md): a member posts a game others join in one tap;
// the last place taken makes it a match.

export const OPEN_GAME_WHEN = ['at', 'week'] as const;
export const OPEN_GAME_PLAYS = ['together', 'apart'] as const;
export type OpenGamePlay = (typeof OPEN_GAME_PLAYS)[number];
export const OPEN_GAME_STATUSES = ['open', 'matched', 'cancelled'] as const;
export type OpenGameStatus = (typeof OPEN_GAME_STATUSES)[number];

/** Players in total, the host included. */
export const MIN_PLACES = 2;
export const MAX_PLACES = 4;
/** "Any time this week": open to join, and to play apart, for 7 days from posting. */
export const WEEK_DAYS = 7;
/** How far ahead a game may be posted. */
export const AHEAD_DAYS = 28;
/** How long a game played apart may stay open to play, as matches allow. */
export const MAX_APART_DAYS = 7;
/** How many open games one member may host at once. */
export const MAX_OPEN_HOSTED = 5;

const PLACES = `Choose how many players in total: ${MIN_PLACES} to ${MAX_PLACES}.`;
const APART_DAYS = `Choose how many days the game stays open to play apart: 1 to ${MAX_APART_DAYS}.`;

export const openGameInputSchema = z
  .object({
    /** 'at' a date and time on the host's clock, or any time this 'week'. */
    when: z.enum(OPEN_GAME_WHEN, 'Choose a time, or any time this week.'),
    date: calendarDateSchema('Please choose a date.').optional(),
    time: z
      .string('Please choose a time on the hour or the half hour.')
      .refine((time) => MATCH_TIMES.includes(time), 'Please choose a time on the hour or the half hour.')
      .optional(),
    /** The zone the date and time are in: the host's profile's, else the club's, when absent. */
    timeZone: timeZoneField('Choose a time zone').optional(),
    /** A course's tees, or null for any course. */
    teeId: recordId('Choose a course from the list.').nullable(),
    platform: platformSchema,
    format: z.enum(MATCH_FORMATS, 'Choose stroke play, Stableford or singles match play.'),
    places: z.number(PLACES).int(PLACES).min(MIN_PLACES, PLACES).max(MAX_PLACES, PLACES),
    play: z.enum(OPEN_GAME_PLAYS, 'Choose whether you play together or apart.'),
    /** A timed game played apart: the days it stays open to play from its start. */
    apartDays: z.number(APART_DAYS).int(APART_DAYS).min(1, APART_DAYS).max(MAX_APART_DAYS, APART_DAYS).optional(),
  })
  .superRefine((input, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (input.when === 'at') {
      if (input.date === undefined) issue('date', 'Please choose a date.');
      if (input.time === undefined) issue('time', 'Please choose a time on the hour or the half hour.');
    } else {
      if (input.date !== undefined || input.time !== undefined) issue('when', 'Any time this week takes no date or time.');
    }
    if (input.play === 'apart' && input.when === 'at' && input.apartDays === undefined) issue('apartDays', APART_DAYS);
    if ((input.play === 'together' || input.when === 'week') && input.apartDays !== undefined) {
      issue('apartDays', input.play === 'together' ? 'A game played together has no days apart.' : 'Played apart any time this week, the game is open to play until the week ends.');
    }
    if (input.format === 'match' && input.places !== 2) issue('places', 'Singles match play is for two players: choose 2 places.');
  });
export type OpenGameInput = z.infer<typeof openGameInputSchema>;

export const openGameIdSchema = z.object({ id: recordId('Game not found') });

const openGameViewerSchema = z.object({
  isHost: z.boolean(),
  isPlayer: z.boolean(),
  canJoin: z.boolean(),
  canLeave: z.boolean(),
  canCancel: z.boolean(),
});

export const openGameSchema = z.object({
  id: z.number(),
  host: namedMemberRefSchema,
  /** The start as an instant; null for any time this week. */
  startsAt: z.string().nullable(),
  /** Joinable until: the start, or the end of the week. */
  openUntil: z.string(),
  /** The zone the host posted in (their clock is shown beside the reader's). */
  hostTimeZone: z.string(),
  /** The course and tees, or null for any course. */
  course: z.object({ teeId: z.number(), courseName: z.string(), teeName: z.string() }).nullable(),
  platform: z.enum(PLATFORMS),
  format: z.enum(MATCH_FORMATS),
  places: z.number(),
  placesLeft: z.number(),
  play: z.enum(OPEN_GAME_PLAYS),
  apartDays: z.number().nullable(),
  /** The host first, then in the order they joined. */
  players: z.array(namedMemberRefSchema),
  /** 'expired': still open when its time came (or the week ended) and never filled. */
  status: z.enum([...OPEN_GAME_STATUSES, 'expired']),
  /** The match it became once full. */
  matchId: z.number().nullable(),
  createdAt: z.string(),
  viewer: openGameViewerSchema,
});
export type OpenGame = z.infer<typeof openGameSchema>;
export const openGameListSchema = z.array(openGameSchema);

export const openGameListInputSchema = z.object({ limit: z.number().int().min(1).max(50).default(50) }).default({ limit: 50 });
