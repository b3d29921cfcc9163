import type { z } from 'zod';
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
    additionalInfo: row.interests.trim() === '' ? null : row.interests,
    submittedAt: row.submitted_at,
    status: row.status,
    paid: row.paid === 1,
    paidAt: row.paid_at,
    amountPaidCents: row.amount_paid_cents,
    memberId: row.user_id,
  };
}
