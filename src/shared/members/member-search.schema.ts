import { z } from 'zod';
import { oneLine } from '../text-rules';

export const MEMBER_SEARCH_LIMIT = 10;

export const memberSearchSchema = z.object({
  q: oneLine(z.string('Type part of a name to search.').trim().min(1, 'Type part of a name to search.').max(50, 'Search for at most 50 characters.')),
});
