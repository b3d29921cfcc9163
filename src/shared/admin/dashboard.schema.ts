import { z } from 'zod';

/** What waits for the committee, in the order the dashboard asks for it. */
export const NEEDS_NOW_KINDS = ['applications', 'payments', 'cards', 'messages', 'mail'] as const;
export type NeedsNowKind = (typeof NEEDS_NOW_KINDS)[number];

/**
 * One kind of work waiting, with how much. Only kinds with something waiting are listed.
 * applications: pending and paid (ready to approve); payments: payments to review (refund or
 * match by hand); cards: tournament cards the committee must look at (`tournamentId` when they
 * are all in one tournament); messages: unread contact messages; mail: e-mails the mail server
 * refused and that are not delivered yet.
 */
export const needsNowItemSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('applications'), count: z.number().int().positive() }),
  z.object({ kind: z.literal('payments'), count: z.number().int().positive() }),
  z.object({ kind: z.literal('cards'), count: z.number().int().positive(), tournamentId: z.number().nullable() }),
  z.object({ kind: z.literal('messages'), count: z.number().int().positive() }),
  z.object({ kind: z.literal('mail'), count: z.number().int().positive() }),
]);
export type NeedsNowItem = z.infer<typeof needsNowItemSchema>;

/**
 * One thing in the club's next seven days. `day` is the club's calendar day ('YYYY-MM-DD');
 * timed things carry their instant (`at`, UTC ISO). Tee times and renewals are counted per day.
 */
export const weekAheadItemSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('event'), day: z.string(), at: z.string(), eventId: z.number(), title: z.string() }),
  z.object({
    kind: z.enum(['window-opens', 'window-closes']),
    day: z.string(),
    at: z.string(),
    tournamentId: z.number(),
    tournamentName: z.string(),
    round: z.number(),
  }),
  z.object({ kind: z.literal('tee-times'), day: z.string(), count: z.number().int().positive() }),
  z.object({ kind: z.literal('renewals'), day: z.string(), count: z.number().int().positive() }),
]);
export type WeekAheadItem = z.infer<typeof weekAheadItemSchema>;

/** The admin dashboard in one answer: the spec's three counts, the work waiting, and the week ahead. */
export const adminDashboardSchema = z.object({
  /** Total club members. */
  members: z.number(),
  /** Total club events. */
  events: z.number(),
  /** Pending applications. */
  applications: z.number(),
  needsNow: z.array(needsNowItemSchema),
  /** The club's days covered: today and the six after it. */
  week: z.object({ from: z.string(), to: z.string() }),
  /** Soonest first; day-counted things first on their day. */
  weekAhead: z.array(weekAheadItemSchema),
});
export type AdminDashboard = z.infer<typeof adminDashboardSchema>;
