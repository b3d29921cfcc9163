import { clubImageSchema } from '../club/club-identity.schema';
import { z } from 'zod';
import { pageQuerySchema } from '../paging/paging.schema';
import { recordId } from '../record-id.schema';
import { ADMIN_EVENT_TABS } from './admin-event-tabs';

const eventVisibilitySchema = z.enum(['public', 'members']);
export type EventVisibility = z.infer<typeof eventVisibilitySchema>;

export const clubEventSchema = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string(),
  /** ISO instants. */
  startDate: z.string(),
  endDate: z.string(),
  location: z.string(),
  category: z.string(),
  visibility: eventVisibilitySchema,
  /** The event's picture in its sizes, or null. */
  image: clubImageSchema.nullable(),
  /** Places, or null for no limit; placesLeft counts down as members answer going. */
  capacity: z.number().nullable(),
  placesLeft: z.number().nullable(),
  /** ISO instant, or null: going is answered until then. */
  rsvpDeadline: z.string().nullable(),
  /** Members can still answer going (before the deadline and the start), as of the server's answer. */
  rsvpOpen: z.boolean(),
  /** Entry fee in dollars, or null for free. */
  fee: z.number().nullable(),
});
export type ClubEvent = z.infer<typeof clubEventSchema>;

const isDate = (value: string) => !Number.isNaN(Date.parse(value));

/** What an admin submits; dates are ISO strings (UTC). */
export const eventInputSchema = z
  .object({
    title: z.string().trim().min(1, 'Title is required').max(120, 'Title must be at most 120 characters'),
    description: z.string().trim().min(1, 'Description is required').max(2000, 'Description must be at most 2000 characters'),
    startDate: z.string().min(1, { error: 'Start date is required', abort: true }).refine(isDate, 'Start date is not a valid date'),
    endDate: z.string().min(1, { error: 'End date is required', abort: true }).refine(isDate, 'End date is not a valid date'),
    category: z.string().trim().min(1, 'Category is required').max(60, 'Category must be at most 60 characters'),
    location: z.string().trim().min(1, 'Location is required').max(120, 'Location must be at most 120 characters'),
    visibility: eventVisibilitySchema.default('public'),
    capacity: z
      .number('Capacity must be a number')
      .int('Capacity must be a whole number')
      .min(1, 'Capacity must be at least 1, or empty for no limit')
      .max(100000, 'Capacity must be at most 100000')
      .nullable()
      .default(null),
    rsvpDeadline: z.string().refine(isDate, 'RSVP deadline is not a valid date').nullable().default(null),
    fee: z
      .number('Fee must be a number')
      .min(0, 'Fee cannot be negative')
      .max(100000, 'Fee must be at most 100000')
      .refine((fee) => Math.abs(fee * 100 - Math.round(fee * 100)) < 1e-6, 'Fee has at most 2 decimals')
      .nullable()
      .default(null),
  })
  .refine((event) => event.rsvpDeadline === null || !isDate(event.startDate) || Date.parse(event.rsvpDeadline) <= Date.parse(event.startDate), {
    message: 'The RSVP deadline must be before the event starts',
    path: ['rsvpDeadline'],
  })
  .refine((event) => !isDate(event.startDate) || !isDate(event.endDate) || Date.parse(event.endDate) > Date.parse(event.startDate), {
    message: 'End date must be after start date',
    path: ['endDate'],
  });
export type EventInput = z.input<typeof eventInputSchema>;

/** Optional window for calendars: events starting in [from, to). */
export const eventRangeSchema = z
  .object({ from: z.iso.datetime().optional(), to: z.iso.datetime().optional() })
  .default({});
export type EventRange = z.infer<typeof eventRangeSchema>;

/** One page of Manage Events: Upcoming (not over yet, soonest first) or Past (newest first). */
export const adminEventListQuerySchema = pageQuerySchema
  .pick({ page: true, pageSize: true })
  .extend({ when: z.enum(ADMIN_EVENT_TABS, 'Choose upcoming or past events').default('upcoming') });
export type AdminEventListQuery = z.infer<typeof adminEventListQuerySchema>;

export const eventIdSchema = recordId('Unknown event');

export const RSVP_STATUSES = ['going', 'waitlisted', 'offered', 'not_going'] as const;
export type RsvpStatus = (typeof RSVP_STATUSES)[number];

export const rsvpInputSchema = z.object({ going: z.boolean('Answer going: true or going: false') });
export const rsvpRequestSchema = z.object({ eventId: eventIdSchema, going: z.boolean('Answer going: true or going: false') });

/** A member's answer, as POST /api/events/{id}/rsvp returns it. */
export const rsvpAnswerSchema = z.object({
  status: z.enum(RSVP_STATUSES),
  /** Place on the waitlist (1 = next in), or null when not waiting. */
  position: z.number().nullable(),
  placesLeft: z.number().nullable(),
  /** 'offered': until when the place is held for the member (ISO). */
  offerExpiresAt: z.string().nullable(),
});
export type RsvpAnswer = z.infer<typeof rsvpAnswerSchema>;

export const myRsvpSchema = rsvpAnswerSchema.extend({ eventId: z.number() });
export type MyRsvp = z.infer<typeof myRsvpSchema>;

export const eventAttendeesSchema = z.object({
  going: z.array(z.object({ id: z.number(), username: z.string(), name: z.string() })),
  waitlist: z.array(z.object({ id: z.number(), username: z.string(), name: z.string(), position: z.number() })),
  /** Offered a place freed after the deadline, until when. */
  offered: z.array(z.object({ id: z.number(), username: z.string(), name: z.string(), until: z.string() })),
});
export type EventAttendees = z.infer<typeof eventAttendeesSchema>;

export const attendeeChangeSchema = z.object({ eventId: eventIdSchema, userId: recordId('Member not found') });
