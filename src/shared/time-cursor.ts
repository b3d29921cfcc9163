import { z } from 'zod';

/** Where the next page of a newest-first list starts: the last item seen (posts and comments alike). */
export const timeCursorSchema = z.object({ createdAt: z.iso.datetime(), id: z.number().int().positive() });
export type TimeCursor = z.infer<typeof timeCursorSchema>;

/** The page size rule every newest-first list shares. */
export function pageLimitSchema(defaultSize: number) {
  return z.coerce.number().int().min(1).max(50).default(defaultSize);
}

/** The REST doors carry the cursor in the query string as ?cursorCreatedAt=...&cursorId=... */
export const timeCursorQuerySchema = z
  .object({
    cursorCreatedAt: z.iso.datetime().optional(),
    cursorId: z.coerce.number().int().positive().optional(),
  })
  .transform(({ cursorCreatedAt, cursorId }): TimeCursor | null =>
    cursorCreatedAt && cursorId ? { createdAt: cursorCreatedAt, id: cursorId } : null,
  );
