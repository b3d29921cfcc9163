import { z } from 'zod';
import { emailField } from '../email-field';
import { timeZoneField } from '../time-zone';

export const clubSettingsSchema = z.object({
  clubName: z.string().trim().min(1, 'Club name is required').max(100, 'Club name must be at most 100 characters'),
  contactEmail: emailField(),
  phone: z.string().trim().min(1, 'Phone is required').max(40, 'Phone must be at most 40 characters'),
  streetAddress: z.string().trim().min(1, 'Street address is required').max(200, 'Street address must be at most 200 characters'),
  city: z.string().trim().min(1, 'City is required').max(100, 'City must be at most 100 characters'),
  timeZone: timeZoneField('Time zone is required'),
  membershipPrice: z.number('Price must be a number').positive('Price must be more than 0').max(100000, 'Price must be at most 100000'),
  foundingMemberCap: z.number('The cap must be a number').int('The cap must be a whole number').positive('The cap must be at least 1'),
  requireAdminTwoFactor: z.boolean('Choose whether admins need two-factor authentication'),
  indexOutdoorOnly: z.boolean('Choose which rounds count for the club index').default(false),
  regularPrice: z
    .number('Price must be a number')
    .positive('Price must be more than 0')
    .max(100000, 'Price must be at most 100000'),
  expiringDays: z
    .number('Days must be a number')
    .int('Days must be a whole number')
    .min(1, 'Reminders need at least 1 day')
    .max(365, 'At most 365 days'),
  graceDays: z
    .number('Days must be a number')
    .int('Days must be a whole number')
    .min(0, 'Grace days cannot be negative')
    .max(365, 'At most 365 days'),
  /** The golf season for the leaderboard; both null for the calendar year. */
  seasonStart: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Choose the first day of the season').nullable().default(null),
  seasonEnd: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Choose the last day of the season').nullable().default(null),
  leaderboardRounds: z
    .number('Rounds must be a number')
    .int('Rounds must be a whole number')
    .min(1, 'The leaderboard counts at least 1 round')
    .max(50, 'The leaderboard counts at most 50 rounds')
    .default(8),
  bookingDaysAhead: z
    .number('Days ahead must be a number')
    .int('Days ahead must be a whole number')
    .min(1, 'Days ahead must be between 1 and 60 days')
    .max(60, 'Days ahead must be between 1 and 60 days')
    .default(7),
  maxUpcomingBookings: z
    .number('Upcoming tee times must be a number')
    .int('Upcoming tee times must be a whole number')
    .min(1, 'Upcoming tee times must be between 1 and 50')
    .max(50, 'Upcoming tee times must be between 1 and 50')
    .default(4),
  noShowLimit: z
    .number('No-shows must be a number')
    .int('No-shows must be a whole number')
    .min(1, 'No-shows must be between 1 and 20')
    .max(20, 'No-shows must be between 1 and 20')
    .default(3),
  noShowWindowDays: z
    .number('The no-show window must be a number')
    .int('The no-show window must be a whole number')
    .min(1, 'The no-show window must be between 1 and 365 days')
    .max(365, 'The no-show window must be between 1 and 365 days')
    .default(90),
  noShowSuspensionDays: z
    .number('The suspension must be a number')
    .int('The suspension must be a whole number')
    .min(1, 'The suspension must be between 1 and 365 days')
    .max(365, 'The suspension must be between 1 and 365 days')
    .default(14),
  /** The weekly digest goes out on this day (0 = Sunday) from this club-time hour. */
  digestDay: z.number('Choose a day').int('Choose a day').min(0, 'Choose a day').max(6, 'Choose a day').default(1),
  digestHour: z.number('The hour must be a number').int('The hour must be a whole number').min(0, 'The hour must be between 0 and 23').max(23, 'The hour must be between 0 and 23').default(8),
})
  .refine((s) => (s.seasonStart === null) === (s.seasonEnd === null), {
    message: 'Give both the first and the last day of the season, or neither for the calendar year',
    path: ['seasonEnd'],
  })
  .refine((s) => s.seasonStart === null || s.seasonEnd === null || s.seasonStart < s.seasonEnd, {
    message: 'The season must end after it starts',
    path: ['seasonEnd'],
  });
export type ClubSettings = z.infer<typeof clubSettingsSchema>;

/**
 * The settings as the server answers them: the same fields, without the rules a change must keep.
 * A value seeded from the environment (CLUB_NAME, CLUB_PHONE, ...) may lie outside those rules, and
 * the site reads these settings on every page. contracts.test.ts checks the two have one type.
 */
export const clubSettingsViewSchema = z.object({
  clubName: z.string(),
  contactEmail: z.string(),
  phone: z.string(),
  streetAddress: z.string(),
  city: z.string(),
  timeZone: z.string(),
  membershipPrice: z.number(),
  foundingMemberCap: z.number(),
  requireAdminTwoFactor: z.boolean(),
  indexOutdoorOnly: z.boolean(),
  regularPrice: z.number(),
  expiringDays: z.number(),
  graceDays: z.number(),
  seasonStart: z.string().nullable(),
  seasonEnd: z.string().nullable(),
  leaderboardRounds: z.number(),
  bookingDaysAhead: z.number(),
  maxUpcomingBookings: z.number(),
  noShowLimit: z.number(),
  noShowWindowDays: z.number(),
  noShowSuspensionDays: z.number(),
  digestDay: z.number(),
  digestHour: z.number(),
});
