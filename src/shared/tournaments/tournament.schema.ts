import { z } from 'zod';
import { writeKeySchema } from '../golf/write-key.schema';
import { recordId } from '../record-id.schema';

export const TOURNAMENT_FORMATS = ['stroke', 'stableford'] as const;
export type TournamentFormat = (typeof TOURNAMENT_FORMATS)[number];
/** The WHS recommended allowance for individual stroke play and Stableford (Rules of Handicapping, Appendix C). */
export const DEFAULT_TOURNAMENT_ALLOWANCE = 95;

export const PUTTING_MODES = ['putt_out', 'gimmies', 'auto_putt'] as const;
export const WIND_LEVELS = ['off', 'light', 'moderate', 'strong'] as const;
export const PIN_SETS = ['easy', 'medium', 'hard', 'tournament'] as const;
export const PLATFORMS = ['GSPro', 'Trackman', 'Foresight FSX', 'E6 Connect', 'Uneekor', 'Outdoor course'] as const;

const isInstant = (value: string) => !Number.isNaN(Date.parse(value));
const instant = (message: string) => z.string(message).refine(isInstant, message);

/** The conditions every player checks before opening a card: fields, not prose. */
export const conditionsSchema = z.object({
  greenSpeed: z.number('Give the green speed (Stimpmeter feet)').min(6, 'Green speed is at least 6').max(16, 'Green speed is at most 16').nullable().default(null),
  wind: z.enum(WIND_LEVELS, 'Choose the wind').default('off'),
  pinSet: z.enum(PIN_SETS, 'Choose the pin set').default('medium'),
  puttingMode: z.enum(PUTTING_MODES, 'Choose how putts are played').default('putt_out'),
  /** With gimmies: putts within this many feet are given. */
  gimmeFeet: z.number().int('Gimmies are whole feet').min(1, 'Gimmies are at least 1 foot').max(20, 'Gimmies are at most 20 feet').nullable().default(null),
  mulligans: z.number().int('Mulligans are a whole number').min(0, 'Mulligans cannot be negative').max(18, 'At most 18 mulligans').default(0),
  platforms: z.array(z.enum(PLATFORMS, 'Choose platforms from the list')).min(1, 'Allow at least one platform').default(['GSPro']),
});
export type Conditions = z.output<typeof conditionsSchema>;

export const tournamentRoundInputSchema = z
  .object({
    teeId: recordId('Choose tees from the list'),
    opensAt: instant('Give when the round opens'),
    closesAt: instant('Give when the round closes'),
  })
  .refine((round) => Date.parse(round.opensAt) < Date.parse(round.closesAt), { message: 'A round closes after it opens', path: ['closesAt'] });

export const flightInputSchema = z.object({
  name: z.string('Name the flight').trim().min(1, 'Name the flight').max(20, 'A flight name is at most 20 characters'),
  /** The highest index in the flight, or null for "the rest". */
  maxIndex: z.number().min(-10, 'An index is at least -10.0').max(54, 'An index is at most 54.0').nullable(),
});

export const tournamentInputSchema = z
  .object({
    name: z.string('Name the tournament').trim().min(3, 'The name must be at least 3 characters').max(100, 'The name must be at most 100 characters'),
    description: z.string().trim().max(2000, 'The description must be at most 2000 characters').default(''),
    prize: z.string().trim().max(300, 'The prize must be at most 300 characters').default(''),
    format: z.enum(TOURNAMENT_FORMATS, 'Choose stroke play or Stableford'),
    allowance: z.number().int('The allowance is a whole percent').min(10, 'The allowance is at least 10 %').max(100, 'The allowance is at most 100 %').default(DEFAULT_TOURNAMENT_ALLOWANCE),
    rounds: z.array(tournamentRoundInputSchema, 'Give 1 to 4 rounds').min(1, 'Give 1 to 4 rounds').max(4, 'Give 1 to 4 rounds'),
    attempts: z.number().int('Attempts are a whole number').min(1, 'At least 1 attempt per round').max(5, 'At most 5 attempts per round').default(1),
    entriesCloseAt: instant('Give when entries close').optional(),
    capacity: z.number().int('Places are a whole number').min(2, 'At least 2 places').max(10000, 'At most 10,000 places').nullable().default(null),
    entryFee: z.number().min(0, 'The entry fee cannot be negative').max(10000, 'The entry fee is at most $10,000').multipleOf(0.01, 'The entry fee is in cents at most').nullable().default(null),
    flights: z.array(flightInputSchema).max(6, 'At most 6 flights').nullable().default(null),
    handicapLimit: z.number().min(0, 'The handicap limit is at least 0').max(54, 'The handicap limit is at most 54.0').nullable().default(null),
    conditions: conditionsSchema.default(conditionsSchema.parse({})),
    evidenceRequired: z.boolean().default(false),
    challengeHours: z.number().int('Whole hours').min(0, 'The challenge period cannot be negative').max(168, 'The challenge period is at most 168 hours').default(24),
    publicLeaderboard: z.boolean().default(false),
  })
  .superRefine((input, ctx) => {
    input.rounds.forEach((round, i) => {
      const before = input.rounds[i - 1];
      if (before && Date.parse(round.opensAt) < Date.parse(before.opensAt)) {
        ctx.addIssue({ code: 'custom', message: 'Each round opens no earlier than the round before it', path: ['rounds', i, 'opensAt'] });
      }
    });
    const first = input.rounds[0];
    if (first && input.entriesCloseAt && Date.parse(input.entriesCloseAt) > Date.parse(first.closesAt)) {
      ctx.addIssue({ code: 'custom', message: 'Entries close by the time the first round closes', path: ['entriesCloseAt'] });
    }
    const flights = input.flights ?? [];
    if (new Set(flights.map((f) => f.name.toLowerCase())).size !== flights.length) {
      ctx.addIssue({ code: 'custom', message: 'Each flight needs its own name', path: ['flights'] });
    }
    flights.forEach((flight, i) => {
      const last = i === flights.length - 1;
      if (flight.maxIndex === null && !last) ctx.addIssue({ code: 'custom', message: 'Only the last flight takes "the rest"', path: ['flights', i, 'maxIndex'] });
      const before = flights[i - 1];
      if (before && before.maxIndex !== null && flight.maxIndex !== null && flight.maxIndex <= before.maxIndex) {
        ctx.addIssue({ code: 'custom', message: 'Flights go up by index', path: ['flights', i, 'maxIndex'] });
      }
    });
    if (input.conditions.puttingMode === 'gimmies' && input.conditions.gimmeFeet === null) {
      ctx.addIssue({ code: 'custom', message: 'Give the gimme distance', path: ['conditions', 'gimmeFeet'] });
    }
  });
export type TournamentInput = z.output<typeof tournamentInputSchema>;

export const tournamentIdSchema = recordId('Tournament not found');
export const entryInputSchema = z.object({ enter: z.boolean('Answer enter: true or enter: false') });
export const entryRequestSchema = z.object({ tournamentId: tournamentIdSchema, enter: z.boolean('Answer enter: true or enter: false') });

export const ENTRY_STATUSES = ['entered', 'waitlisted', 'withdrawn'] as const;
export const entryAnswerSchema = z.object({
  status: z.enum(ENTRY_STATUSES),
  /** Place on the waitlist (1 = next in), or null. */
  position: z.number().nullable(),
});
export type EntryAnswer = z.infer<typeof entryAnswerSchema>;

export const TOURNAMENT_PHASES = ['upcoming', 'open', 'closed', 'final'] as const;
export type TournamentPhase = (typeof TOURNAMENT_PHASES)[number];

export const tournamentRoundSchema = z.object({
  number: z.number(),
  teeId: z.number(),
  course: z.string(),
  tee: z.string(),
  opensAt: z.string(),
  closesAt: z.string(),
});

export const tournamentSummarySchema = z.object({
  id: z.number(),
  name: z.string(),
  format: z.enum(TOURNAMENT_FORMATS),
  /** upcoming: no window open yet; open: a window is open; closed: the last window closed; final: results out. */
  phase: z.enum(TOURNAMENT_PHASES),
  rounds: z.array(tournamentRoundSchema),
  entriesCloseAt: z.string(),
  entriesOpen: z.boolean(),
  capacity: z.number().nullable(),
  placesLeft: z.number().nullable(),
  entryFee: z.number().nullable(),
  prize: z.string(),
  entrants: z.number(),
});
export type TournamentSummary = z.infer<typeof tournamentSummarySchema>;

/** Finalised tournaments come this many at a time, the latest first. */
export const PAST_TOURNAMENTS_PAGE = 20;

/**
 * GET /api/tournaments and tournaments.list: `current` is every tournament not yet finalised (coming,
 * open, or waiting for its results); `past` the finalised ones, a page at a time after `cursor` (the
 * last one of the page before). Without `when`, the current ones and the first page of the past.
 */
export const tournamentListQuerySchema = z.object({
  when: z.enum(['current', 'past'], 'Choose current or past tournaments').optional(),
  cursor: recordId('Tournament not found').optional(),
});
export type TournamentListQuery = z.input<typeof tournamentListQuerySchema>;

export const tournamentListSchema = z.object({
  tournaments: z.array(tournamentSummarySchema),
  /** The `cursor` of the next page of past tournaments, or null when there is none. */
  next: z.number().nullable(),
});
export type TournamentList = z.infer<typeof tournamentListSchema>;

export const CARD_STATUSES = ['open', 'submitted', 'attested', 'accepted', 'disqualified', 'no_return'] as const;
export type CardStatus = (typeof CARD_STATUSES)[number];

export const tournamentDetailSchema = tournamentSummarySchema.extend({
  description: z.string(),
  allowance: z.number(),
  attempts: z.number(),
  flights: z.array(z.object({ name: z.string(), maxIndex: z.number().nullable() })).nullable(),
  handicapLimit: z.number().nullable(),
  conditions: conditionsSchema,
  evidenceRequired: z.boolean(),
  challengeHours: z.number(),
  publicLeaderboard: z.boolean(),
  entrantList: z.array(z.object({ userId: z.number(), name: z.string(), status: z.enum(ENTRY_STATUSES), flight: z.string().nullable() })),
  viewer: z.object({
    entry: z.enum(['entered', 'waitlisted']).nullable(),
    position: z.number().nullable(),
    /** Why the viewer cannot enter now, or null. */
    cannotEnter: z.string().nullable(),
    /** The index the viewer competes off, or null without one. */
    index: z.number().nullable(),
    /** The viewer's own cards, round by round and attempt by attempt: an open one is resumed from here. */
    cards: z.array(z.object({ id: z.number(), round: z.number(), attempt: z.number(), status: z.enum(CARD_STATUSES) })),
  }),
});
export type TournamentDetail = z.infer<typeof tournamentDetailSchema>;

export const tournamentIdInputSchema = z.object({ id: tournamentIdSchema });
export const tournamentUpdateSchema = z.object({ id: tournamentIdSchema, tournament: tournamentInputSchema });
export const createdSchema = z.object({ id: z.number() });

/** A tournament card as its player (and the marker, the committee) sees it. */
export const tournamentCardSchema = z.object({
  id: z.number(),
  tournamentId: z.number(),
  round: z.number(),
  attempt: z.number(),
  status: z.enum(CARD_STATUSES),
  player: z.object({ id: z.number(), name: z.string() }),
  playingHandicap: z.number(),
  index: z.number().nullable(),
  course: z.string(),
  holes: z.array(z.object({ number: z.number(), par: z.number(), strokeIndex: z.number(), strokesReceived: z.number(), strokes: z.number().nullable(), points: z.number().nullable() })),
  gross: z.number(),
  net: z.number(),
  points: z.number(),
  marker: z.object({ id: z.number(), name: z.string() }).nullable(),
  closesAt: z.string(),
  /** The photo of the final card (simulator screen or paper card), or null. */
  evidenceUrl: z.string().nullable(),
});
export type TournamentCard = z.infer<typeof tournamentCardSchema>;

export const cardIdSchema = recordId('Card not found');
export const holeNumberSchema = z.coerce.number('Choose a hole from 1 to 18').int('Choose a hole from 1 to 18').min(1, 'Choose a hole from 1 to 18').max(18, 'Choose a hole from 1 to 18');
export const holeStrokesSchema = z.object({ strokes: z.number('Give the strokes: 1 to 20').int('Strokes are a whole number').min(1, 'At least 1 stroke').max(20, 'At most 20 strokes'), writeKey: writeKeySchema });
export const submitCardSchema = z.object({ markerId: recordId('Choose your marker from the members') });
export const openCardInputSchema = z.object({ tournamentId: tournamentIdSchema, round: z.number().int().min(1, 'Round not found').max(4, 'Round not found') });
export const holeInputSchema = holeStrokesSchema.extend({ cardId: cardIdSchema, hole: holeNumberSchema });
export const submitInputSchema = submitCardSchema.extend({ cardId: cardIdSchema });
export const cardStatusSchema = z.object({ status: z.enum(CARD_STATUSES) });

export const leaderboardRowSchema = z.object({
  position: z.string(),
  userId: z.number(),
  name: z.string(),
  flight: z.string().nullable(),
  thru: z.union([z.number(), z.literal('F')]),
  today: z.number().nullable(),
  gross: z.number(),
  net: z.number(),
  points: z.number(),
  toPar: z.number(),
});
export const leaderboardSchema = z.object({
  basis: z.enum(['net', 'gross']),
  flight: z.string().nullable(),
  rows: z.array(leaderboardRowSchema),
  /** The board's version: every change up to it is on the board (a live update names the next). */
  version: z.number(),
});
export type TournamentLeaderboard = z.infer<typeof leaderboardSchema>;
/**
 * The board's version a reader must see: the one a live update named. Without it a board computed
 * a moment ago may answer while a newer one is on its way (docs/decisions/live-leaderboard.md).
 */
export const boardVersionSchema = z.coerce.number('Choose a board version').int('Choose a board version').min(0, 'Choose a board version');
export const leaderboardQuerySchema = z.object({
  basis: z.enum(['net', 'gross'], 'Choose net or gross').default('net'),
  flight: z.string().trim().min(1).max(20).optional(),
  version: boardVersionSchema.optional(),
});
export const leaderboardInputSchema = leaderboardQuerySchema.extend({ id: tournamentIdSchema });
/**
 * GET /api/tournaments/{id}/live: with `basis` (and a `flight`), each update carries that board
 * itself, so a watcher need not read it; without, the version only.
 */
export const liveBoardQuerySchema = z.object({
  basis: z.enum(['net', 'gross'], 'Choose net or gross').optional(),
  flight: z.string().trim().min(1).max(20).optional(),
});

export const reviewItemSchema = z.object({
  cardId: z.number(),
  userId: z.number(),
  name: z.string(),
  round: z.number(),
  attempt: z.number(),
  gross: z.number(),
  reasons: z.array(z.string()),
});
export type ReviewItem = z.infer<typeof reviewItemSchema>;

export const DECISIONS = ['accept', 'disqualify', 'reinstate', 'correct'] as const;
export const decisionInputSchema = z
  .object({
    decision: z.enum(DECISIONS, 'Choose accept, disqualify, reinstate or correct'),
    reason: z.string('Give a reason').trim().min(3, 'Give a reason').max(300, 'The reason is at most 300 characters'),
    hole: z.number().int().min(1, 'Choose a hole from 1 to 18').max(18, 'Choose a hole from 1 to 18').optional(),
    strokes: z.number().int().min(1, 'At least 1 stroke').max(20, 'At most 20 strokes').optional(),
  })
  .refine((input) => input.decision !== 'correct' || (input.hole !== undefined && input.strokes !== undefined), { message: 'A correction names the hole and the strokes', path: ['hole'] });
export type DecisionInput = z.output<typeof decisionInputSchema>;
export const decisionRequestSchema = z.object({ cardId: cardIdSchema, decision: decisionInputSchema });
export const challengeInputSchema = z.object({ reason: z.string('Say what is wrong with the card').trim().min(3, 'Say what is wrong with the card').max(300, 'The reason is at most 300 characters') });
export const challengeRequestSchema = challengeInputSchema.extend({ cardId: cardIdSchema });

export const meritStandingSchema = z.object({ position: z.string(), userId: z.number(), name: z.string(), points: z.number(), events: z.number() });
export type MeritStanding = z.infer<typeof meritStandingSchema>;
export const finalResultsSchema = z.object({ winners: z.array(z.object({ flight: z.string().nullable(), name: z.string() })), finishers: z.number() });

/** The committee closes a round's window early or extends it. */
/** A round's new closing time: 'now' closes it at once; a time must not have passed. */
export const windowChangeSchema = z.object({ closesAt: z.union([z.literal('now'), instant('Give when the round closes')], 'Give when the round closes'), reason: z.string('Give a reason').trim().min(3, 'Give a reason').max(200, 'The reason is at most 200 characters') });
export type WindowChange = z.infer<typeof windowChangeSchema>;
export const windowChangeRequestSchema = windowChangeSchema.extend({ tournamentId: tournamentIdSchema, round: z.number().int().min(1, 'Round not found').max(4, 'Round not found') });

/** A card waiting for its marker's attestation, for the marker's list. */
export const cardToAttestSchema = z.object({ cardId: z.number(), tournamentId: z.number(), tournament: z.string(), round: z.number(), player: z.string() });
export type CardToAttest = z.infer<typeof cardToAttestSchema>;
