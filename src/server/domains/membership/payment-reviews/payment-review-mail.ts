import { formatCents } from '../../../../shared/statements/statement.schema';
import { PAYMENT_REVIEW_REASONS, type PaymentReviewReason } from '../../../../shared/payments/payment-review';
import { getClubSettings } from '../../club/club-settings.service';
import type { AppDeps } from '../../../platform/deps/deps';
import { sendMail } from '../../../platform/mail/mail.service';
import { renderEmail } from '../../../platform/mail/templates/email-layout';
import { listAdminEmails } from '../../users/users.service';
import type { ProviderSession } from '../../../platform/payment-provider/payment-provider';

/** Tells every admin (or the club's contact address) that a payment waits for a refund or a decision. */
export async function sendPaymentReviewNotice(deps: AppDeps, session: ProviderSession, reason: PaymentReviewReason): Promise<void> {
  const club = await getClubSettings(deps.db);
  const admins = await listAdminEmails(deps.db);
  const amount = session.amountCents === null ? 'an unknown amount' : `${formatCents(session.amountCents)} ${(session.currency ?? '').toUpperCase()}`.trim();
  const body = renderEmail({
    clubName: club.clubName,
    heading: 'A payment needs your review',
    paragraphs: [
      `${session.email ?? 'Someone'} paid ${amount}, but it did not count as a membership fee: ${PAYMENT_REVIEW_REASONS[reason]}.`,
      'The payer was told that the club will refund it. Please refund it, or settle it with them.',
    ],
    action: { label: 'Open payments to review', url: new URL('/admin/payments', deps.config.PUBLIC_URL).href },
  });
  for (const to of admins.length > 0 ? admins : [club.contactEmail]) {
    await sendMail(deps, { to, subject: 'A payment needs your review', ...body });
  }
}
