import { loginInputSchema } from '../../shared/auth/auth.schema';
import { publicProcedure, router } from '../trpc/trpc';
import { authStateOf, signIn, signOut } from './sign-in';

export const authRouter = router({
  user: publicProcedure.query(({ ctx }) => authStateOf(ctx.req)),
  login: publicProcedure.input(loginInputSchema).mutation(({ ctx, input }) => signIn(ctx, ctx.req, ctx.res, input)),
  logout: publicProcedure.mutation(({ ctx }) => signOut(ctx, ctx.req, ctx.res)),
});
