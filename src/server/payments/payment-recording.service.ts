import { notifyPaidApplicant } from '../applications/applicant-mail.service';
import {
  findApplicationById,
  findApplicationByPaymentSession,
  findLatestApplicationByEmail,
  markPaidIfUnpaid,
} from '../applications/applications.repository';
import type { AppDeps } from '../deps';
import type { ProviderEvent, ProviderSession } from './payment-provider';
import { insertWebhookEventIfNew } from './webhook-events.repository';

/**
 * The one road for a verified payment, used by the payment page, the webhook and the test
 * checkout. In one transaction: the event id (if any) is recorded once, the session is linked to
 * one application, and the unpaid -> paid transition happens once. The e-mail follows the commit.
 */
export async function recordVerifiedPayment(
  deps: AppDeps,
  session: ProviderSession,
  event?: Pick<ProviderEvent, 'id' | 'type'>,
): Promise<{ transitioned: boolean }> {
  const paidApplicationId = await deps.db.transaction().execute(async (trx) => {
    if (event && !(await insertWebhookEventIfNew(trx, event.id, event.type, new Date().toISOString()))) return null;
    if (session.paymentStatus !== 'paid' || !session.email) return null;
    if (await findApplicationByPaymentSession(trx, session.id)) return null;
    const application = await findLatestApplicationByEmail(trx, session.email, { unpaidOnly: true });
    if (!application) {
      deps.log.warn({ sessionId: session.id }, 'payment without an unpaid application for its e-mail');
      return null;
    }
    const changed = await markPaidIfUnpaid(trx, application.id, {
      paidAt: new Date().toISOString(),
      amountCents: session.amountCents,
      sessionId: session.id,
    });
    return changed ? application.id : null;
  });
  if (paidApplicationId === null) return { transitioned: false };
  const application = await findApplicationById(deps.db, paidApplicationId);
  if (application) await notifyPaidApplicant(deps, application);
  return { transitioned: true };
}
