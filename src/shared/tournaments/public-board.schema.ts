import { z } from 'zod';
import { boardVersionSchema, leaderboardRowSchema, TOURNAMENT_FORMATS, TOURNAMENT_PHASES, tournamentIdSchema } from './tournament.schema';

// What the public site may know of a tournament the committee published: its name, format, rounds
// and the board with first names and last initials. No member ids, e-mails, fees or entrants' list.

export const publicRoundSchema = z.object({
  number: z.number(),
  course: z.string(),
  tee: z.string(),
  opensAt: z.string(),
  closesAt: z.string(),
});

export const publicTournamentSchema = z.object({
  id: z.number(),
  name: z.string(),
  format: z.enum(TOURNAMENT_FORMATS),
  phase: z.enum(TOURNAMENT_PHASES),
  rounds: z.array(publicRoundSchema),
});
export type PublicTournament = z.infer<typeof publicTournamentSchema>;

/** The public site's results come this many at a time, the latest first (each is a card with its rounds). */
export const PUBLIC_RESULTS_PAGE = 10;

/**
 * tournaments.publicList: without `before`, every published tournament not yet finalised and the
 * first page of the finalised ones (PUBLIC_RESULTS_PAGE, the latest first); with it, the page of
 * finalised ones after that tournament (the last of the page before).
 */
export const publicTournamentListInputSchema = z.object({ before: tournamentIdSchema.optional() });
export type PublicTournamentListInput = z.infer<typeof publicTournamentListInputSchema>;

export const publicTournamentListSchema = z.object({
  tournaments: z.array(publicTournamentSchema),
  /** The `before` of the next page of finalised tournaments, or null when there is none. */
  next: z.number().nullable(),
});
export type PublicTournamentList = z.infer<typeof publicTournamentListSchema>;

/** A row of the public board: the member's board row without the member's id. */
export const publicBoardRowSchema = leaderboardRowSchema.omit({ userId: true });
export type PublicBoardRow = z.infer<typeof publicBoardRowSchema>;

export const publicBoardSchema = z.object({
  tournament: publicTournamentSchema,
  basis: z.enum(['net', 'gross']),
  /** One board per flight in the committee's order (then anyone without one), or one board without flights. */
  boards: z.array(z.object({ flight: z.string().nullable(), rows: z.array(publicBoardRowSchema) })),
  /** When the server read the board. */
  updatedAt: z.string(),
  /** The board's version: every change up to it is on the board (a live update names the next). */
  version: z.number(),
});
export type PublicBoard = z.infer<typeof publicBoardSchema>;

export const publicBoardInputSchema = z.object({
  id: tournamentIdSchema,
  basis: z.enum(['net', 'gross'], 'Choose net or gross').default('net'),
  version: boardVersionSchema.optional(),
});
