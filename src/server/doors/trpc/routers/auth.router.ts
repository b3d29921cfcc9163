import { loginInputSchema } from '../../../../shared/auth/auth.schema';
import { twoFactorSignInSchema } from '../../../../shared/auth/two-factor.schema';
import { forgotPasswordSchema, resetPasswordInputSchema } from '../../../../shared/auth/onboarding.schema';
import { publicProcedure, router } from '../trpc';
import { requestPasswordReset, resetPassword } from '../../../domains/auth/password-reset.service';
import { authStateOf, signIn, signInWithSecondFactor, signOut } from '../../http/sign-in';

export const authRouter = router({
  user: publicProcedure.query(({ ctx }) => authStateOf(ctx.req)),
  login: publicProcedure.input(loginInputSchema).mutation(({ ctx, input }) => signIn(ctx, ctx.req, ctx.res, input)),
  verifyTwoFactor: publicProcedure
    .input(twoFactorSignInSchema)
    .mutation(({ ctx, input }) => signInWithSecondFactor(ctx, ctx.req, ctx.res, input)),
  logout: publicProcedure.mutation(({ ctx }) => signOut(ctx, ctx.req, ctx.res)),
  forgotPassword: publicProcedure.input(forgotPasswordSchema).mutation(({ ctx, input }) => requestPasswordReset(ctx, input, ctx.ip)),
  resetPassword: publicProcedure.input(resetPasswordInputSchema).mutation(({ ctx, input }) => resetPassword(ctx, input)),
});
