// The club's wall clock with the platform's Intl alone (no dayjs): the public pages read it on a
// visitor's first visit, whose JavaScript has a budget (issue 33). club-time.ts re-exports these.

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

/** How far a zone's wall clock is ahead of UTC at an instant, in milliseconds. */
function offsetAt(instant: number, timeZone: string): number {
  const { date, time } = clubClock(new Date(instant), timeZone);
  return Date.parse(`${date}T${time}:00Z`) - Math.floor(instant / MINUTE_MS) * MINUTE_MS;
}

/** The instant a club-local day 'YYYY-MM-DD' starts (its midnight, or its first minute where a clock change skips it). */
export function clubDayStart(day: string, timeZone: string): Date {
  const wall = Date.parse(`${day}T00:00:00Z`);
  if (Number.isNaN(wall)) throw new RangeError(`Not a day: ${day}`);
  const guess = wall - offsetAt(wall, timeZone);
  // Read the offset again where the guess landed: it differs when a clock change lies between.
  const offset = offsetAt(guess, timeZone);
  const start = wall - offset;
  // Where the clocks skip midnight, the day starts at the first instant it has.
  return offsetAt(start, timeZone) === offset ? new Date(start) : new Date(guess);
}

/** 'YYYY-MM-DD' some months on (or back), on the first of its month. */
export function monthStart(day: string, months = 0): string {
  const [year = 0, month = 1] = day.split('-').map(Number);
  const first = new Date(Date.UTC(year, month - 1 + months, 1));
  return first.toISOString().slice(0, 10);
}

/** 'YYYY-MM-DD' plus some days (calendar arithmetic, no time zone involved). */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** The UTC instants that bound a club-local day 'YYYY-MM-DD' (or its month), for range queries. */
export function clubDayRange(day: string, timeZone: string, unit: 'day' | 'month' = 'day'): { from: string; to: string } {
  const [first, next] = unit === 'day' ? [day, addDays(day, 1)] : [monthStart(day), monthStart(day, 1)];
  return { from: clubDayStart(first, timeZone).toISOString(), to: clubDayStart(next, timeZone).toISOString() };
}
