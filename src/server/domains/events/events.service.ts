import type { PhotoStore } from '../../platform/uploads/photo-store';
import type { z } from 'zod';
import type { SessionUser } from '../../../shared/auth/auth.schema';
import type { AdminEventListQuery, ClubEvent, EventRange, eventInputSchema } from '../../../shared/events/event.schema';
import type { Page } from '../../../shared/paging/paging.schema';
import { AppError, notFound } from '../../platform/core/app-error';
import type { AppDeps } from '../../platform/deps/deps';
import { deleteEventImage, eventImageOf, storeEventImage } from './event-images';
import { recordAudit } from '../../platform/audit/audit.service';
import type { Db } from '../../platform/db/db';
import type { EventRow, NewEventRow } from '../../platform/db/schema';
import { countGoingByEvent } from './rsvps.repository';
import { returnFeesOfEvent } from './rsvps.service';
import { createReadCache } from '../../platform/db/read-cache';
import {
  countEventRows,
  countEventRowsWhen,
  deleteEventRow,
  findEventRow,
  insertEventRow,
  listEventRows,
  listEventRowsPage,
  findEventByImageFile,
  replaceEventImageFile,
  updateEventRow,
} from './events.repository';
import { inTransaction } from '../../platform/db/transaction';
import { countLimitFor, totalCountedUpTo } from '../../platform/db/count-ahead';

const EVENT_NOT_FOUND = 'Event not found.';

export function toClubEvent(row: EventRow, going: number, now: Date): ClubEvent {
  const closesAt = Math.min(Date.parse(row.start_date), row.rsvp_deadline === null ? Infinity : Date.parse(row.rsvp_deadline));
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    startDate: row.start_date,
    endDate: row.end_date,
    location: row.location,
    category: row.category,
    visibility: row.visibility,
    image: eventImageOf(row.image_file),
    capacity: row.capacity,
    placesLeft: row.capacity === null ? null : Math.max(0, row.capacity - going),
    rsvpDeadline: row.rsvp_deadline,
    rsvpOpen: now.getTime() < closesAt,
    fee: row.fee_cents === null ? null : row.fee_cents / 100,
  };
}

/** Events with the places left, counted in one query for the whole list. */
export async function toClubEvents(db: Db, rows: EventRow[], now: Date): Promise<ClubEvent[]> {
  const going = await countGoingByEvent(
    db,
    rows.filter((row) => row.capacity !== null).map((row) => row.id),
  );
  return rows.map((row) => toClubEvent(row, going.get(row.id) ?? 0, now));
}

const publicEvents = createReadCache<ClubEvent[]>();

/** Events a visitor may see, ordered by start; kept in memory until the database changes. */
export async function listPublicEvents({ db, clock }: Pick<AppDeps, 'db' | 'clock'>, range: EventRange = {}): Promise<ClubEvent[]> {
  const bounds = normalizeRange(range);
  return publicEvents.read(db, `${bounds.from ?? ''}/${bounds.to ?? ''}`, async () =>
    toClubEvents(db, await listEventRows(db, { ...bounds, visibility: 'public' }), clock.now()),
  );
}

/** Every event, public and members-only, ordered by start: the admin's list. */
export async function listAllEvents({ db, clock }: Pick<AppDeps, 'db' | 'clock'>, range: EventRange = {}): Promise<ClubEvent[]> {
  const rows = await listEventRows(db, normalizeRange(range));
  return toClubEvents(db, rows, clock.now());
}

/** Manage Events, one page: the events not over yet (soonest first), or those that are (newest first). */
export async function listAdminEvents({ db, clock }: Pick<AppDeps, 'db' | 'clock'>, query: AdminEventListQuery): Promise<Page<ClubEvent>> {
  const now = clock.now();
  const at = now.toISOString();
  const offset = (query.page - 1) * query.pageSize;
  const upTo = countLimitFor(offset, query.pageSize);
  const [rows, counted] = await Promise.all([
    listEventRowsPage(db, query.when, at, query.pageSize, offset),
    countEventRowsWhen(db, query.when, at, upTo + 1),
  ]);
  return { items: await toClubEvents(db, rows, now), ...totalCountedUpTo(counted, upTo), page: query.page, pageSize: query.pageSize };
}

/**
 * Stored dates are `toISOString()` text compared as strings, so a bound written
 * without milliseconds ('...T00:00:00Z') must be rewritten the same way first.
 */
function normalizeRange(range: EventRange): EventRange {
  const iso = (value: string | undefined) => (value === undefined ? undefined : new Date(value).toISOString());
  return { from: iso(range.from), to: iso(range.to) };
}

type EventValues = z.output<typeof eventInputSchema>;

function toEventRow(event: EventValues): Omit<NewEventRow, 'created_at'> {
  return {
    title: event.title,
    description: event.description,
    start_date: new Date(event.startDate).toISOString(),
    end_date: new Date(event.endDate).toISOString(),
    location: event.location,
    category: event.category,
    visibility: event.visibility,
    capacity: event.capacity,
    rsvp_deadline: event.rsvpDeadline === null ? null : new Date(event.rsvpDeadline).toISOString(),
    fee_cents: event.fee === null ? null : Math.round(event.fee * 100),
  };
}

export async function createEvent({ db, clock }: Pick<AppDeps, 'db' | 'clock'>, actor: SessionUser, input: EventValues): Promise<ClubEvent> {
  const event = toEventRow(input);
  const at = clock.now();
  const row = await inTransaction(db, async (trx) => {
    const now = at.toISOString();
    const created = await insertEventRow(trx, { ...event, created_at: now, updated_at: now });
    await recordAudit(trx, {
      actorId: actor.id,
      action: 'event.create',
      entityType: 'event',
      entityId: created.id,
      summary: `Created event "${created.title}" (${created.visibility}, starts ${created.start_date})`,
      at: at,
    });
    return created;
  });
  return toClubEvent(row, 0, at);
}

export async function updateEvent({ db, clock }: Pick<AppDeps, 'db' | 'clock'>, actor: SessionUser, id: number, input: EventValues): Promise<ClubEvent> {
  const event = toEventRow(input);
  const at = clock.now();
  const row = await inTransaction(db, async (trx) => {
    const before = await findEventRow(trx, id);
    if (!before) throw notFound(EVENT_NOT_FOUND);
    await updateEventRow(trx, id, { ...event, updated_at: at.toISOString() });
    await recordAudit(trx, {
      actorId: actor.id,
      action: 'event.update',
      entityType: 'event',
      entityId: id,
      summary: `Updated event "${event.title}"${before.title === event.title ? '' : ` (was "${before.title}")`}`,
      at: at,
    });
    const after = await findEventRow(trx, id);
    if (!after) throw notFound(EVENT_NOT_FOUND);
    return after;
  });
  return (await toClubEvents(db, [row], at))[0] ?? toClubEvent(row, 0, at);
}

export async function deleteEvent({ db, clock }: Pick<AppDeps, 'db' | 'clock'>, actor: SessionUser, id: number, photos?: PhotoStore): Promise<{ success: true }> {
  const at = clock.now();
  const picture = await inTransaction(db, async (trx) => {
    const event = await findEventRow(trx, id);
    if (!event) throw notFound(EVENT_NOT_FOUND);
    await returnFeesOfEvent(trx, event, actor.id, at.toISOString());
    await deleteEventRow(trx, id);
    await recordAudit(trx, {
      actorId: actor.id,
      action: 'event.delete',
      entityType: 'event',
      entityId: id,
      summary: `Deleted event "${event.title}"`,
      at: at,
    });
    return event.image_file;
  });
  if (photos) await deleteEventImage(photos, picture);
  return { success: true };
}

/** An admin adds or replaces an event's picture: stored in its sizes, the old one removed, audited. */
export async function setEventImage(
  deps: Pick<AppDeps, 'db' | 'config' | 'photos' | 'clock'>,
  actor: SessionUser,
  id: number,
  upload: Buffer | undefined,
): Promise<ClubEvent> {
  if (!upload) throw new AppError('BAD_REQUEST', 'Please choose a picture to upload.');
  if (!(await findEventRow(deps.db, id))) throw notFound(EVENT_NOT_FOUND);
  const base = await storeEventImage(deps.photos, upload);
  const replaced = await replaceEventImageFile(deps.db, id, base);
  if (!replaced) {
    await deleteEventImage(deps.photos, base);
    throw notFound(EVENT_NOT_FOUND);
  }
  await deleteEventImage(deps.photos, replaced.previous);
  return auditedPictureChange(deps, actor, id, 'Added a picture to');
}

export async function removeEventImage(
  deps: Pick<AppDeps, 'db' | 'config' | 'photos' | 'clock'>,
  actor: SessionUser,
  id: number,
): Promise<ClubEvent> {
  const replaced = await replaceEventImageFile(deps.db, id, null);
  if (!replaced) throw notFound(EVENT_NOT_FOUND);
  await deleteEventImage(deps.photos, replaced.previous);
  return auditedPictureChange(deps, actor, id, replaced.previous ? 'Removed the picture of' : 'Left without a picture');
}

async function auditedPictureChange({ db, clock }: Pick<AppDeps, 'db' | 'clock'>, actor: SessionUser, id: number, what: string): Promise<ClubEvent> {
  const at = clock.now();
  const event = await findEventRow(db, id);
  if (!event) throw notFound(EVENT_NOT_FOUND);
  await recordAudit(db, {
    actorId: actor.id,
    action: 'event.picture',
    entityType: 'event',
    entityId: id,
    summary: `${what} event "${event.title}"`,
    at: at,
  });
  return toClubEvent(event, 0, at);
}

export const countEvents = countEventRows;

/** Who may see a stored picture: its event's visibility, or undefined when no event has it. */
export async function findEventPictureVisibility(db: Db, base: string): Promise<ClubEvent['visibility'] | undefined> {
  return (await findEventByImageFile(db, base))?.visibility;
}
