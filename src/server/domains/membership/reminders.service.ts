import { addDays } from '../../../shared/club-time';
import { formatCents } from '../../../shared/statements/statement.schema';
import { getClubSettings } from '../club/club-settings.service';
import type { ReminderKind } from '../../platform/db/schema';
import type { AppDeps } from '../../platform/deps/deps';
import { sendMemberMail } from '../../platform/mail/member-mail';
import { membershipReminderEmail } from './membership-reminder.template';
import { daysBetween, membershipStandingOn } from '../../../shared/membership/membership-standing';
import { claimReminder, membersPaidThroughBetween } from './membership.repository';
import { clubTodayOf, renewalPriceOf } from './membership.service';
import { findUserById, membershipAccountOf } from '../users/users.service';
import { yieldToRequests } from '../../platform/core/yield-to-requests';
import { inTransaction } from '../../platform/db/transaction';

// A member lapsed longer ago than this is not told again (a restored old database, a long outage).
const LAPSED_NOTICE_DAYS = 30;

/**
 * The one reminder due now, if any, by the state the member is in: the renewal window has opened
 * (`expiringDays` before), a week or less is left, the renewal date has come (the day itself or
 * the grace after it: one mail for both, worded "due today" or "lapsed N days ago" by the day it
 * goes), and the grace is over. Each is sent once per paid-through date; a run that was missed
 * sends the latest one only.
 */
export function reminderDue(daysLeft: number, expiringDays: number, graceDays: number): ReminderKind | null {
  if (daysLeft > expiringDays) return null;
  if (daysLeft > 7) return '30-days';
  if (daysLeft > 0) return '7-days';
  if (daysLeft >= -graceDays) return 'due';
  return daysLeft >= -graceDays - LAPSED_NOTICE_DAYS ? 'lapsed' : null;
}

/**
 * Sends the reminders due today, each at most once per member, period and kind: the claim and
 * the queued e-mail are one transaction, so overlapping runs and restarts never send twice.
 */
export async function sendDueReminders(deps: AppDeps): Promise<number> {
  const settings = await getClubSettings(deps.db);
  const today = clubTodayOf(deps, settings);
  const from = addDays(today, -settings.graceDays - LAPSED_NOTICE_DAYS);
  const candidates = await membersPaidThroughBetween(deps.db, from, addDays(today, settings.expiringDays));
  const renewUrl = new URL('/member/renew', deps.config.PUBLIC_URL).href;
  let sent = 0;
  for (const [index, member] of candidates.entries()) {
    await yieldToRequests(index);
    if (!member.paid_through || !member.email) continue;
    const kind = reminderDue(daysBetween(today, member.paid_through), settings.expiringDays, settings.graceDays);
    if (!kind) continue;
    const paidThrough = member.paid_through;
    const email = member.email;
    const claimed = await inTransaction(deps.db, async (trx) => {
      // Read again inside the claim's transaction: a renewal meanwhile starts a new period, not this reminder.
      const user = await findUserById(trx, member.id);
      if (!user || user.paid_through !== paidThrough) return false;
      if (!(await claimReminder(trx, { user_id: member.id, paid_through: paidThrough, kind, sent_at: deps.clock.now().toISOString() })))
        return false;
      const standing = membershipStandingOn(membershipAccountOf(user), today, settings);
      const price = renewalPriceOf(user, settings);
      // Renewal reminders stay on while the membership is expiring or in grace; the lapse notice follows the member's choice.
      await sendMemberMail(
        { ...deps, db: trx },
        {
          userId: member.id,
          kind: 'membership_reminders',
          always: kind !== 'lapsed',
          message: membershipReminderEmail({
            clubName: settings.clubName,
            to: email,
            name: member.full_name ?? member.username,
            standing,
            price: formatCents(Math.round(price * 100)),
            renewUrl,
          }),
        },
      );
      return true;
    });
    if (claimed) sent += 1;
  }
  return sent;
}
