import type { z } from 'zod';
import { readPlatformList } from '../../../../shared/golf/platforms';
import type { AdminApplication, applicationInputSchema } from '../../../../shared/applications/application.schema';
import type { ApplicationRow, NewApplicationRow } from '../../../platform/db/schema';

/** A new application as the visitor sent it: pending, unpaid, not reviewed. */
export function newApplicationRow(values: z.output<typeof applicationInputSchema>, submittedAt: string): NewApplicationRow {
  return {
    first_name: values.firstName,
    last_name: values.lastName,
    email: values.email,
    phone: values.phone,
    address: values.address,
    golf_experience: values.golfExperience,
    years_experience: values.yearsExperience ?? null,
    handicap: values.handicap ?? null,
    interests: values.interests,
    // The remote club's questions, each only when answered (the columns default to none).
    ...(values.country && { country: values.country }),
    ...(values.timeZone && { time_zone: values.timeZone }),
    ...(values.platforms && values.platforms.length > 0 && { platforms: JSON.stringify(values.platforms) }),
    ...(values.launchMonitor && { launch_monitor: values.launchMonitor }),
    ...(values.homeCourse && { home_course: values.homeCourse }),
    ...(values.handicap !== null && values.handicap !== undefined && values.handicapSystem && { handicap_system: values.handicapSystem }),
    ...(values.handicap !== null && values.handicap !== undefined && values.handicapReference && { handicap_reference: values.handicapReference }),
    paid_at: null,
    amount_paid_cents: null,
    payment_session_id: null,
    user_id: null,
    receipt_sent_at: null,
    invited_at: null,
    submitted_at: submittedAt,
    reviewed_at: null,
  };
}

export function toAdminApplication(row: ApplicationRow): AdminApplication {
  return {
    id: row.id,
    fullName: `${row.first_name} ${row.last_name}`,
    email: row.email,
    phone: row.phone,
    address: row.address,
    golfExperience: row.golf_experience,
    yearsExperience: row.years_experience,
    handicap: row.handicap,
    handicapSystem: row.handicap_system,
    handicapReference: row.handicap_reference,
    country: row.country,
    timeZone: row.time_zone,
    platforms: readPlatformList(row.platforms),
    launchMonitor: row.launch_monitor,
    homeCourse: row.home_course,
    additionalInfo: row.interests.trim() === '' ? null : row.interests,
    submittedAt: row.submitted_at,
    status: row.status,
    paid: row.paid === 1,
    paidAt: row.paid_at,
    amountPaidCents: row.amount_paid_cents,
    memberId: row.user_id,
  };
}
