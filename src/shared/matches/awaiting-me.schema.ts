import { z } from 'zod';

/** A card waiting for the member: to attest a partner's finished round, or to confirm the scores someone entered for them. */
export const cardAwaitingSchema = z.object({
  matchId: z.number(),
  roundId: z.number(),
  /** The club day the match was played. */
  date: z.string(),
  action: z.enum(['attest', 'confirm']),
  /** Whose card it is (the member's own for 'confirm'). */
  playerId: z.number(),
  playerName: z.string(),
});
export type CardAwaiting = z.infer<typeof cardAwaitingSchema>;
export const cardsAwaitingSchema = z.array(cardAwaitingSchema);
