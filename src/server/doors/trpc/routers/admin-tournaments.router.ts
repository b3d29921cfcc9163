import { z } from 'zod';
import {
  createdSchema,
  decisionRequestSchema,
  finalResultsSchema,
  reviewItemSchema,
  tournamentIdInputSchema,
  tournamentInputSchema,
  tournamentUpdateSchema,
  windowChangeRequestSchema,
} from '../../../../shared/tournaments/tournament.schema';
import { finaliseTournament } from '../../../domains/tournaments/finalise.service';
import { decideCard, reviewQueue } from '../../../domains/tournaments/review.service';
import { adminProcedure, router } from '../trpc';
import { changeWindow, createTournament, updateTournament } from '../../../domains/tournaments/tournaments.service';

export const adminTournamentsRouter = router({
  create: adminProcedure.input(tournamentInputSchema).output(createdSchema).mutation(({ ctx, input }) => createTournament(ctx, ctx.user, input)),
  review: adminProcedure.input(tournamentIdInputSchema).output(z.array(reviewItemSchema)).query(({ ctx, input }) => reviewQueue(ctx, input.id)),
  decide: adminProcedure
    .input(decisionRequestSchema)
    .output(z.object({ status: z.string() }))
    .mutation(({ ctx, input }) => decideCard(ctx, ctx.user, input.cardId, input.decision)),
  finalise: adminProcedure.input(tournamentIdInputSchema).output(finalResultsSchema).mutation(({ ctx, input }) => finaliseTournament(ctx, ctx.user, input.id)),
  changeWindow: adminProcedure
    .input(windowChangeRequestSchema)
    .output(createdSchema)
    .mutation(({ ctx, input }) => changeWindow(ctx, ctx.user, input.tournamentId, input.round, { closesAt: input.closesAt, reason: input.reason })),
  update: adminProcedure.input(tournamentUpdateSchema).output(createdSchema).mutation(({ ctx, input }) => updateTournament(ctx, ctx.user, input.id, input.tournament)),
});
