import type { Db } from '../../platform/db/db';
import type { CalendarFeedsTable } from '../../platform/db/schema';

export function findFeedOfUser(db: Db, userId: number): Promise<CalendarFeedsTable | undefined> {
  return db.selectFrom('calendar_feeds').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

export function findFeedByTokenHash(db: Db, tokenHash: string): Promise<CalendarFeedsTable | undefined> {
  return db.selectFrom('calendar_feeds').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
}

/** One feed per member: a reset replaces the token, so the old link stops working. */
export async function upsertFeed(db: Db, row: CalendarFeedsTable): Promise<void> {
  await db
    .insertInto('calendar_feeds')
    .values(row)
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ token_hash: row.token_hash, created_at: row.created_at }))
    .execute();
}

/** The member's answers to events that have not ended, with the event. */
export function listFeedRsvps(db: Db, userId: number, fromIso: string) {
  return db
    .selectFrom('event_rsvps')
    .innerJoin('events', 'events.id', 'event_rsvps.event_id')
    .select([
      'events.id',
      'events.title',
      'events.description',
      'events.start_date',
      'events.end_date',
      'events.location',
      'events.category',
      'events.created_at',
      'events.updated_at',
      'event_rsvps.status',
      'event_rsvps.updated_at as answered_at',
    ])
    .where('event_rsvps.user_id', '=', userId)
    .where('events.end_date', '>=', fromIso)
    .execute();
}

/** The member's tee times from a club day on, cancelled ones too. */
export function listFeedReservations(db: Db, userId: number, fromDate: string) {
  return db.selectFrom('reservations').selectAll().where('user_id', '=', userId).where('date', '>=', fromDate).execute();
}

/** The member's matches from a club day on. */
export function listFeedMatches(db: Db, userId: number, fromDate: string) {
  return db
    .selectFrom('match_participants')
    .innerJoin('matches', 'matches.id', 'match_participants.match_id')
    .select(['matches.id', 'matches.date', 'matches.time', 'matches.result_summary'])
    .where('match_participants.user_id', '=', userId)
    .where('matches.kind', '=', 'match')
    .where('matches.date', '>=', fromDate)
    .execute();
}

/** The matches of several members between two dates, each row with its member (bulk mail reads a batch's in one query). */
export function listMembersMatchesBetween(db: Db, userIds: readonly number[], fromDate: string, toDate: string) {
  if (userIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('match_participants')
    .innerJoin('matches', 'matches.id', 'match_participants.match_id')
    .select(['match_participants.user_id', 'matches.id', 'matches.date', 'matches.time', 'matches.result_summary'])
    .where('match_participants.user_id', 'in', userIds)
    .where('matches.kind', '=', 'match')
    .where('matches.date', '>=', fromDate)
    .where('matches.date', '<=', toDate)
    .orderBy('match_participants.user_id')
    .orderBy('matches.date')
    .orderBy('matches.time')
    .execute();
}

export async function deleteCalendarFeedOf(db: Db, userId: number): Promise<void> {
  await db.deleteFrom('calendar_feeds').where('user_id', '=', userId).execute();
}
