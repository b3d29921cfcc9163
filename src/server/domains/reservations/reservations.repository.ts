import type { Db } from '../../platform/db/db';
import type { Insertable } from 'kysely';
import type { ReservationRow, TeeWaitlistRow } from '../../platform/db/schema';
import type { Database } from '../../platform/db/schema';

/** Players already booked in one slot (cancelled reservations free their places). */
export async function bookedPlayers(db: Db, date: string, time: string): Promise<number> {
  const row = await db
    .selectFrom('reservations')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('players'), eb.val(0)).as('booked'))
    .where('date', '=', date)
    .where('time', '=', time)
    .where('cancelled_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.booked);
}

export async function bookedPlayersBySlot(db: Db, date: string): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('reservations')
    .select(['time', (eb) => eb.fn.sum<number>('players').as('booked')])
    .where('date', '=', date)
    .where('cancelled_at', 'is', null)
    .groupBy('time')
    .execute();
  return new Map(rows.map((row) => [row.time, Number(row.booked)]));
}

/** Tee times booked (not cancelled) on each club day of [from, to] (inclusive), by day (the reservations_slot index). */
export async function countTeeTimesByDay(db: Db, from: string, to: string): Promise<{ day: string; count: number }[]> {
  const rows = await db
    .selectFrom('reservations')
    .select(['date', (eb) => eb.fn.countAll<number>().as('count')])
    .where('date', '>=', from)
    .where('date', '<=', to)
    .where('cancelled_at', 'is', null)
    .groupBy('date')
    .orderBy('date')
    .execute();
  return rows.map((row) => ({ day: row.date, count: Number(row.count) }));
}

/** The times of the day at which the member already holds a live reservation. */
export async function listMemberTimesOn(db: Db, userId: number, date: string): Promise<Set<string>> {
  const rows = await db
    .selectFrom('reservations')
    .select('time')
    .where('user_id', '=', userId)
    .where('date', '=', date)
    .where('cancelled_at', 'is', null)
    .execute();
  return new Set(rows.map((row) => row.time));
}

export function findLiveReservation(db: Db, userId: number, date: string, time: string): Promise<ReservationRow | undefined> {
  return db
    .selectFrom('reservations')
    .selectAll()
    .where('user_id', '=', userId)
    .where('date', '=', date)
    .where('time', '=', time)
    .where('cancelled_at', 'is', null)
    .executeTakeFirst();
}

export function insertReservation(db: Db, row: Insertable<Database['reservations']>): Promise<ReservationRow> {
  return db.insertInto('reservations').values(row).returningAll().executeTakeFirstOrThrow();
}

export function findReservation(db: Db, id: number): Promise<ReservationRow | undefined> {
  return db.selectFrom('reservations').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function markCancelled(db: Db, id: number, cancelledAt: string): Promise<void> {
  await db.updateTable('reservations').set({ cancelled_at: cancelledAt }).where('id', '=', id).execute();
}

/** A member's live reservations from a club-local date and time on, soonest first. */
export function listMemberReservationsFrom(db: Db, userId: number, date: string, time: string): Promise<ReservationRow[]> {
  return db
    .selectFrom('reservations')
    .selectAll()
    .where('user_id', '=', userId)
    .where('cancelled_at', 'is', null)
    .where((eb) => eb.or([eb('date', '>', date), eb.and([eb('date', '=', date), eb('time', '>=', time)])]))
    .orderBy('date')
    .orderBy('time')
    .execute();
}

/** The live reservations of several members from a slot on through a date (bulk mail reads a batch's in one query). */
export function listMembersReservationsBetween(db: Db, userIds: readonly number[], from: { date: string; time: string }, toDate: string): Promise<ReservationRow[]> {
  if (userIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('reservations')
    .selectAll()
    .where('user_id', 'in', userIds)
    .where('cancelled_at', 'is', null)
    .where('date', '<=', toDate)
    .where((eb) => eb.or([eb('date', '>', from.date), eb.and([eb('date', '=', from.date), eb('time', '>=', from.time)])]))
    .orderBy('user_id')
    .orderBy('date')
    .orderBy('time')
    .execute();
}

export function listDayBookings(db: Db, date: string) {
  return db
    .selectFrom('reservations')
    .innerJoin('users', 'users.id', 'reservations.user_id')
    .select(['reservations.id', 'reservations.time', 'reservations.players', 'reservations.no_show_at', 'users.username', 'users.full_name'])
    .where('reservations.date', '=', date)
    .where('reservations.cancelled_at', 'is', null)
    .orderBy('reservations.time')
    .orderBy('reservations.created_at')
    .execute();
}

/** The member's live days (club-local) with a reservation from a date on. */
export async function listMemberBookedDaysFrom(db: Db, userId: number, date: string, time: string): Promise<string[]> {
  const rows = await listMemberReservationsFrom(db, userId, date, time);
  return rows.map((row) => row.date);
}

/** The days of the member's no-shows on or after a date, newest first. */
export async function listNoShowDaysSince(db: Db, userId: number, sinceDate: string): Promise<string[]> {
  const rows = await db
    .selectFrom('reservations')
    .select('date')
    .where('user_id', '=', userId)
    .where('no_show_at', 'is not', null)
    .where('date', '>=', sinceDate)
    .orderBy('date', 'desc')
    .execute();
  return rows.map((row) => row.date);
}

export async function setNoShow(db: Db, id: number, mark: { at: string; by: number } | null): Promise<void> {
  await db
    .updateTable('reservations')
    .set(mark ? { no_show_at: mark.at, no_show_by: mark.by } : { no_show_at: null, no_show_by: null })
    .where('id', '=', id)
    .execute();
}

/** Parties still waiting for a slot, first come first. */
export function listSlotWaitlist(db: Db, date: string, time: string) {
  return db
    .selectFrom('tee_waitlist')
    .innerJoin('users', 'users.id', 'tee_waitlist.user_id')
    .select([
      'tee_waitlist.id',
      'tee_waitlist.user_id',
      'tee_waitlist.players',
      'tee_waitlist.created_at',
      'users.username',
      'users.email',
      'users.deleted_at',
      'users.member_type',
      'users.paid_through',
    ])
    .where('tee_waitlist.date', '=', date)
    .where('tee_waitlist.time', '=', time)
    .where('tee_waitlist.reservation_id', 'is', null)
    .where('tee_waitlist.left_at', 'is', null)
    .orderBy('tee_waitlist.created_at')
    .orderBy('tee_waitlist.id')
    .execute();
}

export function insertWaitlistEntry(db: Db, row: Insertable<Database['tee_waitlist']>): Promise<TeeWaitlistRow> {
  return db.insertInto('tee_waitlist').values(row).returningAll().executeTakeFirstOrThrow();
}

export async function markWaitlistBooked(db: Db, id: number, reservationId: number): Promise<void> {
  await db.updateTable('tee_waitlist').set({ reservation_id: reservationId }).where('id', '=', id).execute();
}

export async function markWaitlistLeft(db: Db, id: number, at: string): Promise<void> {
  await db.updateTable('tee_waitlist').set({ left_at: at }).where('id', '=', id).execute();
}

/** The member's waiting entries from a club-local day on. */
export function listMemberWaitlist(db: Db, userId: number, fromDate: string) {
  return db
    .selectFrom('tee_waitlist')
    .selectAll()
    .where('user_id', '=', userId)
    .where('date', '>=', fromDate)
    .where('reservation_id', 'is', null)
    .where('left_at', 'is', null)
    .orderBy('date')
    .orderBy('time')
    .execute();
}

export function findWaitlistEntry(db: Db, id: number): Promise<TeeWaitlistRow | undefined> {
  return db.selectFrom('tee_waitlist').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function deleteReservationsOf(db: Db, userId: number): Promise<void> {
  await db.deleteFrom('reservations').where('user_id', '=', userId).execute();
}
