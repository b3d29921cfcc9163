import { clubInstant, clubToday } from '../../shared/club-time';
import { browserTimeZone } from './browser-zone';
import {
  clockPair,
  clubClockBeside,
  dateTimePair,
  formatCalendarDay,
  formatInZone,
  formatWallClock,
  spanPair,
  type TwoClocks,
  windowPair,
  type ZonedFormat,
} from '../../shared/zoned-time';

// How the member area shows an instant: on the member's own clock, in the browser's locale, with the
// club's clock beside where it matters. Member pages are never rendered on the server, so reading
// the browser here is safe; public pages keep the club's clock (docs/decisions/play-from-anywhere.md).

export { browserTimeZone };

/** The browser's locale ('en-GB' writes 24-hour clocks), English when there is no browser. */
export function browserLocale(): string {
  return typeof navigator === 'undefined' || !navigator.language ? 'en-US' : navigator.language;
}

export interface MemberTime {
  /** The member's zone: their profile's, else the browser's, else the club's. */
  zone: string;
  clubZone: string;
  locale: string;
  /** Whether the member's zone is another than the club's (their clocks may still agree at an instant). */
  elsewhere: boolean;
  /** An instant on the member's clock alone: `format(iso, 'date')` is 'Mar 13, 2027'. */
  format: (at: Date | string, format: ZonedFormat) => string;
  /** '9:00 AM', or '2:00 PM your time · 9:00 AM club time'. */
  clock: (at: Date | string) => string;
  /** The club's clock beside the member's ('Fri 7:00 PM'), or null when they agree. */
  clubBeside: (at: Date | string) => string | null;
  /** 'Sat, Mar 13, 2027 at 9:00 AM', and ' your time · Fri 7:00 PM club time' when the club's clock differs. */
  dateTime: (at: Date | string, dateFormat?: ZonedFormat) => string;
  /** An event: 'Mar 13, 2027, 9:00 AM - 11:00 AM', the club's beside. */
  span: (start: Date | string, end: Date | string) => string;
  /** A play window of days, the club's beside. */
  window: (opens: Date | string, closes: Date | string) => string;
  /** A calendar day 'YYYY-MM-DD' in the locale (no zone involved). */
  day: (day: string, format: ZonedFormat) => string;
  /** A wall-clock 'HH:mm' in the locale. */
  wallClock: (time: string) => string;
  /** 'YYYY-MM-DD' of today on the member's clock. */
  today: () => string;
  /** The instant of a date and time on the member's clock. */
  instant: (date: string, time: string) => Date;
}

export function memberTime(zones: TwoClocks): MemberTime {
  return {
    zone: zones.own,
    clubZone: zones.club,
    locale: zones.locale,
    elsewhere: zones.own !== zones.club,
    format: (at, format) => formatInZone(at, zones.own, zones.locale, format),
    clock: (at) => clockPair(at, zones),
    clubBeside: (at) => clubClockBeside(at, zones),
    dateTime: (at, dateFormat) => dateTimePair(at, zones, dateFormat),
    span: (start, end) => spanPair(start, end, zones),
    window: (opens, closes) => windowPair(opens, closes, zones),
    day: (day, format) => formatCalendarDay(day, zones.locale, format),
    wallClock: (time) => formatWallClock(time, zones.locale),
    today: () => clubToday(zones.own),
    instant: (date, time) => clubInstant(date, time, zones.own),
  };
}
