import { createdSchema, tournamentInputSchema, tournamentUpdateSchema } from '../../../../shared/tournaments/tournament.schema';
import { adminProcedure, router } from '../trpc';
import { createTournament, updateTournament } from '../../../domains/tournaments/tournaments.service';

export const adminTournamentsRouter = router({
  create: adminProcedure.input(tournamentInputSchema).output(createdSchema).mutation(({ ctx, input }) => createTournament(ctx, ctx.user, input)),
  update: adminProcedure.input(tournamentUpdateSchema).output(createdSchema).mutation(({ ctx, input }) => updateTournament(ctx, ctx.user, input.id, input.tournament)),
});
