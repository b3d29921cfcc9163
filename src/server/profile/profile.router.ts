import { passwordChangeSchema, profileInputSchema } from '../../shared/profile/profile.schema';
import { memberProcedure, router } from '../trpc/trpc';
import { changePassword, getProfile, updateProfile } from './profile.service';

export const profileRouter = router({
  get: memberProcedure.query(({ ctx }) => getProfile(ctx.db, ctx.user.id)),
  update: memberProcedure.input(profileInputSchema).mutation(({ ctx, input }) => updateProfile(ctx.db, ctx.user.id, input)),
  changePassword: memberProcedure
    .input(passwordChangeSchema)
    .mutation(({ ctx, input }) => changePassword(ctx, ctx.user.id, input, ctx.req.sessionToken)),
});
