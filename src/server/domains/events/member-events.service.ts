import type { ClubEvent } from '../../../shared/events/event.schema';
import { notFound } from '../../platform/core/app-error';
import type { Db } from '../../platform/db/db';
import { findEventRow, listEventRows } from './events.repository';
import { toClubEvents } from './events.service';

/** Every event (public and member-only) that has not started yet, soonest first. */
export async function listUpcomingEvents(db: Db, now: Date): Promise<ClubEvent[]> {
  const rows = await listEventRows(db, { from: now.toISOString() });
  return toClubEvents(db, rows, now);
}

/** Upcoming events only members see. */
export async function listMemberOnlyEvents(db: Db, now: Date): Promise<ClubEvent[]> {
  const rows = await listEventRows(db, { from: now.toISOString(), visibility: 'members' });
  return toClubEvents(db, rows, now);
}

/** One event of any visibility, for a signed-in member. */
export async function getMemberEvent(db: Db, id: number, now: Date): Promise<ClubEvent> {
  const row = await findEventRow(db, id);
  if (!row) throw notFound('Event not found');
  const [event] = await toClubEvents(db, [row], now);
  if (!event) throw notFound('Event not found');
  return event;
}
