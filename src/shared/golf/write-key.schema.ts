import { z } from 'zod';

/**
 * The key a phone makes for one hole write it kept while offline (a UUID): sent again with the same
 * key, the write is recognised and made once (docs/decisions/play-from-anywhere.md, Offline scorecards).
 */
export const writeKeySchema = z.uuid('The write key is a UUID.').optional();
