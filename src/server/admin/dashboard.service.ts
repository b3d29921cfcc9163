import { countApplications } from '../applications/applications.repository';
import { getClubSettings } from '../club/club-settings.service';
import type { AppDeps } from '../deps';
import { countEvents } from '../events/events.service';
import { clubTodayOf } from '../membership/membership.service';
import { paidThroughRange } from '../membership/status-ranges';
import { countMemberRows } from '../members/members.repository';
import { countUsers } from '../users/users.repository';

interface DashboardCounts {
  members: number;
  events: number;
  /** Pending applications. */
  applications: number;
  /** Members whose year ends within the reminder window, and members past their grace period. */
  expiring: number;
  lapsed: number;
}

export async function getDashboardCounts(deps: Pick<AppDeps, 'db' | 'clock'>): Promise<DashboardCounts> {
  const { db } = deps;
  const settings = await getClubSettings(db);
  const today = clubTodayOf(deps, settings);
  const range = (status: 'expiring' | 'lapsed') => ({ ...paidThroughRange(status, today, settings), includeAdmins: false });
  const [members, events, applications, expiring, lapsed] = await Promise.all([
    countUsers(db),
    countEvents(db),
    countApplications(db, 'pending'),
    countMemberRows(db, undefined, range('expiring')),
    countMemberRows(db, undefined, range('lapsed')),
  ]);
  return { members, events, applications, expiring, lapsed };
}
