import { clubToday } from '../../../shared/club-time';
import { getClubSettings } from '../club/club-settings.service';
import type { Db } from '../../platform/db/db';
import { extendedPaidThrough } from './membership-status';

/** A new membership runs a year from the club day it starts (its payment, or the day an admin adds the member). */
export async function paidThroughAYearFrom(db: Db, at: Date | string): Promise<string> {
  const { timeZone } = await getClubSettings(db);
  return extendedPaidThrough(null, clubToday(timeZone, new Date(at)));
}
