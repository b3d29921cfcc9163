import type { Db } from '../db/database';
import type { ReservationRow } from '../db/schema';

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

export function insertReservation(db: Db, row: Omit<ReservationRow, 'id' | 'cancelled_at'>): Promise<ReservationRow> {
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

export function listDayBookings(db: Db, date: string) {
  return db
    .selectFrom('reservations')
    .innerJoin('users', 'users.id', 'reservations.user_id')
    .select(['reservations.id', 'reservations.time', 'reservations.players', 'users.username', 'users.full_name'])
    .where('reservations.date', '=', date)
    .where('reservations.cancelled_at', 'is', null)
    .orderBy('reservations.time')
    .orderBy('reservations.created_at')
    .execute();
}
