import type { SessionUser } from '../../../shared/auth/auth.schema';
import type { EventAttendees, MyRsvp, RsvpAnswer } from '../../../shared/events/event.schema';
import { AppError, notFound } from '../../platform/core/app-error';
import { recordAudit } from '../../platform/audit/audit.service';
import type { Db } from '../../platform/db/db';
import type { EventRow } from '../../platform/db/schema';
import type { AppDeps } from '../../platform/deps/deps';
import { csvField } from '../members/members-csv';
import { chargeFee as chargeAccountFee, reverseFee as reverseAccountFee } from '../statements/fees.service';
import { assertAccountOpen, findUserById } from '../users/users.service';
import { findEventRow } from './events.repository';
import { sendPlaceOffer, sendWaitlistPromotion } from './rsvp.mail';
import { mayTakeAPlace } from '../membership/place-eligibility';
import {
  countGoing,
  findHeldFee,
  findRsvpRow,
  listChargedRsvps,
  listEventsWithExpiredOffers,
  listExpiredOffers,
  listGoing,
  listOffered,
  listOpenRsvpsOf,
  listRsvpsOf,
  listWaitlist,
  releaseHeldFee,
  setRsvpStatus,
  upsertRsvpRow,
  waitlistPosition,
} from './rsvps.repository';
import { inTransaction } from '../../platform/db/transaction';

const EVENT_NOT_FOUND = 'Event not found.';
export const OFFER_RAN_OUT = 'The place you were offered was not taken in time, so it has gone to the next member on the waitlist.';

/** A member a freed place went to ('place', charged) or was offered to ('offer', until when). */
type PlaceNotice = { userId: number; username: string; email: string | null } & ({ kind: 'place' } | { kind: 'offer'; until: string });
export interface EventPlaceNotices {
  event: EventRow;
  notices: PlaceNotice[];
}

function placesLeft(event: EventRow, going: number): number | null {
  return event.capacity === null ? null : Math.max(0, event.capacity - going);
}

function deadlinePassed(event: EventRow, now: Date): boolean {
  return event.rsvp_deadline !== null && Date.parse(event.rsvp_deadline) < now.getTime();
}

const feeOf = (event: EventRow) => ({ kind: 'Entry fee', title: event.title });

/** Posts the entry fee as a charge on the member's account; null for a free event. */
async function chargeFee(trx: Db, event: EventRow, userId: number, actorId: number, now: string): Promise<number | null> {
  return event.fee_cents ? chargeAccountFee(trx, feeOf(event), event.fee_cents, userId, actorId, now) : null;
}

/** Cancels a fee charge with a reversing entry (never a delete). */
async function reverseFee(trx: Db, event: EventRow, chargeId: number, actorId: number, now: string, why?: string): Promise<void> {
  await reverseAccountFee(trx, feeOf(event), chargeId, actorId, now, why);
}

/** Going: a place while there is one (with the fee), else the end of the waitlist. Answering again changes nothing. */
async function goInTransaction(trx: Db, event: EventRow, userId: number, actorId: number, now: string): Promise<void> {
  const existing = await findRsvpRow(trx, event.id, userId);
  if (existing?.status === 'offered') return takeOfferedPlace(trx, event, existing.id, userId, actorId, now);
  if (existing && existing.status !== 'not_going') return;
  const going = await countGoing(trx, event.id);
  const hasPlace = event.capacity === null || going < event.capacity;
  const chargeId = hasPlace ? await chargeFee(trx, event, userId, actorId, now) : null;
  await upsertRsvpRow(trx, { event_id: event.id, user_id: userId, status: hasPlace ? 'going' : 'waitlisted', asked_at: now, updated_at: now, charge_entry_id: chargeId });
}

/**
 * The member says yes to a place offered after the deadline: only now is the fee charged. The
 * place was someone's who dropped out late and whose fee was held: it goes back to them.
 */
async function takeOfferedPlace(trx: Db, event: EventRow, rsvpId: number, userId: number, actorId: number, now: string): Promise<void> {
  const chargeId = await chargeFee(trx, event, userId, actorId, now);
  await setRsvpStatus(trx, rsvpId, 'going', chargeId, now);
  const held = await findHeldFee(trx, event.id);
  if (held?.charge_entry_id) {
    await reverseFee(trx, event, held.charge_entry_id, actorId, now, 'Entry fee returned (your place was taken)');
    await releaseHeldFee(trx, held.id);
  }
}

/**
 * Not going: a going member's place goes to the waitlist (`fillPlaces`). Before the deadline the
 * fee comes back at once; after it, the fee is held and returned when someone takes the place.
 */
async function dropOutInTransaction(trx: Db, event: EventRow, userId: number, actorId: number, refund: boolean, now: string): Promise<PlaceNotice[]> {
  const existing = await findRsvpRow(trx, event.id, userId);
  if (!existing) {
    await upsertRsvpRow(trx, { event_id: event.id, user_id: userId, status: 'not_going', asked_at: now, updated_at: now, charge_entry_id: null });
    return [];
  }
  if (existing.status === 'not_going') return [];
  const wasHolding = existing.status === 'going' || existing.status === 'offered';
  const held = existing.status === 'going' && !refund ? existing.charge_entry_id : null;
  await setRsvpStatus(trx, existing.id, 'not_going', held, now);
  if (!wasHolding) return [];
  if (refund && existing.charge_entry_id !== null) await reverseFee(trx, event, existing.charge_entry_id, actorId, now);
  return fillPlaces(trx, event, actorId, new Date(now));
}

/** How long a member has to take a place offered after the deadline (never past the event's start). */
export const OFFER_HOURS = 24;

function offerExpiry(event: EventRow, now: Date): string {
  return new Date(Math.min(now.getTime() + OFFER_HOURS * 60 * 60 * 1000, Date.parse(event.start_date))).toISOString();
}

/**
 * Free places go down the waitlist, passing over deleted accounts and lapsed members. Before the
 * RSVP deadline the next member is in at once with the fee they agreed to when they asked; after
 * it, the place is offered and charged only when they say yes (`offerPlaces`).
 */
async function fillPlaces(trx: Db, event: EventRow, actorId: number, now: Date): Promise<PlaceNotice[]> {
  if (deadlinePassed(event, now)) return offerPlaces(trx, event, now);
  const iso = now.toISOString();
  const notices: PlaceNotice[] = [];
  for (const next of await nextInLine(trx, event, now)) {
    const chargeId = await chargeFee(trx, event, next.user_id, actorId, iso);
    await setRsvpStatus(trx, next.id, 'going', chargeId, iso);
    notices.push({ kind: 'place', userId: next.user_id, username: next.username, email: next.email });
  }
  return notices;
}

/** After the deadline: offers not taken in time end, and each free place is held for the next member to take or leave. */
async function offerPlaces(trx: Db, event: EventRow, now: Date): Promise<PlaceNotice[]> {
  const iso = now.toISOString();
  for (const expired of await listExpiredOffers(trx, event.id, iso)) await setRsvpStatus(trx, expired.id, 'not_going', null, iso);
  const until = offerExpiry(event, now);
  const notices: PlaceNotice[] = [];
  for (const next of await nextInLine(trx, event, now)) {
    await setRsvpStatus(trx, next.id, 'offered', null, iso, until);
    notices.push({ kind: 'offer', until, userId: next.user_id, username: next.username, email: next.email });
  }
  return notices;
}

/** The waiting members the free places go to, in order, passing over those who may not take one. */
async function nextInLine(trx: Db, event: EventRow, now: Date) {
  let free = placesLeft(event, await countGoing(trx, event.id));
  const chosen = [];
  for (const next of await listWaitlist(trx, event.id)) {
    if (free !== null && free <= 0) break;
    if (!(await mayTakeAPlace(trx, next, now))) continue;
    chosen.push(next);
    if (free !== null) free -= 1;
  }
  return chosen;
}

async function answerOf(db: Db, event: EventRow, userId: number): Promise<RsvpAnswer> {
  const [row, going] = await Promise.all([findRsvpRow(db, event.id, userId), countGoing(db, event.id)]);
  const status = row?.status ?? 'not_going';
  return {
    status,
    position: row && status === 'waitlisted' ? await waitlistPosition(db, event.id, row.id) : null,
    placesLeft: placesLeft(event, going),
    offerExpiresAt: status === 'offered' ? (row?.offer_expires_at ?? null) : null,
  };
}

async function openEventOrThrow(db: Db, eventId: number, now: Date): Promise<EventRow> {
  const event = await findEventRow(db, eventId);
  if (!event) throw notFound(EVENT_NOT_FOUND);
  if (Date.parse(event.start_date) <= now.getTime()) throw new AppError('BAD_REQUEST', 'This event has already started.');
  return event;
}

/** Mails the members a freed place went to, or was offered to, once the transaction committed. */
export async function announcePlaces(deps: AppDeps, notices: EventPlaceNotices[]): Promise<void> {
  for (const { event, notices: list } of notices) {
    for (const notice of list) {
      if (notice.kind === 'offer') await sendPlaceOffer(deps, event, notice, notice.until);
      else await sendWaitlistPromotion(deps, event, notice);
    }
  }
}

async function announce(deps: AppDeps, event: EventRow, notices: PlaceNotice[]): Promise<void> {
  await announcePlaces(deps, [{ event, notices }]);
}

/** What every writer of an event's places takes turns on (see inTransaction). */
function eventPlaces(eventId: number): string {
  return `event-places:${eventId}`;
}

/** A member answers going or not going. */
export async function answerRsvp(deps: AppDeps, member: SessionUser, eventId: number, going: boolean): Promise<RsvpAnswer> {
  const now = deps.clock.now();
  const iso = now.toISOString();
  const { event, promotions } = await inTransaction(deps.db, async (trx) => {
    await assertAccountOpen(trx, member.id);
    const open = await openEventOrThrow(trx, eventId, now);
    const mine = await findRsvpRow(trx, open.id, member.id);
    const offerRanOut = mine?.status === 'offered' && mine.offer_expires_at !== null && mine.offer_expires_at <= iso;
    if (going && offerRanOut) throw new AppError('CONFLICT', OFFER_RAN_OUT);
    // Saying going again is no change (a second tap), even after the deadline.
    if (going && deadlinePassed(open, now) && mine?.status !== 'offered' && mine?.status !== 'going') throw new AppError('BAD_REQUEST', 'The RSVP deadline for this event has passed.');
    // Offers not taken in time (there are only offers after the deadline) end before anything else is decided.
    const moved = deadlinePassed(open, now) ? await offerPlaces(trx, open, now) : [];
    if (going) await goInTransaction(trx, open, member.id, member.id, iso);
    else moved.push(...(await dropOutInTransaction(trx, open, member.id, member.id, !deadlinePassed(open, now), iso)));
    return { event: open, promotions: moved };
  }, { oneAtATime: eventPlaces(eventId) });
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
  }, { oneAtATime: eventPlaces(eventId) });
  await announce(deps, event, promotions);
  return listAttendees(deps.db, event.id);
}

export async function listAttendees(db: Db, eventId: number): Promise<EventAttendees> {
  if (!(await findEventRow(db, eventId))) throw notFound(EVENT_NOT_FOUND);
  const [going, waiting, offered] = await Promise.all([listGoing(db, eventId), listWaitlist(db, eventId), listOffered(db, eventId)]);
  return {
    going: going.map((row) => ({ id: row.user_id, username: row.username, name: row.name })),
    waitlist: waiting.map((row, i) => ({ id: row.user_id, username: row.username, name: row.name, position: i + 1 })),
    offered: offered.map((row) => ({ id: row.user_id, username: row.username, name: row.name, until: row.offer_expires_at ?? '' })),
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
        offerExpiresAt: row.status === 'offered' ? row.offer_expires_at : null,
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
    return { event: row, promotions: await fillPlaces(trx, row, admin.id, now) };
  }, { oneAtATime: eventPlaces(eventId) });
  if (event) await announce(deps, event, promotions);
}

/**
 * Offers not taken in time pass to the next waiting member, event by event, each in its own
 * transaction (the sweep; an answer on the event does the same first).
 */
export async function passOnExpiredOffers(deps: AppDeps): Promise<void> {
  const now = deps.clock.now();
  for (const eventId of await listEventsWithExpiredOffers(deps.db, now.toISOString())) {
    const moved = await inTransaction(deps.db, async (trx) => {
      const event = await findEventRow(trx, eventId);
      if (!event || Date.parse(event.start_date) <= now.getTime()) return null;
      return { event, notices: await offerPlaces(trx, event, now) };
    }, { oneAtATime: eventPlaces(eventId) });
    if (moved) await announcePlaces(deps, [moved]);
  }
}

/**
 * A deleted account leaves every event that has not started, in the deletion's transaction: the fee
 * back when it left before the deadline, held for whoever takes the place after it; the places go on
 * down the waitlist. The notices are mailed once the deletion has committed.
 */
export async function leaveEventsOf(trx: Db, userId: number, now: Date): Promise<EventPlaceNotices[]> {
  const moved: EventPlaceNotices[] = [];
  for (const { event_id } of await listOpenRsvpsOf(trx, userId, now.toISOString())) {
    const event = await findEventRow(trx, event_id);
    if (!event) continue;
    const notices = await dropOutInTransaction(trx, event, userId, userId, !deadlinePassed(event, now), now.toISOString());
    moved.push({ event, notices });
  }
  return moved;
}
