import type { ClubEvent, EventRange } from '../../../shared/events/event.schema';
import { clubToday, dayjs, inClubTime } from '../../lib/dates';

const UPCOMING_MONTHS = 12;

/** Public events from the start of the club's today, a year ahead: the calendar's upcoming list. */
export function upcomingRange(timeZone: string): EventRange {
  const start = dayjs.tz(clubToday(timeZone), timeZone).startOf('day');
  return { from: start.utc().toISOString(), to: start.add(UPCOMING_MONTHS, 'month').utc().toISOString() };
}

/** The club-local day ('YYYY-MM-DD') an event starts on. */
export function eventDay(event: ClubEvent, timeZone: string): string {
  return inClubTime(event.startDate, timeZone).format('YYYY-MM-DD');
}

/** The day the calendar opens on: the one asked for, else the next day with events, else today. */
export function openingDay(requested: string | undefined, upcoming: ClubEvent[], timeZone: string): string {
  if (requested) return requested;
  const next = upcoming[0];
  return next ? eventDay(next, timeZone) : clubToday(timeZone);
}
