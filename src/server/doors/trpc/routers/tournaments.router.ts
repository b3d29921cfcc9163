import { z } from 'zod';
import {
  entryAnswerSchema,
  entryRequestSchema,
  tournamentDetailSchema,
  tournamentIdInputSchema,
  tournamentSummarySchema,
} from '../../../../shared/tournaments/tournament.schema';
import { memberProcedure, router } from '../trpc';
import { answerEntry } from '../../../domains/tournaments/entries.service';
import { getTournament, listTournaments } from '../../../domains/tournaments/tournaments.service';

/** tournaments.*: what members see and do; the committee's side is admin.tournaments. */
export const tournamentsRouter = router({
  list: memberProcedure.output(z.array(tournamentSummarySchema)).query(({ ctx }) => listTournaments(ctx)),
  get: memberProcedure.input(tournamentIdInputSchema).output(tournamentDetailSchema).query(({ ctx, input }) => getTournament(ctx, ctx.user, input.id)),
  enter: memberProcedure.input(entryRequestSchema).output(entryAnswerSchema).mutation(({ ctx, input }) => answerEntry(ctx, ctx.user, input.tournamentId, input.enter)),
});
