import { clubInstant, clubToday as clubDate, dayjs } from '../../src/shared/club-time';
import type { Config } from '../../src/server/platform/config/config';
import type { Db } from '../../src/server/platform/db/db';

export interface SeedContext {
  db: Db;
  config: Config;
  /** Demo members by username, filled by seedMembers for the seeders after it. */
  memberIds: Map<string, number>;
}

/** An instant at a club-local wall-clock time, as an ISO string in UTC. */
export function clubTime(config: Config, day: dayjs.Dayjs, time: string): string {
  return clubInstant(day.format('YYYY-MM-DD'), time, config.CLUB_TIMEZONE).toISOString();
}

export function clubToday(config: Config): dayjs.Dayjs {
  return dayjs(clubDate(config.CLUB_TIMEZONE));
}

export { dayjs };
