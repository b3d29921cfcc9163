import { sql } from 'kysely';
import { type Db, engineOf } from '../../platform/db/db';
import type { EventRow, NewEventRow } from '../../platform/db/schema';
import type { AdminEventTab } from '../../../shared/events/admin-event-tabs';
import type { EventRange, EventVisibility } from '../../../shared/events/event.schema';
import { inTransaction } from '../../platform/db/transaction';
import { readKeptCount } from '../../platform/db/row-counts.repository';

interface EventFilter extends EventRange {
  visibility?: EventVisibility;
}

export function listEventRows(db: Db, filter: EventFilter): Promise<EventRow[]> {
  let query = db.selectFrom('events').selectAll();
  if (filter.visibility) query = query.where('visibility', '=', filter.visibility);
  if (filter.from) query = query.where('start_date', '>=', filter.from);
  if (filter.to) query = query.where('start_date', '<', filter.to);
  return query.orderBy('start_date').orderBy('id').execute();
}

/**
 * Upcoming: not over at `now`, soonest first, read by when events end and then sorted. Past: over,
 * newest first, walked in start order until the page is full. On SQLite the column the other
 * index would take is written `+column` (upcoming `+start_date`, past `+end_date`): otherwise it
 * walks every past event in start order to reach the upcoming ones, or sorts every past event.
 */
export function listEventRowsPage(db: Db, when: AdminEventTab, now: string, limit: number, offset: number): Promise<EventRow[]> {
  const upcoming = when === 'upcoming';
  const direction = upcoming ? 'asc' : 'desc';
  const sqlite = engineOf(db) === 'sqlite';
  const byStart = upcoming && sqlite ? sql<string>`+start_date` : sql<string>`start_date`;
  const byEnd = !upcoming && sqlite ? sql<string>`+end_date` : sql<string>`end_date`;
  return db
    .selectFrom('events')
    .selectAll()
    .where(byEnd, upcoming ? '>=' : '<', now)
    .orderBy(byStart, direction)
    .orderBy('id', direction)
    .limit(limit)
    .offset(offset)
    .execute();
}

/** How many events are on that side of `now`, counting no further than `upTo`. */
export async function countEventRowsWhen(db: Db, when: AdminEventTab, now: string, upTo: number): Promise<number> {
  const matching = db
    .selectFrom('events')
    .select('id')
    .where('end_date', when === 'upcoming' ? '>=' : '<', now)
    .limit(upTo);
  const row = await db
    .selectFrom(matching.as('matching'))
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export function insertEventRow(db: Db, row: NewEventRow): Promise<EventRow> {
  return db.insertInto('events').values(row).returningAll().executeTakeFirstOrThrow();
}

/** Every club event (a total kept by triggers). */
export function countEventRows(db: Db): Promise<number> {
  return readKeptCount(db, 'events');
}

export function findEventRow(db: Db, id: number): Promise<EventRow | undefined> {
  return db.selectFrom('events').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function updateEventRow(db: Db, id: number, changes: Omit<NewEventRow, 'created_at'>): Promise<void> {
  await db.updateTable('events').set(changes).where('id', '=', id).execute();
}

export async function deleteEventRow(db: Db, id: number): Promise<void> {
  await db.deleteFrom('events').where('id', '=', id).execute();
}

/** Sets an event's picture and answers the one it replaced (to delete after the commit); undefined when the event is gone. */
export async function replaceEventImageFile(db: Db, id: number, file: string | null): Promise<{ previous: string | null } | undefined> {
  return inTransaction(db, async (trx) => {
    const row = await trx.selectFrom('events').select('image_file').where('id', '=', id).executeTakeFirst();
    if (!row) return undefined;
    await trx.updateTable('events').set({ image_file: file }).where('id', '=', id).execute();
    return { previous: row.image_file };
  });
}

export function findEventByImageFile(db: Db, file: string): Promise<EventRow | undefined> {
  return db.selectFrom('events').selectAll().where('image_file', '=', file).executeTakeFirst();
}
