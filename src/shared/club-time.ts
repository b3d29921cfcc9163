import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';

dayjs.extend(utc);
dayjs.extend(timezone);

// The one set of club-time helpers: server, browser and seeds read the club's wall clock through these.
export { dayjs };

/** The value format of Mantine's DateTimePicker: a wall-clock time without a zone. */
const PICKER_DATE_TIME = 'YYYY-MM-DD HH:mm:ss';

const wallClocks = new Map<string, Intl.DateTimeFormat>();

/** One formatter per zone: making one is the slow part, and every signed-in request asks for today. */
function wallClock(timeZone: string): Intl.DateTimeFormat {
  let format = wallClocks.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    wallClocks.set(timeZone, format);
  }
  return format;
}

interface WallClockReading {
  minute: number;
  value: { date: string; time: string };
}

const lastReadings = new Map<string, WallClockReading>();
const MINUTE_MS = 60_000;

/**
 * The club-local wall clock at an instant: date 'YYYY-MM-DD' and time 'HH:mm'. Every zone's offset
 * is whole minutes, so one reading serves the whole UTC minute (formatToParts is the slow part).
 */
export function clubClock(now: Date, timeZone: string): { date: string; time: string } {
  const minute = Math.floor(now.getTime() / MINUTE_MS);
  const last = lastReadings.get(timeZone);
  if (last?.minute === minute) return { ...last.value };
  const parts = wallClock(timeZone).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((candidate) => candidate.type === type)?.value ?? '';
  const value = { date: `${part('year').padStart(4, '0')}-${part('month')}-${part('day')}`, time: `${part('hour')}:${part('minute')}` };
  lastReadings.set(timeZone, { minute, value });
  return { ...value };
}

/** 'YYYY-MM-DD' of today (or of `now`) in the club's time zone. */
export function clubToday(timeZone: string, now: Date = new Date()): string {
  return clubClock(now, timeZone).date;
}

/** The instant of a club-local date and time 'HH:mm'. */
export function clubInstant(date: string, time: string, timeZone: string): Date {
  return dayjs.tz(`${date} ${time}`, 'YYYY-MM-DD HH:mm', timeZone).toDate();
}

/** 'YYYY-MM-DD' plus some days (calendar arithmetic, no time zone involved). */
export function addDays(date: string, days: number): string {
  return dayjs.utc(date).add(days, 'day').format('YYYY-MM-DD');
}

/** An instant shown in the club's time zone. */
export function inClubTime(iso: string, timeZone: string) {
  return dayjs.utc(iso).tz(timeZone);
}

/** The club-local month 'YYYY-MM' an instant falls in. */
export function clubMonth(iso: string, timeZone: string): string {
  return inClubTime(iso, timeZone).format('YYYY-MM');
}

/** The UTC instants that bound a club-local day 'YYYY-MM-DD' (or its month), for range queries. */
export function clubDayRange(day: string, timeZone: string, unit: 'day' | 'month' = 'day'): { from: string; to: string } {
  const start = dayjs.tz(day, timeZone).startOf(unit);
  return { from: start.utc().toISOString(), to: start.add(1, unit).utc().toISOString() };
}

/** A wall-clock 'YYYY-MM-DD HH:mm:ss' in the club's time zone, as a UTC ISO instant. */
export function clubLocalToIso(local: string, timeZone: string): string {
  return dayjs.tz(local, timeZone).utc().toISOString();
}

/** A UTC ISO instant as the club's wall-clock 'YYYY-MM-DD HH:mm:ss' (for the picker). */
export function isoToClubLocal(iso: string, timeZone: string): string {
  return inClubTime(iso, timeZone).format(PICKER_DATE_TIME);
}
