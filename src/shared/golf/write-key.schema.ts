import { z } from 'zod';

/** A UUID's shape (a plain pattern: zod's own UUID check would weigh on every page that loads a schema). */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The key a phone makes for one hole write it kept while offline (a UUID): sent again with the same
 * key, the write is recognised and made once (docs/decisions/play-from-anywhere.md, Offline scorecards).
 */
export const writeKeySchema = z.string().regex(UUID, 'The write key is a UUID.').optional();
