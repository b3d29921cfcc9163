import type { Db } from '../../platform/db/db';
import type { EventRsvpRow, RsvpStatus } from '../../platform/db/schema';
import { displayNameSql } from '../users/display-name';

export function findRsvpRow(db: Db, eventId: number, userId: number): Promise<EventRsvpRow | undefined> {
  return db.selectFrom('event_rsvps').selectAll().where('event_id', '=', eventId).where('user_id', '=', userId).executeTakeFirst();
}

/** Places taken: going, or held for a member it was offered to. */
export async function countGoing(db: Db, eventId: number): Promise<number> {
  const row = await db
    .selectFrom('event_rsvps')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('event_id', '=', eventId)
    .where('status', 'in', ['going', 'offered'])
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Going counts for the given events (events with none are absent). */
export async function countGoingByEvent(db: Db, eventIds: readonly number[]): Promise<Map<number, number>> {
  if (eventIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('event_rsvps')
    .select(['event_id', (eb) => eb.fn.countAll<number>().as('count')])
    .where('event_id', 'in', eventIds)
    .where('status', 'in', ['going', 'offered'])
    .groupBy('event_id')
    .execute();
  return new Map(rows.map((row) => [row.event_id, Number(row.count)]));
}

/** The waitlist in order: who asked first goes first. */
export function listWaitlist(db: Db, eventId: number) {
  return db
    .selectFrom('event_rsvps')
    .innerJoin('users', 'users.id', 'event_rsvps.user_id')
    .select(['event_rsvps.id', 'event_rsvps.user_id', 'users.username', displayNameSql().as('name'), 'users.email', 'users.deleted_at', 'users.member_type', 'users.paid_through'])
    .where('event_rsvps.event_id', '=', eventId)
    .where('event_rsvps.status', '=', 'waitlisted')
    .orderBy('event_rsvps.asked_at')
    .orderBy('event_rsvps.id')
    .execute();
}

export function listGoing(db: Db, eventId: number) {
  return db
    .selectFrom('event_rsvps')
    .innerJoin('users', 'users.id', 'event_rsvps.user_id')
    .select(['event_rsvps.user_id', 'users.username', displayNameSql().as('name'), 'users.email', 'event_rsvps.asked_at'])
    .where('event_rsvps.event_id', '=', eventId)
    .where('event_rsvps.status', '=', 'going')
    .orderBy('event_rsvps.asked_at')
    .orderBy('event_rsvps.id')
    .execute();
}

export async function upsertRsvpRow(
  db: Db,
  row: { event_id: number; user_id: number; status: RsvpStatus; asked_at: string; updated_at: string; charge_entry_id: number | null },
): Promise<void> {
  await db
    .insertInto('event_rsvps')
    .values(row)
    .onConflict((oc) =>
      oc.columns(['event_id', 'user_id']).doUpdateSet({ status: row.status, asked_at: row.asked_at, updated_at: row.updated_at, charge_entry_id: row.charge_entry_id }),
    )
    .execute();
}

export async function setRsvpStatus(db: Db, id: number, status: RsvpStatus, chargeEntryId: number | null, now: string, offerExpiresAt: string | null = null): Promise<void> {
  await db
    .updateTable('event_rsvps')
    .set({ status, charge_entry_id: chargeEntryId, updated_at: now, offer_expires_at: offerExpiresAt })
    .where('id', '=', id)
    .execute();
}

/** Offers of a place not taken in time. */
const expiredOffers = (db: Db, nowIso: string) => db.selectFrom('event_rsvps').where('status', '=', 'offered').where('offer_expires_at', '<=', nowIso);

export function listExpiredOffers(db: Db, eventId: number, nowIso: string) {
  return expiredOffers(db, nowIso).select(['id', 'user_id']).where('event_id', '=', eventId).execute();
}

/** Events with an offer that ran out, for the sweep. */
export async function listEventsWithExpiredOffers(db: Db, nowIso: string): Promise<number[]> {
  const rows = await expiredOffers(db, nowIso).select('event_id').distinct().execute();
  return rows.map((row) => row.event_id);
}

/** Members who dropped out after the deadline and whose fee is held until their place is taken again: who left first is repaid first. */
export function findHeldFee(db: Db, eventId: number) {
  return db
    .selectFrom('event_rsvps')
    .select(['id', 'charge_entry_id'])
    .where('event_id', '=', eventId)
    .where('status', '=', 'not_going')
    .where('charge_entry_id', 'is not', null)
    .orderBy('updated_at')
    .orderBy('id')
    .executeTakeFirst();
}

export function releaseHeldFee(db: Db, id: number) {
  return db.updateTable('event_rsvps').set({ charge_entry_id: null }).where('id', '=', id).execute();
}

export function listOffered(db: Db, eventId: number) {
  return db
    .selectFrom('event_rsvps')
    .innerJoin('users', 'users.id', 'event_rsvps.user_id')
    .select(['event_rsvps.user_id', 'users.username', displayNameSql().as('name'), 'event_rsvps.offer_expires_at'])
    .where('event_rsvps.event_id', '=', eventId)
    .where('event_rsvps.status', '=', 'offered')
    .orderBy('event_rsvps.updated_at')
    .execute();
}

/** The member's answers on events that have not started, for leaving them all (account deletion). */
export function listOpenRsvpsOf(db: Db, userId: number, nowIso: string) {
  return db
    .selectFrom('event_rsvps')
    .innerJoin('events', 'events.id', 'event_rsvps.event_id')
    .select('event_rsvps.event_id')
    .where('event_rsvps.user_id', '=', userId)
    .where('event_rsvps.status', '!=', 'not_going')
    .where('events.start_date', '>', nowIso)
    .execute();
}

/** The member's answers for the given events. */
export function listRsvpsOf(db: Db, userId: number) {
  return db.selectFrom('event_rsvps').select(['event_id', 'status', 'asked_at', 'id', 'offer_expires_at']).where('user_id', '=', userId).execute();
}

/** Who is ahead of a waiting member: their place on the waitlist. */
export async function waitlistPosition(db: Db, eventId: number, rsvpId: number): Promise<number | null> {
  const waiting = await listWaitlist(db, eventId);
  const index = waiting.findIndex((row) => row.id === rsvpId);
  return index === -1 ? null : index + 1;
}

/** Members whose entry fee is on their account: going, or dropped out after the deadline with the fee held. */
export function listChargedRsvps(db: Db, eventId: number) {
  return db
    .selectFrom('event_rsvps')
    .select(['id', 'user_id', 'charge_entry_id'])
    .where('event_id', '=', eventId)
    .where('status', 'in', ['going', 'not_going'])
    .where('charge_entry_id', 'is not', null)
    .execute();
}
