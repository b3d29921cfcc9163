import { eventInputSchema, type ClubEvent, type EventInput, type EventRange } from '../../shared/events/event.schema';
import type { Db } from '../db/database';
import type { EventRow } from '../db/schema';
import { parseInput } from '../http/validation';
import { countEventRows, insertEventRow, listEventRows } from './events.repository';

export function toClubEvent(row: EventRow): ClubEvent {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    startDate: row.start_date,
    endDate: row.end_date,
    location: row.location,
    category: row.category,
    visibility: row.visibility,
  };
}

/** Events a visitor may see, ordered by start. */
export async function listPublicEvents(db: Db, range: EventRange = {}): Promise<ClubEvent[]> {
  const rows = await listEventRows(db, { ...normalizeRange(range), visibility: 'public' });
  return rows.map(toClubEvent);
}

/**
 * Stored dates are `toISOString()` text compared as strings, so a bound written
 * without milliseconds ('...T00:00:00Z') must be rewritten the same way first.
 */
function normalizeRange(range: EventRange): EventRange {
  const iso = (value: string | undefined) => (value === undefined ? undefined : new Date(value).toISOString());
  return { from: iso(range.from), to: iso(range.to) };
}

export async function createEvent(db: Db, input: EventInput): Promise<ClubEvent> {
  const event = parseInput(eventInputSchema, input);
  const row = await insertEventRow(db, {
    title: event.title,
    description: event.description,
    start_date: new Date(event.startDate).toISOString(),
    end_date: new Date(event.endDate).toISOString(),
    location: event.location,
    category: event.category,
    visibility: event.visibility,
    created_at: new Date().toISOString(),
  });
  return toClubEvent(row);
}

export const countEvents = countEventRows;
