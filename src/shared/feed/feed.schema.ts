import { z } from 'zod';
import { MATCH_FORMATS, ROUND_HOLES } from '../golf/round-setup';
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

/** A match result as the club posts it: what was played, and each named player's place and score. */
export const storedResultSchema = z.object({
  format: z.enum(MATCH_FORMATS),
  courseName: z.string(),
  teeName: z.string(),
  holes: z.enum(ROUND_HOLES),
  /** Match play's one line ("alice won 3 & 2"); null on stroke play and Stableford. */
  summary: z.string().nullable(),
  players: z.array(z.object({ userId: z.number(), place: z.number(), score: z.string() })),
});
export type StoredResult = z.infer<typeof storedResultSchema>;

/** The result card the feed shows: the players named, and a photo from the match when one was taken. */
export const resultCardSchema = storedResultSchema.extend({
  matchId: z.number(),
  players: z.array(z.object({ userId: z.number(), name: z.string(), place: z.number(), score: z.string() })),
  photoUrl: z.string().nullable(),
});
export type ResultCard = z.infer<typeof resultCardSchema>;

/** A post; a match result is a card from the club (`result`), whoever saved the last score. */
export const feedPostSchema = authoredSchema.extend({ result: resultCardSchema.nullable() });
export type FeedPost = z.infer<typeof feedPostSchema>;

export const feedPageSchema = z.object({ posts: z.array(feedPostSchema), nextCursor: timeCursorSchema.nullable() });
export type FeedPage = z.infer<typeof feedPageSchema>;
