import type { SessionUser } from '../../../shared/auth/auth.schema';
import type { ClubSettings } from '../../../shared/club/club-settings.schema';
import { AppError } from '../../platform/core/app-error';
import { recordAudit } from '../../platform/audit/audit.service';
import type { Config } from '../../platform/config/config';
import type { Db } from '../../platform/db/db';
import { type ClubSettingsRow, findClubSettings, insertClubSettingsIfMissing, updateClubSettingsRow } from './club-settings.repository';
import { createReadCache } from '../../platform/db/read-cache';
import { inTransaction } from '../../platform/db/transaction';
import type { AppDeps } from '../../platform/deps/deps';

/** Start-up configuration gives only the first values; afterwards the database is the truth. */
export async function ensureClubSettings(db: Db, config: Config, now: Date): Promise<void> {
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
    regular_price: config.MEMBERSHIP_PRICE,
    updated_at: now.toISOString(),
  });
}

// Its load reads this one table: a weekend of hole saves leaves the kept settings be.
const settingsCache = createReadCache<ClubSettings>({ tables: ['club_settings'] });

/** Read by nearly every request: kept in memory until the database changes. */
export async function getClubSettings(db: Db): Promise<ClubSettings> {
  return settingsCache.read(db, 'settings', async () => {
    const row = await findClubSettings(db);
    if (!row) throw new Error('Club settings are missing: ensureClubSettings runs at start-up.');
    return toClubSettings(row);
  });
}

function toClubSettings(row: ClubSettingsRow): ClubSettings {
  return {
    clubName: row.club_name,
    contactEmail: row.contact_email,
    phone: row.phone,
    streetAddress: row.street_address,
    city: row.city,
    timeZone: row.time_zone,
    membershipPrice: row.membership_price,
    foundingMemberCap: row.founding_member_cap,
    requireAdminTwoFactor: row.require_admin_two_factor === 1,
    indexOutdoorOnly: row.index_outdoor_only === 1,
    regularPrice: row.regular_price,
    expiringDays: row.expiring_days,
    graceDays: row.grace_days,
    seasonStart: row.season_start,
    seasonEnd: row.season_end,
    leaderboardRounds: row.leaderboard_rounds,
    bookingDaysAhead: row.booking_days_ahead,
    maxUpcomingBookings: row.max_upcoming_bookings,
    noShowLimit: row.no_show_limit,
    noShowWindowDays: row.no_show_window_days,
    noShowSuspensionDays: row.no_show_suspension_days,
    digestDay: row.digest_day,
    digestHour: row.digest_hour,
  };
}

const settingLabels: Array<[keyof ClubSettings, string]> = [
  ['clubName', 'club name'],
  ['contactEmail', 'contact e-mail'],
  ['phone', 'phone'],
  ['streetAddress', 'street address'],
  ['city', 'city'],
  ['timeZone', 'time zone'],
  ['membershipPrice', 'membership price'],
  ['foundingMemberCap', 'founding-member cap'],
  ['requireAdminTwoFactor', 'two-factor required for admins'],
  ['indexOutdoorOnly', 'outdoor rounds only for the club index'],
  ['regularPrice', 'regular yearly price'],
  ['expiringDays', 'days of renewal reminders'],
  ['graceDays', 'grace days'],
  ['seasonStart', 'season start'],
  ['seasonEnd', 'season end'],
  ['leaderboardRounds', 'leaderboard rounds'],
  ['bookingDaysAhead', 'days tee times can be booked ahead'],
  ['maxUpcomingBookings', 'upcoming tee times per member'],
  ['noShowLimit', 'no-shows before a suspension'],
  ['noShowWindowDays', 'no-show window (days)'],
  ['noShowSuspensionDays', 'suspension (days)'],
  ['digestDay', 'digest day'],
  ['digestHour', 'digest hour'],
];

const OWN_TWO_FACTOR_FIRST =
  'Turn on two-factor authentication for your own account first (My Profile, Security), or the admin pages would lock you out.';

/** Whether a user has a second factor on: the sign-in module's answer, asked inside the saving transaction. */
export type HasTwoFactor = (db: Db, userId: number) => Promise<boolean>;

/**
 * Saves the club's identity; pages, the footer and e-mails read it from here at once. Requiring two-factor
 * for admins needs the acting admin's own first (`hasTwoFactor` comes from the sign-in module, which
 * stands above the settings it reads).
 */
export async function updateClubSettings({ db, clock }: Pick<AppDeps, 'db' | 'clock'>, actor: SessionUser, settings: ClubSettings, hasTwoFactor: HasTwoFactor): Promise<ClubSettings> {
  return inTransaction(db, async (trx) => {
    const before = await getClubSettings(trx);
    if (settings.requireAdminTwoFactor && !before.requireAdminTwoFactor && !(await hasTwoFactor(trx, actor.id))) {
      throw new AppError('BAD_REQUEST', OWN_TWO_FACTOR_FIRST, { requireAdminTwoFactor: [OWN_TWO_FACTOR_FIRST] });
    }
    await updateClubSettingsRow(trx, {
      club_name: settings.clubName,
      contact_email: settings.contactEmail,
      phone: settings.phone,
      street_address: settings.streetAddress,
      city: settings.city,
      time_zone: settings.timeZone,
      membership_price: settings.membershipPrice,
      founding_member_cap: settings.foundingMemberCap,
      require_admin_two_factor: settings.requireAdminTwoFactor ? 1 : 0,
      index_outdoor_only: settings.indexOutdoorOnly ? 1 : 0,
      regular_price: settings.regularPrice,
      expiring_days: settings.expiringDays,
      grace_days: settings.graceDays,
      season_start: settings.seasonStart,
      season_end: settings.seasonEnd,
      leaderboard_rounds: settings.leaderboardRounds,
      booking_days_ahead: settings.bookingDaysAhead,
      max_upcoming_bookings: settings.maxUpcomingBookings,
      no_show_limit: settings.noShowLimit,
      no_show_window_days: settings.noShowWindowDays,
      no_show_suspension_days: settings.noShowSuspensionDays,
      digest_day: settings.digestDay,
      digest_hour: settings.digestHour,
      updated_at: clock.now().toISOString(),
    });
    const changed = settingLabels.filter(([key]) => before[key] !== settings[key]);
    await recordAudit(trx, {
      actorId: actor.id,
      action: 'settings.update',
      entityType: 'settings',
      entityId: null,
      summary: changed.length
        ? `Changed ${changed.map(([key, label]) => `${label} "${before[key]}" → "${settings[key]}"`).join(', ')}`
        : 'Saved club settings without changes',
      at: clock.now(),
    });
    return getClubSettings(trx);
  });
}
