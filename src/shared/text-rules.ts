import { z } from 'zod';
import { isRealCalendarDate } from './calendar-date';

// Control characters never belong in what members and visitors type: NUL hides the rest of a name
// ("casey\0x" shows as "casey"), and others break e-mail, CSV and calendar files.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_EXCEPT_LINE_BREAKS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
const LINE_BREAKS = /[\r\n\t\u2028\u2029]/;

export const CONTROL_CHARACTERS_MESSAGE = 'Text cannot contain control characters.';
export const ONE_LINE_MESSAGE = 'Please keep this to one line.';

/** Whether a text (anywhere in a request) holds a control character other than line breaks and tabs. */
export function hasControlCharacters(value: string): boolean {
  return CONTROL_EXCEPT_LINE_BREAKS.test(value);
}

/** A one-line field (names, titles, search): no line breaks or tabs either. */
export function oneLine(schema: z.ZodString) {
  return schema.refine((value) => !LINE_BREAKS.test(value), ONE_LINE_MESSAGE);
}

/** Every string in a parsed JSON body or query, however deep. */
export function someTextHasControlCharacters(input: unknown, depth = 0): boolean {
  if (typeof input === 'string') return hasControlCharacters(input);
  if (depth > 10 || input === null || typeof input !== 'object') return false;
  const values: unknown[] = Array.isArray(input) ? input : Object.values(input);
  return values.some((value) => someTextHasControlCharacters(value, depth + 1));
}

const HORIZON_YEARS = 2;

/** A real calendar day, no further ahead than the club plans (two years). */
export function calendarDateSchema(message: string) {
  return z
    .string(message)
    .refine(isRealCalendarDate, message)
    .refine((value) => {
      const horizon = new Date();
      horizon.setUTCFullYear(horizon.getUTCFullYear() + HORIZON_YEARS);
      return value <= horizon.toISOString().slice(0, 10);
    }, `Please choose a date within the next ${HORIZON_YEARS} years.`);
}
