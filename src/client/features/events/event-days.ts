import type { ClubEvent, EventRange } from '../../../shared/events/event.schema';
import { clubClock, clubDayStart, clubToday } from '../../../shared/club-clock';
import { formatCalendarDay, formatInZone } from '../../../shared/zoned-time';

// The public calendar reads the club's clock with Intl alone: dayjs (and the date picker, which
// needs it) load only when a visitor reaches for the calendar (calendar-picker.tsx).

/** The same day a year later (February 29 becomes the 28th). */
function yearLater(day: string): string {
  const next = `${String(Number(day.slice(0, 4)) + 1).padStart(4, '0')}${day.slice(4)}`;
  return next.endsWith('-02-29') ? `${next.slice(0, 8)}28` : next;
}

/** Public events from the start of the club's today, a year ahead: the calendar's upcoming list. */
export function upcomingRange(timeZone: string): EventRange {
  const today = clubToday(timeZone);
  return { from: clubDayStart(today, timeZone).toISOString(), to: clubDayStart(yearLater(today), timeZone).toISOString() };
}

/** The club-local day ('YYYY-MM-DD') an event starts on. */
export function eventDay(event: ClubEvent, timeZone: string): string {
  return clubClock(new Date(event.startDate), timeZone).date;
}

/** The day the calendar opens on: the one asked for, else the next day with events, else today. */
export function openingDay(requested: string | undefined, upcoming: ClubEvent[], timeZone: string): string {
  if (requested) return requested;
  const next = upcoming[0];
  return next ? eventDay(next, timeZone) : clubToday(timeZone);
}

/** 'November 22, 2026' */
export function longDay(day: string): string {
  return formatCalendarDay(day, 'en-US', 'longDate');
}

/** 'Nov 22, 2026', the club-local date of an instant. */
export function listDate(iso: string, timeZone: string): string {
  return formatInZone(iso, timeZone, 'en-US', 'date');
}

/** '7:00 PM' on the club's clock, with a plain space before AM and PM as the rest of the pages print it. */
export function clubTime(iso: string, timeZone: string): string {
  return formatInZone(iso, timeZone, 'en-US', 'time').replace(/\s/g, ' ');
}
