import { z } from 'zod';
import { calendarDateSchema } from '../text-rules';

export const MAX_PLAYERS_PER_SLOT = 4;
export const BOOKING_WINDOW_DAYS = 7;
export const CANCEL_NOTICE_HOURS = 24;
export const DEFAULT_PLAYERS = 2;

/** 07:00 to 15:00 every 30 minutes. */
export const TEE_TIMES: readonly string[] = Array.from({ length: 17 }, (_, i) => {
  const minutes = 7 * 60 + i * 30;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
});

const reservationDateSchema = calendarDateSchema('Please choose a date');

export const reservationInputSchema = z.object({
  date: reservationDateSchema,
  time: z.string().refine((time) => TEE_TIMES.includes(time), 'Please choose a tee time between 07:00 and 15:00'),
  players: z
    .number({ message: 'Please choose 1 to 4 players' })
    .int('Please choose 1 to 4 players')
    .min(1, 'Please choose 1 to 4 players')
    .max(MAX_PLAYERS_PER_SLOT, 'Please choose 1 to 4 players'),
});
export type ReservationInput = z.infer<typeof reservationInputSchema>;

export const reservationDaySchema = z.object({ date: reservationDateSchema });

export const reservationSchema = z.object({
  id: z.number(),
  date: z.string(),
  time: z.string(),
  players: z.number(),
  createdAt: z.string(),
  /** Whether the 24-hour notice still allows cancelling. */
  cancellable: z.boolean(),
});
export type Reservation = z.infer<typeof reservationSchema>;

/** Why the viewer cannot book a slot, as the server decides it ('rules': one a day, the limit, a suspension). */
const slotUnavailableSchema = z.enum(['past', 'tooFarAhead', 'full', 'yours', 'rules']);
export type SlotUnavailable = z.infer<typeof slotUnavailableSchema>;

export const slotAvailabilitySchema = z.object({
  time: z.string(),
  booked: z.number(),
  left: z.number(),
  /** Computed for the viewer: whether they can book it now, and if not why, with the message to show. */
  bookable: z.boolean(),
  unavailable: slotUnavailableSchema.nullable(),
  whyNot: z.string().nullable(),
  /** Full, and the viewer may join its waitlist. */
  canWait: z.boolean(),
  onWaitlist: z.boolean(),
  /** Inside the cancellation notice: a booking here could not be cancelled. */
  lateCancel: z.boolean(),
});
export type SlotAvailability = z.infer<typeof slotAvailabilitySchema>;

/** A party's place on a full slot's waitlist. */
export const waitlistEntrySchema = z.object({
  id: z.number(),
  date: z.string(),
  time: z.string(),
  players: z.number(),
  position: z.number(),
});
export type WaitlistEntry = z.infer<typeof waitlistEntrySchema>;

/** POST /api/reservations/waitlist answers the id and the position only. */
export const waitlistPlaceSchema = waitlistEntrySchema.pick({ id: true, position: true });

export const noShowInputSchema = z.object({
  id: z.number('Reservation not found').int('Reservation not found').positive('Reservation not found'),
  noShow: z.boolean('Say whether the party came'),
});

export const teeSheetSlotSchema = z.object({
  time: z.string(),
  players: z.number(),
  bookings: z.array(z.object({ id: z.number(), username: z.string(), name: z.string(), fullName: z.string().nullable(), players: z.number(), noShow: z.boolean() })),
});
export type TeeSheetSlot = z.infer<typeof teeSheetSlotSchema>;
