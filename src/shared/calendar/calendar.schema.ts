import { z } from 'zod';

/** Whether the member has a calendar feed (its address is shown only once, when made). */
export const calendarFeedStatusSchema = z.object({ hasFeed: z.boolean(), createdAt: z.string().nullable() });
export const calendarFeedLinkSchema = z.object({ url: z.string() });
