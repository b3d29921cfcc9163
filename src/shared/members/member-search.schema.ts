import { z } from 'zod';

export const MEMBER_SEARCH_LIMIT = 10;

export const memberSearchSchema = z.object({
  q: z.string('Type part of a username to search.').trim().min(1, 'Type part of a username to search.').max(50, 'Search for at most 50 characters.'),
});
