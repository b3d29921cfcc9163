import type { FastifyInstance } from 'fastify';
import { checkoutLinkSchema, membershipChangeResultSchema, membershipRestSchema } from '../../../shared/membership/membership.schema';
import { jsonResponse } from '../http/response-schema';
import { paidThroughChangeSchema } from '../../../shared/membership/membership.schema';
import { memberIdSchema } from '../../../shared/members/member.schema';
import type { AppDeps } from '../../platform/deps/deps';
import { requestOrigin } from '../http/request-origin';
import { requireAccountHolder, requireAdmin, requireMember } from '../http/require-role';
import { openBalancePayment, openRenewal } from '../../domains/membership/payments/membership-checkout.service';
import { getMembership, setPaidThrough } from '../../domains/membership/membership.service';
import { parseInput } from '../../platform/validation/parse-input';

/** The membership year's REST calls; their shapes are fixed for other clients. */
export function registerMembershipRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.get('/api/membership', jsonResponse(membershipRestSchema), async (request) => {
    const { status, paidThrough, renewalPrice, balanceDue, renewalDate, renewalOpensOn, canRenew } = await getMembership(deps, requireAccountHolder(request).id);
    return { status, paidThrough, renewalPrice, balanceDue, renewalDate, renewalOpensOn, canRenew };
  });
  app.post('/api/membership/renew', jsonResponse(checkoutLinkSchema), async (request) => openRenewal(deps, requireAccountHolder(request), requestOrigin(request)));
  app.post('/api/statements/pay', jsonResponse(checkoutLinkSchema), async (request) => openBalancePayment(deps, requireMember(request), requestOrigin(request)));
  app.put<{ Params: { id: string } }>('/api/admin/members/:id/membership', jsonResponse(membershipChangeResultSchema), async (request) =>
    setPaidThrough(deps, requireAdmin(request), parseInput(memberIdSchema, request.params.id), parseInput(paidThroughChangeSchema, request.body)),
  );
}
