import { z } from 'zod';

/** A round being played now: who, where, how far, and the match or tournament it belongs to. */
export const roundInPlaySchema = z.object({
  userId: z.number(),
  username: z.string(),
  /** The player's display name (full name, else username). */
  name: z.string(),
  /** Null on a casual match, which has no course. */
  courseName: z.string().nullable(),
  teeName: z.string().nullable(),
  /** Holes scored so far, of `holes`. */
  thru: z.number(),
  holes: z.number(),
  lastScoreAt: z.string(),
  place: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('match'), matchId: z.number() }),
    z.object({ kind: z.literal('tournament'), tournamentId: z.number(), name: z.string(), round: z.number() }),
  ]),
});
export type RoundInPlay = z.infer<typeof roundInPlaySchema>;
export const playingNowSchema = z.array(roundInPlaySchema);
