import { checkoutLinkSchema, checkoutOutcomeSchema, membershipOfferSchema, membershipSchema } from '../../../../shared/membership/membership.schema';
import { checkoutSessionSchema } from '../../../../shared/membership/membership.schema';
import { requestOrigin } from '../../http/request-origin';
import { accountProcedure, memberProcedure, publicProcedure, router } from '../trpc';
import { getMembershipOffer } from '../../../domains/membership/applications/founding-places';
import { confirmCheckout, openBalancePayment, openRenewal } from '../../../domains/membership/payments/membership-checkout.service';
import { getMembership } from '../../../domains/membership/membership.service';

/** membership.*: the member's year. Lapsed members may read it and renew; paying a balance needs a live membership. */
export const membershipRouter = router({
  offer: publicProcedure.output(membershipOfferSchema).query(({ ctx }) => getMembershipOffer(ctx.db)),
  get: accountProcedure.output(membershipSchema).query(({ ctx }) => getMembership(ctx, ctx.user.id)),
  renew: accountProcedure.output(checkoutLinkSchema).mutation(({ ctx }) => openRenewal(ctx, ctx.user, requestOrigin(ctx.req))),
  payBalance: memberProcedure.output(checkoutLinkSchema).mutation(({ ctx }) => openBalancePayment(ctx, ctx.user, requestOrigin(ctx.req))),
  confirmCheckout: accountProcedure.input(checkoutSessionSchema).output(checkoutOutcomeSchema).mutation(({ ctx, input }) => confirmCheckout(ctx, ctx.user, input.sessionId)),
});
