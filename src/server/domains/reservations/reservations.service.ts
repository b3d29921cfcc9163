import {
  CANCEL_NOTICE_HOURS,
  MAX_PLAYERS_PER_SLOT,
  TEE_TIMES,
  type Reservation,
  type ReservationInput,
  type SlotAvailability,
  type SlotUnavailable,
  type TeeSheetSlot,
  type WaitlistEntry,
} from '../../../shared/reservations/reservation.schema';
import type { ClubSettings } from '../../../shared/club/club-settings.schema';
import { dayjs } from '../../../shared/club-time';
import { recordAudit } from '../../platform/audit/audit.service';
import type { AppDeps } from '../../platform/deps/deps';
import { sendWaitlistBooking } from './tee-waitlist.mail';
import { AppError, forbidden, notFound } from '../../platform/core/app-error';
import { getClubSettings } from '../club/club-settings.service';
import { addDays, clubClock, clubInstant } from '../../../shared/club-time';
import type { Db } from '../../platform/db/db';
import type { ReservationRow } from '../../platform/db/schema';
import * as reservations from './reservations.repository';
import { mayTakeAPlace } from '../membership/place-eligibility';
import { assertAccountOpen } from '../users/users.service';
import { inTransaction } from '../../platform/db/transaction';
import { displayNameOf } from '../users/display-name';

// A deleted account's tee times are given back (data-rights).

// The digest lists a member's coming tee times.
export { listMemberReservationsFrom, listMembersReservationsBetween } from './reservations.repository';
// The dashboard's week ahead: tee times booked, by day.
export { countTeeTimesByDay } from './reservations.repository';

const RESERVATION_MESSAGES = {
  past: 'Tee times cannot be booked in the past.',
  full: 'This tee time is full. Please choose another time.',
  duplicate: 'You already have a reservation for this tee time.',
  lateCancel: `Reservations can only be cancelled up to ${CANCEL_NOTICE_HOURS} hours before the tee time.`,
  notOwner: 'You can only cancel your own reservations.',
  notFound: 'Reservation not found',
  alreadyCancelled: 'This reservation has already been cancelled.',
  alreadyWaiting: 'You are already on the waitlist for this tee time.',
  hasPlaces: 'This tee time has places for your party: book it instead.',
  noShowTooEarly: 'A no-show can be marked once the tee time has passed.',
} as const;

const tooFarAhead = (days: number) => `Tee times can be booked up to ${days} days ahead.`;
const longDay = (date: string) => dayjs(date).format('dddd, MMMM D');
const dayTaken = (date: string) => `You already have a tee time on ${longDay(date)}: members book one a day.`;
const atLimit = (max: number) => `You already have ${max} upcoming tee ${max === 1 ? 'time' : 'times'}, the most the club allows. Cancel one to book another.`;

const CANCEL_NOTICE_MS = CANCEL_NOTICE_HOURS * 60 * 60 * 1000;

function placesLeftMessage(left: number): string {
  return `Only ${left} ${left === 1 ? 'place is' : 'places are'} left at this tee time.`;
}

function canCancel(row: Pick<ReservationRow, 'date' | 'time'>, timeZone: string, now: Date): boolean {
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
function bookingWindowProblem(date: string, time: string, settings: ClubSettings, now: Date): 'past' | 'tooFarAhead' | null {
  const today = clubClock(now, settings.timeZone);
  if (date < today.date || (date === today.date && time <= today.time)) return 'past';
  if (date > addDays(today.date, settings.bookingDaysAhead)) return 'tooFarAhead';
  return null;
}

function windowMessage(problem: 'past' | 'tooFarAhead', settings: ClubSettings): string {
  return problem === 'past' ? RESERVATION_MESSAGES.past : tooFarAhead(settings.bookingDaysAhead);
}

function checkBookingWindow(input: Pick<ReservationInput, 'date' | 'time'>, settings: ClubSettings, now: Date): void {
  const problem = bookingWindowProblem(input.date, input.time, settings, now);
  if (problem) throw new AppError('BAD_REQUEST', windowMessage(problem, settings), { date: [windowMessage(problem, settings)] });
}

/**
 * After too many no-shows in the window, a member cannot book until some days after the latest:
 * the message says why and until when. Null when they may book.
 */
async function suspension(db: Db, userId: number, settings: ClubSettings, now: Date): Promise<string | null> {
  const today = clubClock(now, settings.timeZone).date;
  const recent = await reservations.listNoShowDaysSince(db, userId, addDays(today, -settings.noShowWindowDays - settings.noShowSuspensionDays));
  const latest = recent[0];
  if (latest === undefined) return null;
  const inWindow = recent.filter((day) => day >= addDays(latest, -settings.noShowWindowDays));
  const until = addDays(latest, settings.noShowSuspensionDays);
  if (inWindow.length < settings.noShowLimit || today >= until) return null;
  return `You missed ${inWindow.length} tee times in ${settings.noShowWindowDays} days, so you can book again from ${longDay(until)}.`;
}

async function checkSuspension(db: Db, userId: number, settings: ClubSettings, now: Date): Promise<void> {
  const why = await suspension(db, userId, settings, now);
  if (why) throw new AppError('FORBIDDEN', why);
}

/** One a day and at most so many upcoming: checked inside the booking's transaction. */
async function memberRuleProblem(db: Db, userId: number, date: string, settings: ClubSettings, now: Date): Promise<string | null> {
  const clock = clubClock(now, settings.timeZone);
  const days = await reservations.listMemberBookedDaysFrom(db, userId, clock.date, clock.time);
  if (days.includes(date)) return dayTaken(date);
  if (days.length >= settings.maxUpcomingBookings) return atLimit(settings.maxUpcomingBookings);
  return null;
}

function slotProblem(slot: { date: string; time: string; left: number; yours: boolean }, settings: ClubSettings, now: Date): SlotUnavailable | null {
  const window = bookingWindowProblem(slot.date, slot.time, settings, now);
  if (window) return window;
  if (slot.yours) return 'yours';
  return slot.left <= 0 ? 'full' : null;
}

/**
 * Books a slot. The duplicate and capacity checks and the insert run in one transaction;
 * SQLite has one writer at a time, so two members racing for the last places are serialised
 * and the second one sees the first one's players.
 */
export async function createReservation({ db, clock }: Pick<AppDeps, 'db' | 'clock'>, userId: number, input: ReservationInput): Promise<Reservation> {
  const now = clock.now();
  const settings = await getClubSettings(db);
  const { timeZone } = settings;
  checkBookingWindow(input, settings, now);
  await checkSuspension(db, userId, settings, now);
  const row = await inTransaction(db, async (trx) => {
    await assertAccountOpen(trx, userId);
    if (await reservations.findLiveReservation(trx, userId, input.date, input.time)) {
      throw new AppError('CONFLICT', RESERVATION_MESSAGES.duplicate);
    }
    const rule = await memberRuleProblem(trx, userId, input.date, settings, now);
    if (rule) throw new AppError('CONFLICT', rule);
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
export async function listUpcomingReservations({ db, clock }: Pick<AppDeps, 'db' | 'clock'>, userId: number): Promise<Reservation[]> {
  const now = clock.now();
  const { timeZone } = await getClubSettings(db);
  const local = clubClock(now, timeZone);
  const rows = await reservations.listMemberReservationsFrom(db, userId, local.date, local.time);
  return rows.map((row) => toReservation(row, timeZone, now));
}

/**
 * Cancels, then offers the freed places to the waiting parties in the order they joined: each
 * party that fits is booked (a smaller party behind a larger one may be served first) and e-mailed.
 * All in one transaction, so two cancellations at once never give a place twice.
 */
export async function cancelReservation(deps: AppDeps, userId: number, id: number): Promise<{ success: true }> {
  const now = deps.clock.now();
  const { db } = deps;
  const settings = await getClubSettings(db);
  const booked = await inTransaction(db, async (trx) => {
    const row = await reservations.findReservation(trx, id);
    if (!row) throw notFound(RESERVATION_MESSAGES.notFound);
    if (row.user_id !== userId) throw forbidden(RESERVATION_MESSAGES.notOwner);
    if (row.cancelled_at) throw new AppError('CONFLICT', RESERVATION_MESSAGES.alreadyCancelled);
    if (!canCancel(row, settings.timeZone, now)) throw new AppError('BAD_REQUEST', RESERVATION_MESSAGES.lateCancel);
    await reservations.markCancelled(trx, id, now.toISOString());
    return fillFromWaitlist(trx, row.date, row.time, settings, now);
  });
  for (const party of booked) await sendWaitlistBooking(deps, party);
  return { success: true };
}

interface WaitlistBooking {
  userId: number;
  email: string | null;
  username: string;
  date: string;
  time: string;
  players: number;
}

async function fillFromWaitlist(trx: Db, date: string, time: string, settings: ClubSettings, now: Date): Promise<WaitlistBooking[]> {
  let left = MAX_PLAYERS_PER_SLOT - (await reservations.bookedPlayers(trx, date, time));
  const booked: WaitlistBooking[] = [];
  for (const party of await reservations.listSlotWaitlist(trx, date, time)) {
    if (left <= 0) break;
    if (party.players > left) continue;
    // A deleted account, a lapsed member and one suspended for missed tee times are passed over.
    if (!(await mayTakeAPlace(trx, party, now)) || (await suspension(trx, party.user_id, settings, now)) !== null) continue;
    // The member's rules still hold: one that booked that day, or reached the limit, meanwhile keeps its turn.
    if ((await memberRuleProblem(trx, party.user_id, date, settings, now)) !== null) continue;
    const reservation = await reservations.insertReservation(trx, { user_id: party.user_id, date, time, players: party.players, created_at: now.toISOString() });
    await reservations.markWaitlistBooked(trx, party.id, reservation.id);
    left -= party.players;
    booked.push({ userId: party.user_id, email: party.email, username: party.username, date, time, players: party.players });
  }
  return booked;
}

/**
 * A deleted account gives up its coming tee times and its waitlist places, in the deletion's
 * transaction: each freed slot goes to the waiting parties as a cancellation would; then its
 * reservations go. The bookings made from the waitlist are mailed once the deletion committed.
 */
export async function leaveTeeTimesOf(trx: Db, userId: number, now: Date): Promise<TeeTimeBookings> {
  const settings = await getClubSettings(trx);
  const club = clubClock(now, settings.timeZone);
  const booked: WaitlistBooking[] = [];
  for (const entry of await reservations.listMemberWaitlist(trx, userId, club.date)) await reservations.markWaitlistLeft(trx, entry.id, now.toISOString());
  for (const row of await reservations.listMemberReservationsFrom(trx, userId, club.date, club.time)) {
    await reservations.markCancelled(trx, row.id, now.toISOString());
    booked.push(...(await fillFromWaitlist(trx, row.date, row.time, settings, now)));
  }
  await reservations.deleteReservationsOf(trx, userId);
  return booked;
}

export type TeeTimeBookings = WaitlistBooking[];

/** Mails the parties a freed tee time was booked for. */
export async function announceTeeTimeBookings(deps: AppDeps, booked: TeeTimeBookings): Promise<void> {
  for (const party of booked) await sendWaitlistBooking(deps, party);
}

/** A full slot takes a party on its waitlist: answers the entry and its place in line. */
export async function joinWaitlist({ db, clock }: Pick<AppDeps, 'db' | 'clock'>, userId: number, input: ReservationInput): Promise<WaitlistEntry> {
  const now = clock.now();
  const settings = await getClubSettings(db);
  checkBookingWindow(input, settings, now);
  await checkSuspension(db, userId, settings, now);
  return inTransaction(db, async (trx) => {
    await assertAccountOpen(trx, userId);
    if (await reservations.findLiveReservation(trx, userId, input.date, input.time)) throw new AppError('CONFLICT', RESERVATION_MESSAGES.duplicate);
    const waiting = await reservations.listSlotWaitlist(trx, input.date, input.time);
    if (waiting.some((party) => party.user_id === userId)) throw new AppError('CONFLICT', RESERVATION_MESSAGES.alreadyWaiting);
    const left = MAX_PLAYERS_PER_SLOT - (await reservations.bookedPlayers(trx, input.date, input.time));
    if (input.players <= left) throw new AppError('CONFLICT', RESERVATION_MESSAGES.hasPlaces);
    const row = await reservations.insertWaitlistEntry(trx, { user_id: userId, date: input.date, time: input.time, players: input.players, created_at: now.toISOString() });
    return { id: row.id, date: row.date, time: row.time, players: row.players, position: waiting.length + 1 };
  });
}

export async function leaveWaitlist({ db, clock }: Pick<AppDeps, 'db' | 'clock'>, userId: number, id: number): Promise<{ success: true }> {
  const now = clock.now();
  const entry = await reservations.findWaitlistEntry(db, id);
  if (!entry || entry.user_id !== userId || entry.left_at !== null || entry.reservation_id !== null) throw notFound('Waitlist entry not found');
  await reservations.markWaitlistLeft(db, id, now.toISOString());
  return { success: true };
}

/** The member's places on waitlists from today on. */
export async function listMyWaitlist({ db, clock }: Pick<AppDeps, 'db' | 'clock'>, userId: number): Promise<WaitlistEntry[]> {
  const now = clock.now();
  const { timeZone } = await getClubSettings(db);
  const entries = await reservations.listMemberWaitlist(db, userId, clubClock(now, timeZone).date);
  return Promise.all(
    entries.map(async (entry) => {
      const line = await reservations.listSlotWaitlist(db, entry.date, entry.time);
      return { id: entry.id, date: entry.date, time: entry.time, players: entry.players, position: line.findIndex((p) => p.id === entry.id) + 1 };
    }),
  );
}

/** An admin marks (or unmarks) a party that did not come, once its tee time has passed; audited. */
export async function markNoShow({ db, clock }: Pick<AppDeps, 'db' | 'clock'>, admin: { id: number }, id: number, noShow: boolean): Promise<{ success: true }> {
  const now = clock.now();
  const { timeZone } = await getClubSettings(db);
  const row = await reservations.findReservation(db, id);
  if (!row || row.cancelled_at) throw notFound(RESERVATION_MESSAGES.notFound);
  if (clubInstant(row.date, row.time, timeZone).getTime() > now.getTime()) throw new AppError('BAD_REQUEST', RESERVATION_MESSAGES.noShowTooEarly);
  await inTransaction(db, async (trx) => {
    await reservations.setNoShow(trx, id, noShow ? { at: now.toISOString(), by: admin.id } : null);
    await recordAudit(trx, {
      actorId: admin.id,
      action: noShow ? 'reservation.no_show' : 'reservation.showed',
      entityType: 'member',
      entityId: row.user_id,
      summary: `${noShow ? 'Marked a no-show' : 'Took back the no-show'} for the ${row.time} tee time on ${row.date} (reservation #${row.id})`,
      at: now,
    });
  });
  return { success: true };
}

/** Places booked and left in every slot of a day, and whether the viewer can book each, for the booking form. */
export async function dayAvailability({ db, clock }: Pick<AppDeps, 'db' | 'clock'>, viewerId: number, date: string): Promise<SlotAvailability[]> {
  const now = clock.now();
  const settings = await getClubSettings(db);
  const [booked, yours, waiting, suspended, rule] = await Promise.all([
    reservations.bookedPlayersBySlot(db, date),
    reservations.listMemberTimesOn(db, viewerId, date),
    reservations.listMemberWaitlist(db, viewerId, date),
    suspension(db, viewerId, settings, now),
    memberRuleProblem(db, viewerId, date, settings, now),
  ]);
  return TEE_TIMES.map((time) => {
    const players = booked.get(time) ?? 0;
    const left = Math.max(0, MAX_PLAYERS_PER_SLOT - players);
    const unavailable = slotProblem({ date, time, left, yours: yours.has(time) }, settings, now);
    const whyNot =
      unavailable === 'past' || unavailable === 'tooFarAhead'
        ? windowMessage(unavailable, settings)
        : unavailable === 'yours'
          ? RESERVATION_MESSAGES.duplicate
          : unavailable === 'full'
            ? RESERVATION_MESSAGES.full
            : (suspended ?? rule);
    const onWaitlist = waiting.some((entry) => entry.date === date && entry.time === time);
    return {
      time,
      booked: players,
      left,
      bookable: whyNot === null,
      unavailable: whyNot === null ? null : (unavailable ?? 'rules'),
      whyNot,
      canWait: unavailable === 'full' && suspended === null && !onWaitlist,
      onWaitlist,
      lateCancel: !canCancel({ date, time }, settings.timeZone, now),
    };
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
        name: displayNameOf(booking),
        fullName: booking.full_name,
        players: booking.players,
        noShow: booking.no_show_at !== null,
      })),
    };
  });
}
