import type { ClubEvent } from '../../shared/events/event.schema';

/** RFC 5545 text escaping: backslash, semicolon, comma and newlines. */
export function escapeText(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r\n|\r|\n/g, '\\n');
}

/** UTC date-time form: 20261205T140000Z. */
function icsDateTime(iso: string): string {
  return new Date(iso).toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
}

/** Folds a content line at 75 octets (UTF-8), continuing with CRLF and one space. */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let bytes = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    const limit = parts.length === 0 ? 75 : 74;
    if (bytes + size > limit) {
      parts.push(current);
      current = '';
      bytes = 0;
    }
    current += char;
    bytes += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

interface CalendarOptions {
  name: string;
  /** Host part of event UIDs, e.g. the site's host name. */
  uidDomain: string;
  now?: Date;
}

/** An iCalendar (text/calendar) document with one VEVENT per event; lines end with CRLF. */
export function buildCalendar(events: ClubEvent[], options: CalendarOptions): string {
  const stamp = icsDateTime((options.now ?? new Date()).toISOString());
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${escapeText(options.name)}//Club Events//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(options.name)}`,
  ];
  for (const event of events) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:event-${event.id}@${options.uidDomain}`,
      `DTSTAMP:${stamp}`,
      `DTSTART:${icsDateTime(event.startDate)}`,
      `DTEND:${icsDateTime(event.endDate)}`,
      `SUMMARY:${escapeText(event.title)}`,
      `DESCRIPTION:${escapeText(event.description)}`,
      `LOCATION:${escapeText(event.location)}`,
      `CATEGORIES:${escapeText(event.category)}`,
      `CLASS:${event.visibility === 'members' ? 'PRIVATE' : 'PUBLIC'}`,
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return lines.map(foldLine).join('\r\n') + '\r\n';
}
