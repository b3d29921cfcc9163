import {
  BOOKING_WINDOW_DAYS,
  CANCEL_NOTICE_HOURS,
  MAX_PLAYERS_PER_SLOT,
  TEE_TIMES,
  type Reservation,
  type ReservationInput,
  type SlotAvailability,
  type SlotUnavailable,
  type TeeSheetSlot,
} from '../../shared/reservations/reservation.schema';
import { AppError, forbidden, notFound } from '../app-error';
import { getClubSettings } from '../club/club-settings.service';
import { addDays, clubClock, clubInstant } from '../../shared/club-time';
import type { Db } from '../db/database';
import type { ReservationRow } from '../db/schema';
import * as reservations from './reservations.repository';

const RESERVATION_MESSAGES = {
  past: 'Tee times cannot be booked in the past.',
  tooFarAhead: `Tee times can be booked up to ${BOOKING_WINDOW_DAYS} days ahead.`,
  full: 'This tee time is full. Please choose another time.',
  duplicate: 'You already have a reservation for this tee time.',
  lateCancel: `Reservations can only be cancelled up to ${CANCEL_NOTICE_HOURS} hours before the tee time.`,
  notOwner: 'You can only cancel your own reservations.',
  notFound: 'Reservation not found',
  alreadyCancelled: 'This reservation has already been cancelled.',
} as const;

const CANCEL_NOTICE_MS = CANCEL_NOTICE_HOURS * 60 * 60 * 1000;

function placesLeftMessage(left: number): string {
  return `Only ${left} ${left === 1 ? 'place is' : 'places are'} left at this tee time.`;
}

function canCancel(row: ReservationRow, timeZone: string, now: Date): boolean {
  return clubInstant(row.date, row.time, timeZone).getTime() - now.getTime() > CANCEL_NOTICE_MS;
}

function toReservation(row: ReservationRow, timeZone: string, now: Date): Reservation {
  return {
    id: row.id,
    date: row.date,
    time: row.time,
    players: row.players,
    createdAt: row.created_at,
    cancellable: canCancel(row, timeZone, now),
  };
}

/** The club's rules for a booking date and time, against the club-local clock. */
function bookingWindowProblem(date: string, time: string, timeZone: string, now: Date): 'past' | 'tooFarAhead' | null {
  const today = clubClock(now, timeZone);
  if (date < today.date || (date === today.date && time <= today.time)) return 'past';
  if (date > addDays(today.date, BOOKING_WINDOW_DAYS)) return 'tooFarAhead';
  return null;
}

function checkBookingWindow(input: ReservationInput, timeZone: string, now: Date): void {
  const problem = bookingWindowProblem(input.date, input.time, timeZone, now);
  if (problem) throw new AppError('BAD_REQUEST', RESERVATION_MESSAGES[problem], { date: [RESERVATION_MESSAGES[problem]] });
}

function slotProblem(slot: { date: string; time: string; left: number; yours: boolean }, timeZone: string, now: Date): SlotUnavailable | null {
  const window = bookingWindowProblem(slot.date, slot.time, timeZone, now);
  if (window) return window;
  if (slot.yours) return 'yours';
  return slot.left <= 0 ? 'full' : null;
}

const WHY_NOT: Record<SlotUnavailable, string> = {
  past: RESERVATION_MESSAGES.past,
  tooFarAhead: RESERVATION_MESSAGES.tooFarAhead,
  full: RESERVATION_MESSAGES.full,
  yours: RESERVATION_MESSAGES.duplicate,
};

/**
 * Books a slot. The duplicate and capacity checks and the insert run in one transaction;
 * SQLite has one writer at a time, so two members racing for the last places are serialised
 * and the second one sees the first one's players.
 */
export async function createReservation(db: Db, userId: number, input: ReservationInput, now = new Date()): Promise<Reservation> {
  const { timeZone } = await getClubSettings(db);
  checkBookingWindow(input, timeZone, now);
  const row = await db.transaction().execute(async (trx) => {
    if (await reservations.findLiveReservation(trx, userId, input.date, input.time)) {
      throw new AppError('CONFLICT', RESERVATION_MESSAGES.duplicate);
    }
    const left = MAX_PLAYERS_PER_SLOT - (await reservations.bookedPlayers(trx, input.date, input.time));
    if (left <= 0) throw new AppError('CONFLICT', RESERVATION_MESSAGES.full);
    if (input.players > left) throw new AppError('CONFLICT', placesLeftMessage(left), { players: [placesLeftMessage(left)] });
    return reservations.insertReservation(trx, {
      user_id: userId,
      date: input.date,
      time: input.time,
      players: input.players,
      created_at: now.toISOString(),
    });
  });
  return toReservation(row, timeZone, now);
}

/** The member's reservations whose tee time has not passed yet. */
export async function listUpcomingReservations(db: Db, userId: number, now = new Date()): Promise<Reservation[]> {
  const { timeZone } = await getClubSettings(db);
  const clock = clubClock(now, timeZone);
  const rows = await reservations.listMemberReservationsFrom(db, userId, clock.date, clock.time);
  return rows.map((row) => toReservation(row, timeZone, now));
}

export async function cancelReservation(db: Db, userId: number, id: number, now = new Date()): Promise<{ success: true }> {
  const { timeZone } = await getClubSettings(db);
  const row = await reservations.findReservation(db, id);
  if (!row) throw notFound(RESERVATION_MESSAGES.notFound);
  if (row.user_id !== userId) throw forbidden(RESERVATION_MESSAGES.notOwner);
  if (row.cancelled_at) throw new AppError('CONFLICT', RESERVATION_MESSAGES.alreadyCancelled);
  if (!canCancel(row, timeZone, now)) throw new AppError('BAD_REQUEST', RESERVATION_MESSAGES.lateCancel);
  await reservations.markCancelled(db, id, now.toISOString());
  return { success: true };
}

/** Places booked and left in every slot of a day, and whether the viewer can book each, for the booking form. */
export async function dayAvailability(db: Db, viewerId: number, date: string, now = new Date()): Promise<SlotAvailability[]> {
  const [{ timeZone }, booked, yours] = await Promise.all([
    getClubSettings(db),
    reservations.bookedPlayersBySlot(db, date),
    reservations.listMemberTimesOn(db, viewerId, date),
  ]);
  return TEE_TIMES.map((time) => {
    const players = booked.get(time) ?? 0;
    const left = Math.max(0, MAX_PLAYERS_PER_SLOT - players);
    const unavailable = slotProblem({ date, time, left, yours: yours.has(time) }, timeZone, now);
    return { time, booked: players, left, bookable: unavailable === null, unavailable, whyNot: unavailable ? WHY_NOT[unavailable] : null };
  });
}

/** The admin's tee sheet: every slot of a day with its bookings. */
export async function teeSheet(db: Db, date: string): Promise<TeeSheetSlot[]> {
  const bookings = await reservations.listDayBookings(db, date);
  return TEE_TIMES.map((time) => {
    const inSlot = bookings.filter((booking) => booking.time === time);
    return {
      time,
      players: inSlot.reduce((sum, booking) => sum + booking.players, 0),
      bookings: inSlot.map((booking) => ({
        id: booking.id,
        username: booking.username,
        fullName: booking.full_name,
        players: booking.players,
      })),
    };
  });
}
