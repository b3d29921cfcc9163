import { z } from 'zod';
import { FEED_PAGE_SIZE, HOME_POST_COUNT } from '../page-sizes';
import { pageLimitSchema, timeCursorSchema } from '../time-cursor';

const POST_MAX_LENGTH = 2000;

/** What a member writes; the optional image travels beside it as a file. */
export const postInputSchema = z.object({
  content: z
    .string()
    .trim()
    .min(1, 'Post content cannot be empty.')
    .max(POST_MAX_LENGTH, `Posts can be at most ${POST_MAX_LENGTH} characters.`),
});
export type PostInput = z.input<typeof postInputSchema>;

export const feedPageInputSchema = z.object({
  cursor: timeCursorSchema.nullish(),
  limit: pageLimitSchema(FEED_PAGE_SIZE),
});

export const recentInputSchema = z.object({ limit: z.coerce.number().int().min(1).max(20).default(HOME_POST_COUNT) });

/** What members write in the club (posts, match comments): who, what, when, and whether the viewer may delete it. */
export const authoredSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  username: z.string(),
  /** The author's display name: their full name, or the username when they gave none. */
  name: z.string(),
  content: z.string(),
  imageUrl: z.string().nullable(),
  thumbnailUrl: z.string().nullable(),
  createdAt: z.string(),
  /** Computed for the viewer by the server: the author, or an admin moderating. */
  canDelete: z.boolean(),
});

export const feedPostSchema = authoredSchema;
export type FeedPost = z.infer<typeof feedPostSchema>;

export const feedPageSchema = z.object({ posts: z.array(feedPostSchema), nextCursor: timeCursorSchema.nullable() });
export type FeedPage = z.infer<typeof feedPageSchema>;
