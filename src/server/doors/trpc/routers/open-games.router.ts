import { openGameIdSchema, openGameInputSchema, openGameListInputSchema, openGameListSchema, openGameSchema } from '../../../../shared/open-games/open-game.schema';
import { cancelGame, getGame, joinGame, leaveGame, listJoinableGames, listMyGames, postGame } from '../../../domains/open-games/open-games.service';
import { memberProcedure, router } from '../trpc';

/** Looking for a game: post one, see the ones to join, join, leave, cancel. */
export const openGamesRouter = router({
  list: memberProcedure
    .input(openGameListInputSchema)
    .output(openGameListSchema)
    .query(({ ctx, input }) => listJoinableGames(ctx, ctx.user, input.limit)),
  mine: memberProcedure.output(openGameListSchema).query(({ ctx }) => listMyGames(ctx, ctx.user)),
  get: memberProcedure.input(openGameIdSchema).output(openGameSchema).query(({ ctx, input }) => getGame(ctx, ctx.user, input.id)),
  create: memberProcedure.input(openGameInputSchema).output(openGameSchema).mutation(({ ctx, input }) => postGame(ctx, ctx.user, input)),
  join: memberProcedure.input(openGameIdSchema).output(openGameSchema).mutation(({ ctx, input }) => joinGame(ctx, ctx.user, input.id)),
  leave: memberProcedure.input(openGameIdSchema).output(openGameSchema).mutation(({ ctx, input }) => leaveGame(ctx, ctx.user, input.id)),
  cancel: memberProcedure.input(openGameIdSchema).output(openGameSchema).mutation(({ ctx, input }) => cancelGame(ctx, ctx.user, input.id)),
});
