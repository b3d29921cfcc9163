import type { ClubEvent } from '../../../shared/events/event.schema';

/** RFC 5545 text escaping: backslash, semicolon, comma and newlines. */
export function escapeText(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r\n|\r|\n/g, '\\n');
}

/**
 * UTC date-time form: 20261205T140000Z (RFC 5545 3.3.5, form #2). Every entry is an instant, so each
 * calendar app shows it on its owner's clock; no VTIMEZONE is needed, and no time floats.
 */
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

/** One entry of a calendar: an event, a tee time or a match. */
export interface CalendarItem {
  /** Stable across feeds and time: calendar apps match updates on it. */
  uid: string;
  start: string;
  end: string;
  summary: string;
  description: string;
  location: string;
  category: string;
  /** Grows with each change, so subscribed apps replace their copy. */
  sequence: number;
  cancelled: boolean;
  private: boolean;
}

export function eventItem(event: ClubEvent, uidDomain: string): CalendarItem {
  return {
    uid: `event-${event.id}@${uidDomain}`,
    start: event.startDate,
    end: event.endDate,
    summary: event.title,
    description: event.description,
    location: event.location,
    category: event.category,
    sequence: 0,
    cancelled: false,
    private: event.visibility === 'members',
  };
}

interface CalendarOptions {
  name: string;
  /** Host part of event UIDs, e.g. the site's host name. */
  uidDomain: string;
  /** When the document is made (DTSTAMP). */
  now: Date;
}

/** An iCalendar (text/calendar) document with one VEVENT per event; lines end with CRLF. */
export function buildCalendar(events: ClubEvent[], options: CalendarOptions): string {
  return buildItemsCalendar(
    events.map((event) => eventItem(event, options.uidDomain)),
    options,
  );
}

export function buildItemsCalendar(items: CalendarItem[], options: CalendarOptions): string {
  const stamp = icsDateTime(options.now.toISOString());
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${escapeText(options.name)}//Club Events//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(options.name)}`,
  ];
  for (const item of items) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${item.uid}`,
      `DTSTAMP:${stamp}`,
      `DTSTART:${icsDateTime(item.start)}`,
      `DTEND:${icsDateTime(item.end)}`,
      `SUMMARY:${escapeText(item.summary)}`,
      `DESCRIPTION:${escapeText(item.description)}`,
      `LOCATION:${escapeText(item.location)}`,
      `CATEGORIES:${escapeText(item.category)}`,
      `CLASS:${item.private ? 'PRIVATE' : 'PUBLIC'}`,
      ...(item.sequence > 0 ? [`SEQUENCE:${item.sequence}`] : []),
      ...(item.cancelled ? ['STATUS:CANCELLED'] : ['STATUS:CONFIRMED']),
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return lines.map(foldLine).join('\r\n') + '\r\n';
}
