import type { AdminApplication } from '../../../../shared/applications/application.schema';
import type { ApplicationRow } from '../../../platform/db/schema';

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
