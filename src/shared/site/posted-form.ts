/**
 * The public forms post natively (they work before and without scripts) to their own page's path.
 * The same answer serves both ways of sending: a browser without scripts gets the page again,
 * rendered with this state (what was typed, the messages next to the fields), or a 303 onwards;
 * the page's script sends the same post with `Accept: application/json` and reads it as JSON.
 */

/** A posted field: one value, or several for checkboxes sharing a name. */
export type PostedFields = Record<string, string | string[]>;

/** A message for the whole form, shown where the scripts would show a toast. */
export interface FormNotice {
  tone: 'success' | 'error';
  title: string;
  text: string;
}

/** What the server rendered a refused post with; read by the form on its page. */
export interface PostedFormState {
  /** The form's path (its page), e.g. `/contact`. */
  action: string;
  /** What was typed, passwords left out. */
  values: PostedFields;
  /** The first message per field. */
  errors: Record<string, string>;
  notice: FormNotice | null;
}

/** The JSON answer to a post sent by script. `data` is what the page needs next (e.g. the signed-in user). */
export type FormAnswer =
  /** `location` null: the form goes on to its next step on the same page (e.g. the sign-in code). */
  | { ok: true; location: string | null; notice: FormNotice | null; data: unknown }
  | { ok: false; errors: Record<string, string>; notice: FormNotice | null };

/** Where the server leaves the refused post's state in the page's query cache. */
export const POSTED_FORM_KEY = ['posted-form'] as const;

/** Asks the server for the JSON answer instead of a page. */
export const FORM_ANSWER_ACCEPT = 'application/json';

/** The first message of each field, from zod's flattened field errors. */
export function firstFieldErrors(fieldErrors: Record<string, string[] | undefined> | undefined): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [field, messages] of Object.entries(fieldErrors ?? {})) {
    const [first] = messages ?? [];
    if (first !== undefined) result[field] = first;
  }
  return result;
}

/** A form's fields as posted, repeated names kept as lists. */
export function fieldsOf(entries: Iterable<[string, unknown]>): PostedFields {
  const fields: PostedFields = {};
  for (const [name, value] of entries) {
    if (typeof value !== 'string') continue;
    const existing = fields[name];
    if (existing === undefined) fields[name] = value;
    else fields[name] = Array.isArray(existing) ? [...existing, value] : [existing, value];
  }
  return fields;
}

/** One posted field as text ('' when absent; the first when repeated). */
export function textField(fields: PostedFields, name: string): string {
  const value = fields[name];
  return (Array.isArray(value) ? value[0] : value) ?? '';
}

/** One posted field as a list (checkboxes). */
export function listField(fields: PostedFields, name: string): string[] {
  const value = fields[name];
  return value === undefined ? [] : Array.isArray(value) ? value : [value];
}
