import { countApplications } from '../applications/applications.repository';
import type { Db } from '../db/database';
import { countEvents } from '../events/events.service';
import { countUsers } from '../users/users.repository';

interface DashboardCounts {
  members: number;
  events: number;
  /** Pending applications. */
  applications: number;
}

export async function getDashboardCounts(db: Db): Promise<DashboardCounts> {
  const [members, events, applications] = await Promise.all([
    countUsers(db),
    countEvents(db),
    countApplications(db, 'pending'),
  ]);
  return { members, events, applications };
}
