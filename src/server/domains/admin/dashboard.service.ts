import { countApplications } from '../membership/applications/applications.service';
import { getClubSettings } from '../club/club-settings.service';
import type { AppDeps } from '../../platform/deps/deps';
import { countEvents } from '../events/events.service';
import { clubTodayOf } from '../membership/membership.service';
import { paidThroughRange } from '../membership/status-ranges';
import { countMemberRows } from '../members/members.service';
import { countUsers } from '../users/users.service';
import { countFailedMail, countPendingApplicationsByPaid, countTeeTimesOn, countUnreadMessages } from './dashboard.repository';

interface DashboardCounts {
  members: number;
  events: number;
  /** Pending applications. */
  applications: number;
  /** Members whose year ends within the reminder window, and members past their grace period. */
  expiring: number;
  lapsed: number;
  /** Pending applications whose fee is paid (ready to approve) and not yet paid. */
  applicationsPaid: number;
  applicationsUnpaid: number;
  unreadMessages: number;
  /** Tee times booked for the club's today. */
  teeTimesToday: number;
  /** Members who owe money. */
  balancesDue: number;
  /** E-mails the mail server refused that are not delivered yet. */
  failedMail: number;
}

export async function getDashboardCounts(deps: Pick<AppDeps, 'db' | 'clock'>): Promise<DashboardCounts> {
  const { db } = deps;
  const settings = await getClubSettings(db);
  const today = clubTodayOf(deps, settings);
  const range = (status: 'expiring' | 'lapsed') => ({ ...paidThroughRange(status, today, settings), includeAdmins: false });
  const [members, events, applications, expiring, lapsed, pendingByPaid, unreadMessages, teeTimesToday, balancesDue, failedMail] = await Promise.all([
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
  };
}
