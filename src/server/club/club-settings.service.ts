import type { ClubSettings } from '../../shared/club/club-settings.schema';
import type { Config } from '../config';
import type { Db } from '../db/database';
import type { ClubSettingsTable } from '../db/schema';
import { findClubSettings, insertClubSettingsIfMissing } from './club-settings.repository';

/** Start-up configuration gives only the first values; afterwards the database is the truth. */
export async function ensureClubSettings(db: Db, config: Config): Promise<void> {
  await insertClubSettingsIfMissing(db, {
    id: 1,
    club_name: config.CLUB_NAME,
    contact_email: config.CLUB_EMAIL,
    phone: config.CLUB_PHONE,
    street_address: config.CLUB_ADDRESS,
    city: config.CLUB_CITY,
    time_zone: config.CLUB_TIMEZONE,
    membership_price: config.MEMBERSHIP_PRICE,
    founding_member_cap: config.FOUNDING_MEMBER_CAP,
    updated_at: new Date().toISOString(),
  });
}

export async function getClubSettings(db: Db): Promise<ClubSettings> {
  const row = await findClubSettings(db);
  if (!row) throw new Error('Club settings are missing: ensureClubSettings runs at start-up.');
  return toClubSettings(row);
}

function toClubSettings(row: ClubSettingsTable): ClubSettings {
  return {
    clubName: row.club_name,
    contactEmail: row.contact_email,
    phone: row.phone,
    streetAddress: row.street_address,
    city: row.city,
    timeZone: row.time_zone,
    membershipPrice: row.membership_price,
    foundingMemberCap: row.founding_member_cap,
  };
}
