import { dayjs } from '../../lib/dates';

/** 'Tokyo' for Asia/Tokyo, 'Buenos Aires' for America/Argentina/Buenos_Aires, 'UTC' for UTC. */
export function zoneCity(zone: string): string {
  return (zone.split('/').pop() ?? zone).replace(/_/g, ' ');
}

/** A zone's offset from UTC at an instant, in minutes. */
function offsetAt(now: Date, zone: string): number {
  return dayjs(now).tz(zone).utcOffset();
}

function span(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const hourWords = hours === 0 ? '' : `${hours} ${hours === 1 ? 'hour' : 'hours'}`;
  const minuteWords = rest === 0 ? '' : `${rest} minutes`;
  return [hourWords, minuteWords].filter(Boolean).join(' ');
}

/** How their clock stands to the viewer's now: 'Same time as you', '9 hours ahead of you', '5 hours 30 minutes behind you'. */
export function zoneDifference(now: Date, theirs: string, viewers: string): string {
  const minutes = offsetAt(now, theirs) - offsetAt(now, viewers);
  if (minutes === 0) return 'Same time as you';
  return `${span(Math.abs(minutes))} ${minutes > 0 ? 'ahead of' : 'behind'} you`;
}

/** A club day 'YYYY-MM-DD' against today: 'today', 'yesterday', '3 days ago', 'a month ago'. */
export function daysAgo(day: string, today: string): string {
  const days = dayjs.utc(today).diff(dayjs.utc(day), 'day');
  if (days <= 0) return 'today';
  if (days === 1) return 'yesterday';
  return dayjs.utc(day).from(dayjs.utc(today));
}

/** The flag emoji of a two-letter country code ('JP' is the Japanese flag). */
export function flagOf(code: string): string {
  return /^[A-Z]{2}$/.test(code) ? String.fromCodePoint(...[...code].map((letter) => 0x1f1e6 + letter.charCodeAt(0) - 65)) : '';
}
