import { countApplications } from '../membership/applications/applications.service';
import { getClubSettings } from '../club/club-settings.service';
import type { AppDeps } from '../../platform/deps/deps';
import type { DashboardCounts } from '../../../shared/admin/dashboard.schema';
import { countEvents } from '../events/events.service';
import { clubTodayOf } from '../membership/membership.service';
import { paidThroughRange } from '../membership/status-ranges';
import { countMemberRows } from '../members/members.service';
import { countUsers } from '../users/users.service';
import { countCardsToReview } from '../tournaments/review.service';
import { countFailedMail, countPendingApplicationsByPaid, countTeeTimesOn, countUnreadMessages } from './dashboard.repository';

export async function getDashboardCounts(deps: Pick<AppDeps, 'db' | 'clock'>): Promise<DashboardCounts> {
  const { db } = deps;
  const settings = await getClubSettings(db);
  const today = clubTodayOf(deps, settings);
  const range = (status: 'expiring' | 'lapsed') => ({ ...paidThroughRange(status, today, settings), includeAdmins: false });
  const [members, events, applications, expiring, lapsed, pendingByPaid, unreadMessages, teeTimesToday, balancesDue, failedMail, cardsToReview] = await Promise.all([
    countUsers(db),
    countEvents(db),
    countApplications(db, 'pending'),
    countMemberRows(db, { paidThrough: range('expiring') }),
    countMemberRows(db, { paidThrough: range('lapsed') }),
    countPendingApplicationsByPaid(db),
    countUnreadMessages(db),
    countTeeTimesOn(db, today),
    countMemberRows(db, { balanceDue: true }),
    countFailedMail(db),
    countCardsToReview(deps),
  ]);
  return {
    members,
    events,
    applications,
    expiring,
    lapsed,
    applicationsPaid: pendingByPaid.paid,
    applicationsUnpaid: pendingByPaid.unpaid,
    unreadMessages,
    teeTimesToday,
    balancesDue,
    failedMail,
    cardsToReview,
  };
}
