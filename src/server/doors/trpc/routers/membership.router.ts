import { checkoutSessionSchema } from '../../../../shared/membership/membership.schema';
import { accountProcedure, memberProcedure, publicProcedure, router } from '../trpc';
import { getMembershipOffer } from '../../../domains/membership/applications/founding-places';
import { confirmCheckout, openBalancePayment, openRenewal } from '../../../domains/membership/payments/membership-checkout.service';
import { getMembership } from '../../../domains/membership/membership.service';

/** membership.*: the member's year. Lapsed members may read it and renew; paying a balance needs a live membership. */
export const membershipRouter = router({
  offer: publicProcedure.query(({ ctx }) => getMembershipOffer(ctx.db)),
  get: accountProcedure.query(({ ctx }) => getMembership(ctx, ctx.user.id)),
  renew: accountProcedure.mutation(({ ctx }) => openRenewal(ctx, ctx.user)),
  payBalance: memberProcedure.mutation(({ ctx }) => openBalancePayment(ctx, ctx.user)),
  confirmCheckout: accountProcedure.input(checkoutSessionSchema).mutation(({ ctx, input }) => confirmCheckout(ctx, ctx.user, input.sessionId)),
});
