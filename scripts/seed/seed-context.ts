import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import type { Config } from '../../src/server/config';
import type { Db } from '../../src/server/db/database';

dayjs.extend(utc);
dayjs.extend(timezone);

export interface SeedContext {
  db: Db;
  config: Config;
  /** Demo members by username, filled by seedMembers for the seeders after it. */
  memberIds: Map<string, number>;
}

/** An instant at a club-local wall-clock time, as an ISO string in UTC. */
export function clubTime(config: Config, day: dayjs.Dayjs, time: string): string {
  return dayjs.tz(`${day.format('YYYY-MM-DD')} ${time}`, config.CLUB_TIMEZONE).utc().toISOString();
}

export function clubToday(config: Config): dayjs.Dayjs {
  return dayjs().tz(config.CLUB_TIMEZONE).startOf('day');
}

export { dayjs };
