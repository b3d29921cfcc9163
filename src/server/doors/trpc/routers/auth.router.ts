import { authStateSchema, loginResultSchema } from '../../../../shared/auth/auth.schema';
import { successSchema } from '../../../../shared/result.schema';
import { forgotPasswordResultSchema } from '../../../../shared/auth/onboarding.schema';
import { loginInputSchema } from '../../../../shared/auth/auth.schema';
import { twoFactorSignInSchema } from '../../../../shared/auth/two-factor.schema';
import { forgotPasswordSchema, resetPasswordInputSchema } from '../../../../shared/auth/onboarding.schema';
import { publicProcedure, router } from '../trpc';
import { requestPasswordReset, resetPassword } from '../../../domains/auth/password-reset.service';
import { authStateOf, signIn, signInWithSecondFactor, signOut } from '../../http/sign-in';

export const authRouter = router({
  user: publicProcedure.output(authStateSchema).query(({ ctx }) => authStateOf(ctx.req)),
  login: publicProcedure.input(loginInputSchema).output(loginResultSchema).mutation(({ ctx, input }) => signIn(ctx, ctx.req, ctx.res, input)),
  verifyTwoFactor: publicProcedure
    .input(twoFactorSignInSchema).output(loginResultSchema)
    .mutation(({ ctx, input }) => signInWithSecondFactor(ctx, ctx.req, ctx.res, input)),
  logout: publicProcedure.output(successSchema).mutation(({ ctx }) => signOut(ctx, ctx.req, ctx.res)),
  forgotPassword: publicProcedure.input(forgotPasswordSchema).output(forgotPasswordResultSchema).mutation(({ ctx, input }) => requestPasswordReset(ctx, input, ctx.ip)),
  resetPassword: publicProcedure.input(resetPasswordInputSchema).output(successSchema).mutation(({ ctx, input }) => resetPassword(ctx, input)),
});
