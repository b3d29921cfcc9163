import { addDays } from '../../../shared/club-time';
import { formatCents } from '../../../shared/statements/statement.schema';
import { getClubSettings } from '../club/club-settings.service';
import type { ReminderKind } from '../../platform/db/schema';
import type { AppDeps } from '../../platform/deps/deps';
import { sendMemberMailsOnce } from '../../platform/mail/member-mail';
import { membershipReminderEmail } from './membership-reminder.template';
import { daysBetween, membershipStandingOn } from '../../../shared/membership/membership-standing';
import { claimReminders, membersPaidThroughBetween } from './membership.repository';
import { clubTodayOf, renewalPriceOf } from './membership.service';
import { listUsersByIds, membershipAccountOf } from '../users/users.service';
import { setImmediate as nextTurn } from 'node:timers/promises';
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

/** Reminders per batch: one transaction reads the batch's members again, claims and queues them. */
const REMINDER_BATCH = 100;

/**
 * Sends the reminders due today, each at most once per member, period and kind, in batches: a
 * batch's members are read again, their reminders claimed and their mails queued in one
 * transaction, so overlapping runs and restarts never send twice; the requests get a turn between
 * batches.
 */
export async function sendDueReminders(deps: AppDeps): Promise<number> {
  const settings = await getClubSettings(deps.db);
  const today = clubTodayOf(deps, settings);
  const from = addDays(today, -settings.graceDays - LAPSED_NOTICE_DAYS);
  const candidates = await membersPaidThroughBetween(deps.db, from, addDays(today, settings.expiringDays));
  const renewUrl = new URL('/member/renew', deps.config.PUBLIC_URL).href;
  const due = candidates.flatMap((member) => {
    if (!member.paid_through || !member.email) return [];
    const kind = reminderDue(daysBetween(today, member.paid_through), settings.expiringDays, settings.graceDays);
    return kind ? [{ id: member.id, name: member.full_name ?? member.username, email: member.email, paidThrough: member.paid_through, kind }] : [];
  });
  let sent = 0;
  for (let start = 0; start < due.length; start += REMINDER_BATCH) {
    const batch = due.slice(start, start + REMINDER_BATCH);
    sent += await inTransaction(deps.db, async (trx) => {
      // Read again inside the claim's transaction: a renewal meanwhile starts a new period, not this reminder.
      const users = new Map((await listUsersByIds(trx, batch.map((member) => member.id))).map((user) => [user.id, user]));
      const current = batch.filter((member) => users.get(member.id)?.paid_through === member.paidThrough);
      const now = deps.clock.now().toISOString();
      const claimed = await claimReminders(
        trx,
        current.map((member) => ({ user_id: member.id, paid_through: member.paidThrough, kind: member.kind, sent_at: now })),
      );
      const mails = current.flatMap((member) => {
        const user = users.get(member.id);
        if (!user || !claimed.has(member.id)) return [];
        return [
          {
            userId: member.id,
            occasion: `${member.paidThrough}:${member.kind}`,
            // Renewal reminders stay on while the membership is expiring or in grace; the lapse notice follows the member's choice.
            always: member.kind !== 'lapsed',
            message: membershipReminderEmail({
              clubName: settings.clubName,
              to: member.email,
              name: member.name,
              standing: membershipStandingOn(membershipAccountOf(user), today, settings),
              price: formatCents(Math.round(renewalPriceOf(user, settings) * 100)),
              renewUrl,
            }),
          },
        ];
      });
      await sendMemberMailsOnce({ ...deps, db: trx }, 'membership_reminders', mails);
      return claimed.size;
    });
    await nextTurn();
  }
  return sent;
}
