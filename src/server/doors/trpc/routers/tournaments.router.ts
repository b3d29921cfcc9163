import { z } from 'zod';
import {
  cardIdSchema,
  cardToAttestSchema,
  holeInputSchema,
  openCardInputSchema,
  submitInputSchema,
  tournamentCardSchema,
  entryAnswerSchema,
  leaderboardInputSchema,
  challengeRequestSchema,
  meritStandingSchema,
  leaderboardSchema,
  entryRequestSchema,
  tournamentDetailSchema,
  tournamentIdInputSchema,
  tournamentListQuerySchema,
  tournamentListSchema,
} from '../../../../shared/tournaments/tournament.schema';
import { memberProcedure, publicProcedure, router } from '../trpc';
import { answerEntry } from '../../../domains/tournaments/entries.service';
import { keptOutput } from '../kept-output';
import { getLeaderboard } from '../../../domains/tournaments/leaderboard.service';
import { getPublicBoard, listPublicTournaments } from '../../../domains/tournaments/public-board.service';
import { publicBoardInputSchema, publicBoardSchema, publicTournamentListInputSchema, publicTournamentListSchema } from '../../../../shared/tournaments/public-board.schema';
import { orderOfMerit } from '../../../domains/tournaments/order-of-merit.service';
import { challengeCard } from '../../../domains/tournaments/review.service';
import { successSchema } from '../../../../shared/result.schema';
import { attestCard, getCard, listCardsToAttest, openCard, submitCard, writeHole } from '../../../domains/tournaments/cards.service';
import { getTournament, listTournaments } from '../../../domains/tournaments/tournaments.service';

/** tournaments.*: what members see and do; the committee's side is admin.tournaments. */
export const tournamentsRouter = router({
  // The public site: published tournaments only, public fields only, for anyone.
  publicList: publicProcedure
    .input(publicTournamentListInputSchema.optional()).output(publicTournamentListSchema)
    .query(({ ctx, input }) => listPublicTournaments(ctx, input)),
  publicBoard: publicProcedure.input(publicBoardInputSchema).output(publicBoardSchema).query(({ ctx, input }) => getPublicBoard(ctx, input.id, input.basis, input.version)),
  list: memberProcedure.input(tournamentListQuerySchema.optional()).output(tournamentListSchema).query(({ ctx, input }) => listTournaments(ctx, input)),
  get: memberProcedure.input(tournamentIdInputSchema).output(tournamentDetailSchema).query(({ ctx, input }) => getTournament(ctx, ctx.user, input.id)),
  openCard: memberProcedure
    .input(openCardInputSchema)
    .output(tournamentCardSchema)
    .mutation(({ ctx, input }) => openCard(ctx, ctx.user, input.tournamentId, input.round)),
  card: memberProcedure.input(z.object({ id: cardIdSchema })).output(tournamentCardSchema).query(({ ctx, input }) => getCard(ctx, ctx.user, input.id)),
  hole: memberProcedure.input(holeInputSchema).output(tournamentCardSchema).mutation(({ ctx, input }) => writeHole(ctx, ctx.user, input.cardId, input.hole, input.strokes, input.writeKey)),
  submit: memberProcedure
    .input(submitInputSchema)
    .output(z.object({ status: z.literal('submitted') }))
    .mutation(({ ctx, input }) => submitCard(ctx, ctx.user, input.cardId, input.markerId)),
  attest: memberProcedure
    .input(z.object({ cardId: cardIdSchema }))
    .output(z.object({ status: z.literal('attested') }))
    .mutation(({ ctx, input }) => attestCard(ctx, ctx.user, input.cardId)),
  // The board is kept per version and shared by its readers: checked once, sent as kept bytes.
  leaderboard: memberProcedure
    .input(leaderboardInputSchema)
    .output(keptOutput(leaderboardSchema))
    .query(({ ctx, input }) => getLeaderboard(ctx, ctx.user, input.id, { basis: input.basis, flight: input.flight, version: input.version })),
  toAttest: memberProcedure.output(z.array(cardToAttestSchema)).query(({ ctx }) => listCardsToAttest(ctx.db, ctx.user)),
  challenge: memberProcedure.input(challengeRequestSchema).output(successSchema).mutation(({ ctx, input }) => challengeCard(ctx, ctx.user, input.cardId, input.reason)),
  orderOfMerit: memberProcedure.output(z.array(meritStandingSchema)).query(({ ctx }) => orderOfMerit(ctx)),
  enter: memberProcedure.input(entryRequestSchema).output(entryAnswerSchema).mutation(({ ctx, input }) => answerEntry(ctx, ctx.user, input.tournamentId, input.enter)),
});
