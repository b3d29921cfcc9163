import { clubClock } from './club-clock';

// Instants shown on someone's own clock, with the club's beside: the pages (in the browser's locale)
// and the e-mails (in English) build their words from these pieces.

/** The pieces, each in the locale's own order and clock (24-hour where that is the custom). */
const FORMATS = {
  /** 'Mar 13, 2027' */
  date: { month: 'short', day: 'numeric', year: 'numeric' },
  /** 'Sat, Mar 13, 2027' */
  dayDate: { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' },
  /** 'Saturday, March 13, 2027' */
  fullDate: { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' },
  /** 'March 13, 2027' */
  longDate: { month: 'long', day: 'numeric', year: 'numeric' },
  /** 'Mar 13' */
  monthDay: { month: 'short', day: 'numeric' },
  /** 'Sat' */
  weekday: { weekday: 'short' },
  /** 'Saturday' */
  longWeekday: { weekday: 'long' },
  /** '9:00 AM', '09:00' */
  time: { timeStyle: 'short' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

export type ZonedFormat = keyof typeof FORMATS;

const formatters = new Map<string, Intl.DateTimeFormat>();

/** An instant in a zone and a locale: `formatInZone(iso, 'Asia/Tokyo', 'en-US', 'time')` is '9:00 AM'. */
export function formatInZone(at: Date | string, zone: string, locale: string, format: ZonedFormat): string {
  const key = `${locale}|${zone}|${format}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, { ...FORMATS[format], timeZone: zone });
    formatters.set(key, formatter);
  }
  return formatter.format(typeof at === 'string' ? new Date(at) : at);
}

/** A calendar day 'YYYY-MM-DD' (no instant, no zone) in a locale: '2027-03-13' is 'Saturday, March 13, 2027'. */
export function formatCalendarDay(day: string, locale: string, format: ZonedFormat): string {
  return formatInZone(`${day}T12:00:00.000Z`, 'UTC', locale, format);
}

/** A wall-clock time 'HH:mm' in a locale: '14:30' is '2:30 PM' in en-US, '14:30' in en-GB. */
export function formatWallClock(time: string, locale: string): string {
  return formatInZone(`2000-01-01T${time}:00.000Z`, 'UTC', locale, 'time');
}

/** Two people's clocks at one instant. */
export interface TwoClocks {
  /** The viewer's own zone (a member's, an e-mail's recipient's). */
  own: string;
  club: string;
  locale: string;
}

/** Whether both clocks read the same at that instant (same offset then): the club's time is then not repeated. */
export function sameClock(at: Date | string, zones: Pick<TwoClocks, 'own' | 'club'>): boolean {
  const instant = typeof at === 'string' ? new Date(at) : at;
  const own = clubClock(instant, zones.own);
  const club = clubClock(instant, zones.club);
  return own.date === club.date && own.time === club.time;
}

/** Whether both clocks fall on the same calendar day at that instant. */
function sameDay(at: Date | string, zones: TwoClocks): boolean {
  const instant = typeof at === 'string' ? new Date(at) : at;
  return clubClock(instant, zones.own).date === clubClock(instant, zones.club).date;
}

/** A clock in one zone, with the weekday in front when `withDay`: 'Sat 9:00 AM'. */
function clockIn(at: Date | string, zone: string, locale: string, withDay: boolean, weekday: 'weekday' | 'longWeekday' = 'weekday'): string {
  const time = formatInZone(at, zone, locale, 'time');
  return withDay ? `${formatInZone(at, zone, locale, weekday)} ${time}` : time;
}

/**
 * One time on both clocks: '9:00 AM' when they agree; '2:00 PM your time · 9:00 AM club time' when they
 * differ; 'Sun 12:00 AM your time · Sat 11:00 AM club time' when the day differs too.
 */
export function clockPair(at: Date | string, zones: TwoClocks): string {
  if (sameClock(at, zones)) return formatInZone(at, zones.own, zones.locale, 'time');
  const withDay = !sameDay(at, zones);
  return `${clockIn(at, zones.own, zones.locale, withDay)} your time · ${clockIn(at, zones.club, zones.locale, withDay)} club time`;
}

/** The club's clock at that instant, with the weekday when its day is not the viewer's: 'Fri 7:00 PM'; null when the clocks agree. */
export function clubClockBeside(at: Date | string, zones: TwoClocks, weekday: 'weekday' | 'longWeekday' = 'weekday'): string | null {
  if (sameClock(at, zones)) return null;
  return clockIn(at, zones.club, zones.locale, !sameDay(at, zones), weekday);
}

/**
 * A date and time on the viewer's clock, the club's beside when it differs:
 * 'Sat, Mar 13, 2027 at 9:00 AM your time · Fri 7:00 PM club time'.
 */
export function dateTimePair(at: Date | string, zones: TwoClocks, dateFormat: ZonedFormat = 'dayDate'): string {
  const own = `${formatInZone(at, zones.own, zones.locale, dateFormat)} at ${formatInZone(at, zones.own, zones.locale, 'time')}`;
  const club = clubClockBeside(at, zones);
  return club === null ? own : `${own} your time · ${club} club time`;
}

/** A span on one clock: 'Mar 13, 2027, 9:00 AM - 11:00 AM', the end's day named when it is another. */
function spanIn(start: Date | string, end: Date | string, zone: string, locale: string, withDate: boolean): string {
  const startDay = clubClock(new Date(start), zone).date;
  const endDay = clubClock(new Date(end), zone).date;
  const from = formatInZone(start, zone, locale, 'time');
  const to = endDay === startDay ? formatInZone(end, zone, locale, 'time') : `${formatInZone(end, zone, locale, 'monthDay')}, ${formatInZone(end, zone, locale, 'time')}`;
  return withDate ? `${formatInZone(start, zone, locale, 'date')}, ${from} - ${to}` : `${from} - ${to}`;
}

/**
 * An event's start and end: 'Mar 13, 2027, 9:00 AM - 11:00 AM' on the viewer's clock, then
 * ' your time · 7:00 PM - 9:00 PM club time' (the club's day named when it is not the viewer's).
 */
export function spanPair(start: Date | string, end: Date | string, zones: TwoClocks): string {
  const own = spanIn(start, end, zones.own, zones.locale, true);
  if (sameClock(start, zones) && sameClock(end, zones)) return own;
  const club = spanIn(start, end, zones.club, zones.locale, false);
  const clubDay = sameDay(start, zones) ? club : `${formatInZone(start, zones.club, zones.locale, 'weekday')} ${club}`;
  return `${own} your time · ${clubDay} club time`;
}

/** A window of days on one clock: 'Dec 5, 3:00 PM – Dec 8, 2026, 3:00 PM', the opening's year only when it is another. */
function windowIn(opens: Date | string, closes: Date | string, zone: string, locale: string): string {
  const sameYear = clubClock(new Date(opens), zone).date.slice(0, 4) === clubClock(new Date(closes), zone).date.slice(0, 4);
  const open = `${formatInZone(opens, zone, locale, sameYear ? 'monthDay' : 'date')}, ${formatInZone(opens, zone, locale, 'time')}`;
  return `${open} – ${formatInZone(closes, zone, locale, 'date')}, ${formatInZone(closes, zone, locale, 'time')}`;
}

/** A play window on the viewer's clock, the club's beside when it differs at either end. */
export function windowPair(opens: Date | string, closes: Date | string, zones: TwoClocks): string {
  const own = windowIn(opens, closes, zones.own, zones.locale);
  if (sameClock(opens, zones) && sameClock(closes, zones)) return own;
  return `${own} your time · ${windowIn(opens, closes, zones.club, zones.locale)} club time`;
}
