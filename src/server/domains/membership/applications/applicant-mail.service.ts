import { membershipOfferOf } from './founding-places';
import { getClubSettings } from '../../club/club-settings.service';
import type { AppDeps } from '../../../platform/deps/deps';
import type { ApplicationRow } from '../../../platform/db/schema';
import { sendMail } from '../../../platform/mail/mail.service';
import type { MailResult } from '../../../platform/mail/mail.types';
import { invitationEmail } from './invitation.template';
import { paymentLinkEmail } from './payment-link.template';
import { paymentReceivedEmail } from './payment-received.template';
import { INVITATION_TTL_MS, issueInvitation } from './invitation.service';
import { claimInvitation, claimReceipt } from './applications.repository';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

function siteUrl(deps: AppDeps, path: string): string {
  return new URL(path, deps.config.PUBLIC_URL).href;
}

/** Approving an unpaid application: the payment link, which leads through /payment to the provider. */
export async function sendPaymentLink(deps: AppDeps, application: ApplicationRow): Promise<MailResult> {
  const club = await getClubSettings(deps.db);
  const { price } = await membershipOfferOf(deps.db, club);
  return sendMail(
    deps,
    paymentLinkEmail({
      clubName: club.clubName,
      to: application.email,
      firstName: application.first_name,
      paymentUrl: siteUrl(deps, `/payment?email=${encodeURIComponent(application.email)}`),
      price: usd.format(price),
    }),
  );
}

/** The invitation, at most once per application (again only after the last one expired unused). */
export async function sendInvitationOnce(deps: AppDeps, application: ApplicationRow): Promise<MailResult & { sent: boolean }> {
  const now = deps.clock.now().getTime();
  const claimed = await claimInvitation(
    deps.db,
    application.id,
    new Date(now).toISOString(),
    new Date(now - INVITATION_TTL_MS).toISOString(),
  );
  if (!claimed) return { emailSent: true, sent: false };
  const token = await issueInvitation(deps.db, application.id, now);
  const club = await getClubSettings(deps.db);
  const result = await sendMail(
    deps,
    invitationEmail({
      clubName: club.clubName,
      to: application.email,
      firstName: application.first_name,
      onboardUrl: siteUrl(deps, `/onboard?token=${encodeURIComponent(token)}`),
    }),
  );
  return { ...result, sent: true };
}

/** Paying a pending application: the receipt saying the review is pending, once. */
export async function sendReceiptOnce(deps: AppDeps, application: ApplicationRow): Promise<MailResult & { sent: boolean }> {
  if (!(await claimReceipt(deps.db, application.id, deps.clock.now().toISOString()))) return { emailSent: true, sent: false };
  const club = await getClubSettings(deps.db);
  const amount = application.amount_paid_cents ?? Math.round(club.membershipPrice * 100);
  const result = await sendMail(
    deps,
    paymentReceivedEmail({
      clubName: club.clubName,
      to: application.email,
      firstName: application.first_name,
      amount: usd.format(amount / 100),
    }),
  );
  return { ...result, sent: true };
}

/** After a payment: approved gets the invitation, pending the receipt; a rejected one waits for its refund. */
export async function notifyPaidApplicant(deps: AppDeps, application: ApplicationRow): Promise<void> {
  if (!application.paid) return;
  if (application.status === 'approved') await sendInvitationOnce(deps, application);
  else if (application.status === 'pending') await sendReceiptOnce(deps, application);
}
