import type { SessionUser } from '../../../shared/auth/auth.schema';
import type { EventAttendees, MyRsvp, RsvpAnswer } from '../../../shared/events/event.schema';
import { formatCents } from '../../../shared/statements/statement.schema';
import { AppError, notFound } from '../../platform/core/app-error';
import { recordAudit } from '../../platform/audit/audit.service';
import type { Db } from '../../platform/db/db';
import type { EventRow } from '../../platform/db/schema';
import type { AppDeps } from '../../platform/deps/deps';
import { csvField } from '../members/members-csv';
import { findAccountEntry, insertAccountEntry } from '../statements/account-entries.service';
import { findUserById } from '../users/users.service';
import { findEventRow } from './events.repository';
import { sendWaitlistPromotion } from './rsvp.mail';
import { countGoing, findRsvpRow, listChargedRsvps, listGoing, listRsvpsOf, listWaitlist, setRsvpStatus, upsertRsvpRow, waitlistPosition } from './rsvps.repository';
import { inTransaction } from '../../platform/db/transaction';

const EVENT_NOT_FOUND = 'Event not found.';

interface Promotion {
  userId: number;
  username: string;
  email: string | null;
}

function placesLeft(event: EventRow, going: number): number | null {
  return event.capacity === null ? null : Math.max(0, event.capacity - going);
}

function deadlinePassed(event: EventRow, now: Date): boolean {
  return event.rsvp_deadline !== null && Date.parse(event.rsvp_deadline) < now.getTime();
}

/** Posts the entry fee as a charge on the member's account; null for a free event. */
async function chargeFee(trx: Db, event: EventRow, userId: number, actorId: number, now: string): Promise<number | null> {
  if (!event.fee_cents) return null;
  const entry = await insertAccountEntry(trx, {
    user_id: userId,
    kind: 'charge',
    amount_cents: event.fee_cents,
    description: `Entry fee: ${event.title}`,
    reference: null,
    occurred_at: now,
    created_by: actorId,
    created_at: now,
  });
  const member = await findUserById(trx, userId);
  await recordAudit(trx, {
    actorId,
    action: 'account.charge',
    entityType: 'member',
    entityId: userId,
    summary: `Charged the entry fee of "${event.title}" (${formatCents(event.fee_cents)}) to "${member?.username ?? userId}"`,
    at: new Date(now),
  });
  return entry.id;
}

/** Cancels a fee charge with a reversing entry (never a delete). */
async function reverseFee(trx: Db, event: EventRow, chargeId: number, actorId: number, now: string): Promise<void> {
  const charge = await findAccountEntry(trx, chargeId);
  if (!charge) return;
  await insertAccountEntry(trx, {
    user_id: charge.user_id,
    kind: 'reversal',
    amount_cents: charge.amount_cents,
    description: `Entry fee returned: ${event.title}`,
    reference: null,
    occurred_at: now,
    created_by: actorId,
    created_at: now,
    reverses_id: charge.id,
  });
  const member = await findUserById(trx, charge.user_id);
  await recordAudit(trx, {
    actorId,
    action: 'account.reverse',
    entityType: 'member',
    entityId: charge.user_id,
    summary: `Returned the entry fee of "${event.title}" (${formatCents(charge.amount_cents)}) to "${member?.username ?? charge.user_id}"`,
    at: new Date(now),
  });
}

/** Going: a place while there is one (with the fee), else the end of the waitlist. Answering again changes nothing. */
async function goInTransaction(trx: Db, event: EventRow, userId: number, actorId: number, now: string): Promise<void> {
  const existing = await findRsvpRow(trx, event.id, userId);
  if (existing && existing.status !== 'not_going') return;
  const going = await countGoing(trx, event.id);
  const hasPlace = event.capacity === null || going < event.capacity;
  const chargeId = hasPlace ? await chargeFee(trx, event, userId, actorId, now) : null;
  await upsertRsvpRow(trx, { event_id: event.id, user_id: userId, status: hasPlace ? 'going' : 'waitlisted', asked_at: now, updated_at: now, charge_entry_id: chargeId });
}

/**
 * Not going: a going member's place goes at once to the first on the waitlist (in the same
 * transaction, with their fee), and the fee comes back when they drop out before the deadline.
 */
async function dropOutInTransaction(trx: Db, event: EventRow, userId: number, actorId: number, refund: boolean, now: string): Promise<Promotion[]> {
  const existing = await findRsvpRow(trx, event.id, userId);
  if (!existing) {
    await upsertRsvpRow(trx, { event_id: event.id, user_id: userId, status: 'not_going', asked_at: now, updated_at: now, charge_entry_id: null });
    return [];
  }
  if (existing.status === 'not_going') return [];
  await setRsvpStatus(trx, existing.id, 'not_going', null, now);
  if (existing.status !== 'going') return [];
  if (refund && existing.charge_entry_id !== null) await reverseFee(trx, event, existing.charge_entry_id, actorId, now);
  return promoteFromWaitlist(trx, event, actorId, now);
}

async function promoteFromWaitlist(trx: Db, event: EventRow, actorId: number, now: string): Promise<Promotion[]> {
  const free = placesLeft(event, await countGoing(trx, event.id));
  const waiting = await listWaitlist(trx, event.id);
  const promoted = free === null ? waiting : waiting.slice(0, free);
  for (const next of promoted) {
    const chargeId = await chargeFee(trx, event, next.user_id, actorId, now);
    await setRsvpStatus(trx, next.id, 'going', chargeId, now);
  }
  return promoted.map((p) => ({ userId: p.user_id, username: p.username, email: p.email }));
}

async function answerOf(db: Db, event: EventRow, userId: number): Promise<RsvpAnswer> {
  const [row, going] = await Promise.all([findRsvpRow(db, event.id, userId), countGoing(db, event.id)]);
  const status = row?.status ?? 'not_going';
  return { status, position: row && status === 'waitlisted' ? await waitlistPosition(db, event.id, row.id) : null, placesLeft: placesLeft(event, going) };
}

async function openEventOrThrow(db: Db, eventId: number, now: Date): Promise<EventRow> {
  const event = await findEventRow(db, eventId);
  if (!event) throw notFound(EVENT_NOT_FOUND);
  if (Date.parse(event.start_date) <= now.getTime()) throw new AppError('BAD_REQUEST', 'This event has already started.');
  return event;
}

async function announce(deps: AppDeps, event: EventRow, promotions: Promotion[]): Promise<void> {
  for (const promotion of promotions) await sendWaitlistPromotion(deps, event, promotion);
}

/** A member answers going or not going. */
export async function answerRsvp(deps: AppDeps, member: SessionUser, eventId: number, going: boolean): Promise<RsvpAnswer> {
  const now = deps.clock.now();
  const iso = now.toISOString();
  const { event, promotions } = await inTransaction(deps.db, async (trx) => {
    const open = await openEventOrThrow(trx, eventId, now);
    if (going && deadlinePassed(open, now)) throw new AppError('BAD_REQUEST', 'The RSVP deadline for this event has passed.');
    if (going) {
      await goInTransaction(trx, open, member.id, member.id, iso);
      return { event: open, promotions: [] };
    }
    return { event: open, promotions: await dropOutInTransaction(trx, open, member.id, member.id, !deadlinePassed(open, now), iso) };
  });
  await announce(deps, event, promotions);
  return answerOf(deps.db, event, member.id);
}

/** An admin adds a member (a place, or the waitlist when full) or removes one (the fee returned, the next promoted). */
export async function changeAttendee(deps: AppDeps, admin: SessionUser, eventId: number, userId: number, add: boolean): Promise<EventAttendees> {
  const now = deps.clock.now();
  const iso = now.toISOString();
  const member = await findUserById(deps.db, userId);
  if (!member || member.deleted_at !== null || member.member_type !== 'standard') throw notFound('Member not found');
  const { event, promotions } = await inTransaction(deps.db, async (trx) => {
    const open = await openEventOrThrow(trx, eventId, now);
    const promoted = add ? [] : await dropOutInTransaction(trx, open, userId, admin.id, true, iso);
    if (add) await goInTransaction(trx, open, userId, admin.id, iso);
    await recordAudit(trx, {
      actorId: admin.id,
      action: add ? 'event.attendee.add' : 'event.attendee.remove',
      entityType: 'event',
      entityId: open.id,
      summary: `${add ? 'Added' : 'Removed'} "${member.username}" ${add ? 'to' : 'from'} "${open.title}"`,
      at: now,
    });
    return { event: open, promotions: promoted };
  });
  await announce(deps, event, promotions);
  return listAttendees(deps.db, event.id);
}

export async function listAttendees(db: Db, eventId: number): Promise<EventAttendees> {
  if (!(await findEventRow(db, eventId))) throw notFound(EVENT_NOT_FOUND);
  const [going, waiting] = await Promise.all([listGoing(db, eventId), listWaitlist(db, eventId)]);
  return {
    going: going.map((row) => ({ id: row.user_id, username: row.username })),
    waitlist: waiting.map((row, i) => ({ id: row.user_id, username: row.username, position: i + 1 })),
  };
}

export async function attendeesCsv(db: Db, eventId: number): Promise<{ title: string; csv: string }> {
  const event = await findEventRow(db, eventId);
  if (!event) throw notFound(EVENT_NOT_FOUND);
  const [going, waiting] = await Promise.all([listGoing(db, eventId), listWaitlist(db, eventId)]);
  const lines = [
    ['Status', 'Position', 'Username', 'Email'],
    ...going.map((row) => ['Going', '', row.username, row.email ?? '']),
    ...waiting.map((row, i) => ['Waitlist', String(i + 1), row.username, row.email ?? '']),
  ];
  return { title: event.title, csv: `${lines.map((line) => line.map(csvField).join(',')).join('\r\n')}\r\n` };
}

/** The signed-in member's answers with their waitlist places. */
export async function listMyRsvps(db: Db, member: SessionUser): Promise<MyRsvp[]> {
  const rows = await listRsvpsOf(db, member.id);
  return Promise.all(
    rows.map(async (row) => {
      const event = await findEventRow(db, row.event_id);
      const going = await countGoing(db, row.event_id);
      return {
        eventId: row.event_id,
        status: row.status,
        position: row.status === 'waitlisted' ? await waitlistPosition(db, row.event_id, row.id) : null,
        placesLeft: event ? placesLeft(event, going) : null,
      };
    }),
  );
}

/** A deleted event gives every entry fee back, by reversing entries, in the deletion's transaction. */
export async function returnFeesOfEvent(trx: Db, event: EventRow, actorId: number, now: string): Promise<void> {
  for (const rsvp of await listChargedRsvps(trx, event.id)) {
    if (rsvp.charge_entry_id !== null) await reverseFee(trx, event, rsvp.charge_entry_id, actorId, now);
  }
}

/** After an admin edits an event (more places, or no limit), the waitlist moves up at once. */
export async function fillFreedPlaces(deps: AppDeps, admin: SessionUser, eventId: number): Promise<void> {
  const now = deps.clock.now();
  const { event, promotions } = await inTransaction(deps.db, async (trx) => {
    const row = await findEventRow(trx, eventId);
    if (!row || Date.parse(row.start_date) <= now.getTime()) return { event: row, promotions: [] };
    return { event: row, promotions: await promoteFromWaitlist(trx, row, admin.id, now.toISOString()) };
  });
  if (event) await announce(deps, event, promotions);
}
