import { recoveryCodesSchema, twoFactorEnrolmentSchema, twoFactorStatusSchema } from '../../../../shared/auth/two-factor.schema';
import { successSchema } from '../../../../shared/result.schema';
import { twoFactorConfirmSchema, twoFactorPasswordSchema, twoFactorTurnOffSchema } from '../../../../shared/auth/two-factor.schema';
import { accountProcedure, router } from '../trpc';
import { beginTwoFactorSetup, confirmTwoFactorSetup, renewRecoveryCodes, turnOffTwoFactor, twoFactorStatus } from '../../../domains/auth/two-factor/two-factor-enrolment.service';

/** profile.twoFactor.*: a member's own second factor, on the profile's Security tab. */
export const twoFactorRouter = router({
  status: accountProcedure.output(twoFactorStatusSchema).query(({ ctx }) => twoFactorStatus(ctx.db, ctx.user.id)),
  begin: accountProcedure.output(twoFactorEnrolmentSchema).mutation(({ ctx }) => beginTwoFactorSetup(ctx, ctx.user.id)),
  confirm: accountProcedure
    .input(twoFactorConfirmSchema).output(recoveryCodesSchema)
    .mutation(({ ctx, input }) => confirmTwoFactorSetup(ctx, ctx.user.id, input, ctx.req.sessionToken)),
  turnOff: accountProcedure.input(twoFactorTurnOffSchema).output(successSchema).mutation(({ ctx, input }) => turnOffTwoFactor(ctx, ctx.user.id, input)),
  renewRecoveryCodes: accountProcedure.input(twoFactorPasswordSchema).output(recoveryCodesSchema).mutation(({ ctx, input }) => renewRecoveryCodes(ctx, ctx.user.id, input)),
});
