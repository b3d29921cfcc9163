import type { Db } from '../../platform/db/db';
import type { EventRsvpRow, RsvpStatus } from '../../platform/db/schema';

export function findRsvpRow(db: Db, eventId: number, userId: number): Promise<EventRsvpRow | undefined> {
  return db.selectFrom('event_rsvps').selectAll().where('event_id', '=', eventId).where('user_id', '=', userId).executeTakeFirst();
}

export async function countGoing(db: Db, eventId: number): Promise<number> {
  const row = await db
    .selectFrom('event_rsvps')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('event_id', '=', eventId)
    .where('status', '=', 'going')
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
    .where('status', '=', 'going')
    .groupBy('event_id')
    .execute();
  return new Map(rows.map((row) => [row.event_id, Number(row.count)]));
}

/** The waitlist in order: who asked first goes first. */
export function listWaitlist(db: Db, eventId: number) {
  return db
    .selectFrom('event_rsvps')
    .innerJoin('users', 'users.id', 'event_rsvps.user_id')
    .select(['event_rsvps.id', 'event_rsvps.user_id', 'users.username', 'users.email'])
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
    .select(['event_rsvps.user_id', 'users.username', 'users.email', 'event_rsvps.asked_at'])
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

export async function setRsvpStatus(db: Db, id: number, status: RsvpStatus, chargeEntryId: number | null, now: string): Promise<void> {
  await db.updateTable('event_rsvps').set({ status, charge_entry_id: chargeEntryId, updated_at: now }).where('id', '=', id).execute();
}

/** The member's answers for the given events. */
export function listRsvpsOf(db: Db, userId: number) {
  return db.selectFrom('event_rsvps').select(['event_id', 'status', 'asked_at', 'id']).where('user_id', '=', userId).execute();
}

/** Who is ahead of a waiting member: their place on the waitlist. */
export async function waitlistPosition(db: Db, eventId: number, rsvpId: number): Promise<number | null> {
  const waiting = await listWaitlist(db, eventId);
  const index = waiting.findIndex((row) => row.id === rsvpId);
  return index === -1 ? null : index + 1;
}

/** Going members whose entry fee is on their account. */
export function listChargedRsvps(db: Db, eventId: number) {
  return db
    .selectFrom('event_rsvps')
    .select(['id', 'user_id', 'charge_entry_id'])
    .where('event_id', '=', eventId)
    .where('status', '=', 'going')
    .where('charge_entry_id', 'is not', null)
    .execute();
}
