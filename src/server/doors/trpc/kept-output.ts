import { isDeepStrictEqual } from 'node:util';
import { z } from 'zod';

const checked = new WeakSet<object>();

/**
 * The output schema of a query whose answer is kept and shared between requests as one frozen
 * object (a live board, until its next change): each such object is checked against `schema` once,
 * not on every read, and passes through as itself (not a parsed copy), so the query's fast path can
 * send the bytes it kept for it (`query-fast-path.ts`). As nothing is stripped, an answer carrying
 * anything beyond the schema is refused like any other that does not match.
 */
export function keptOutput<S extends z.ZodType>(schema: S) {
  return z.custom<z.output<S>>((value) => {
    if (typeof value === 'object' && value !== null && checked.has(value)) return true;
    const parsed = schema.safeParse(value);
    if (!parsed.success || !isDeepStrictEqual(parsed.data, value)) return false;
    if (typeof value === 'object' && value !== null && Object.isFrozen(value)) checked.add(value);
    return true;
  }, 'The answer does not match its schema');
}
