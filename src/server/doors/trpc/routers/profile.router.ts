import { profileSchema } from '../../../../shared/profile/profile.schema';
import { successSchema } from '../../../../shared/result.schema';
import { accountDeletionSchema, passwordChangeSchema, postResultsSchema, profileInputSchema, timeZoneInputSchema } from '../../../../shared/profile/profile.schema';
import { twoFactorRouter } from './two-factor.router';
import { deleteOwnAccount } from '../../../domains/data-rights/account-deletion.service';
import { clearSessionCookie } from '../../http/request-user';
import { accountProcedure, router } from '../trpc';
import { changePassword, getProfile, setPostResults, setTimeZone, updateProfile } from '../../../domains/profile/profile.service';

export const profileRouter = router({
  get: accountProcedure.output(profileSchema).query(({ ctx }) => getProfile(ctx, ctx.user.id)),
  update: accountProcedure.input(profileInputSchema).output(profileSchema).mutation(({ ctx, input }) => updateProfile(ctx, ctx.user.id, input)),
  setPostResults: accountProcedure.input(postResultsSchema).output(profileSchema).mutation(({ ctx, input }) => setPostResults(ctx, ctx.user.id, input.postResults)),
  setTimeZone: accountProcedure.input(timeZoneInputSchema).output(profileSchema).mutation(({ ctx, input }) => setTimeZone(ctx, ctx.user.id, input.timeZone)),
  deleteAccount: accountProcedure.input(accountDeletionSchema).output(successSchema).mutation(async ({ ctx, input }) => {
    const result = await deleteOwnAccount(ctx, ctx.user.id, input);
    clearSessionCookie(ctx.res, ctx);
    return result;
  }),
  changePassword: accountProcedure
    .input(passwordChangeSchema).output(successSchema)
    .mutation(({ ctx, input }) => changePassword(ctx, ctx.user.id, input, ctx.req.sessionToken)),
  twoFactor: twoFactorRouter,
});
