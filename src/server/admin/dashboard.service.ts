import type { Db } from '../db/database';
import { countEvents } from '../events/events.service';
import { countUsers } from '../users/users.repository';

export interface DashboardCounts {
  members: number;
  events: number;
}

export async function getDashboardCounts(db: Db): Promise<DashboardCounts> {
  const [members, events] = await Promise.all([countUsers(db), countEvents(db)]);
  return { members, events };
}
