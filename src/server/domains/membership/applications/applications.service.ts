import type { z } from 'zod';
import type { SessionUser } from '../../../../shared/auth/auth.schema';
import type {
  AdminApplication,
  applicationInputSchema,
  applicationListInputSchema,
  ReviewResult,
  reviewDecisionSchema,
} from '../../../../shared/applications/application.schema';
import { AppError, notFound } from '../../../platform/core/app-error';
import { recordAudit } from '../../../platform/audit/audit.service';
import type { AppDeps } from '../../../platform/deps/deps';
import { enforceRateLimit } from '../../../platform/limits/enforce-rate-limit';
import { sendInvitationOnce, sendPaymentLink, sendReceiptOnce } from './applicant-mail.service';
import { newApplicationRow, toAdminApplication } from './application-mapper';
import { refundRejectedApplication } from './rejected-payment.service';
import {
  countApplications,
  findApplicationById,
  findLatestApplicationByEmail,
  findPendingApplicationByEmail,
  insertApplication,
  listApplicationRows,
  setStatusIfPending,
} from './applications.repository';
import { inTransaction } from '../../../platform/db/transaction';

// A deleted account's application forgets the person (data-rights).
export { scrubApplicationsOf } from './applications.repository';

// The dashboard counts applications as the admin list does.
export { countApplications, countPaidPendingApplications } from './applications.repository';

export const DUPLICATE_PENDING =
  'An application with this email address is already waiting for review. We will be in touch soon.';

/** A visitor applies; one pending application per e-mail. */
export async function submitApplication(
  deps: AppDeps,
  values: z.output<typeof applicationInputSchema>,
  ip: string,
): Promise<{ success: true; application: { id: number; status: 'pending' } }> {
  await enforceRateLimit(deps.db, deps.limiters.publicForms, `applications:${ip}`);
  if (await findPendingApplicationByEmail(deps.db, values.email)) throw new AppError('CONFLICT', DUPLICATE_PENDING);
  try {
    const row = await insertApplication(deps.db, newApplicationRow(values, deps.clock.now().toISOString()));
    return { success: true, application: { id: row.id, status: 'pending' } };
  } catch (error) {
    // Two submissions at once: the database's unique index decides.
    if (error instanceof Error && /UNIQUE constraint failed/.test(error.message)) throw new AppError('CONFLICT', DUPLICATE_PENDING);
    throw error;
  }
}

export async function listApplications(
  deps: AppDeps,
  filter: z.output<typeof applicationListInputSchema>,
): Promise<{ items: AdminApplication[]; total: number }> {
  const status = filter.status === 'all' ? undefined : filter.status;
  const [rows, total] = await Promise.all([
    listApplicationRows(deps.db, { status, limit: filter.limit, offset: filter.offset }),
    countApplications(deps.db, status),
  ]);
  return { items: rows.map(toAdminApplication), total };
}

/**
 * An admin approves or rejects a pending application. Approving an unpaid one e-mails the
 * payment link; approving a paid one e-mails the invitation.
 */
export async function reviewApplication(
  deps: AppDeps,
  actor: SessionUser,
  id: number,
  { status }: z.output<typeof reviewDecisionSchema>,
): Promise<ReviewResult> {
  const before = await findApplicationById(deps.db, id);
  if (!before) throw notFound('Application not found');
  await inTransaction(deps.db, async (trx) => {
    if (!(await setStatusIfPending(trx, id, status, deps.clock.now().toISOString()))) {
      throw new AppError('CONFLICT', 'This application has already been reviewed.');
    }
    const verb = status === 'approved' ? 'approve' : 'reject';
    await recordAudit(trx, {
      actorId: actor.id,
      action: `application.${verb}`,
      entityType: 'application',
      entityId: id,
      summary: `${status === 'approved' ? 'Approved' : 'Rejected'} the application of ${before.first_name} ${before.last_name} (${before.email})`,
      at: deps.clock.now(),
    });
  });
  const application = await findApplicationById(deps.db, id);
  if (!application) throw notFound('Application not found');
  if (status === 'rejected') {
    const refund = await refundRejectedApplication(deps, actor, application);
    return { application: toAdminApplication(application), emailSent: refund === 'refunded', email: null, refund };
  }
  if (application.paid) {
    const { emailSent } = await sendInvitationOnce(deps, application);
    return { application: toAdminApplication(application), emailSent, email: 'invitation', refund: 'none' };
  }
  const { emailSent } = await sendPaymentLink(deps, application);
  return { application: toAdminApplication(application), emailSent, email: 'payment-link', refund: 'none' };
}

/**
 * POST /api/applications/onboard {email}: after payment, the invitation when the application is
 * approved and paid, else the payment-received message. Each goes out once, so the page may call
 * this however often; the answer never tells whether the e-mail is known.
 */
export async function onboardApplicant(deps: AppDeps, email: string, ip: string): Promise<{ success: true }> {
  await enforceRateLimit(deps.db, deps.limiters.publicForms, `onboard:${ip}`);
  const application = await findLatestApplicationByEmail(deps.db, email);
  if (!application || !application.paid) return { success: true };
  if (application.status === 'approved') await sendInvitationOnce(deps, application);
  else if (application.status === 'pending') await sendReceiptOnce(deps, application);
  return { success: true };
}
