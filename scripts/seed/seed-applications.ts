import { findLatestApplicationByEmail, insertApplication } from '../../src/server/domains/membership/applications/applications.repository';
import type { ApplicationRow, NewApplicationRow } from '../../src/server/platform/db/schema';
import { dayjs, type SeedContext } from './seed-context';

type DemoApplication = Pick<
  NewApplicationRow,
  'first_name' | 'last_name' | 'email' | 'phone' | 'address' | 'golf_experience' | 'years_experience' | 'handicap' | 'interests'
> & { status: ApplicationRow['status']; paid: boolean; daysAgo: number };

const applications: DemoApplication[] = [
  {
    first_name: 'Avery', last_name: 'Links', email: 'avery.links@example.com', phone: '(555) 301-0001',
    address: '14 Dogleg Drive, Scottsdale, AZ 85251', golf_experience: 'intermediate', years_experience: 8, handicap: 15.3,
    interests: 'Looking for weekly simulator rounds and the virtual tournaments.', status: 'pending', paid: true, daysAgo: 1,
  },
  {
    first_name: 'Quinn', last_name: 'Sandtrap', email: 'quinn.sandtrap@example.com', phone: '(555) 301-0002',
    address: '220 Bunker Hill Road, Charleston, SC 29401', golf_experience: 'beginner', years_experience: 1, handicap: null,
    interests: 'New to golf and would love a friendly community to learn with.', status: 'pending', paid: false, daysAgo: 2,
  },
  {
    first_name: 'Jordan', last_name: 'Approach', email: 'jordan.approach@example.com', phone: '(555) 301-0003',
    address: '5 Chip Shot Court, Madison, WI 53703', golf_experience: 'advanced', years_experience: 22, handicap: 3.1,
    interests: 'Competitive events and meeting low-handicap players from other cities.', status: 'approved', paid: false, daysAgo: 6,
  },
  {
    first_name: 'Sam', last_name: 'Hazard', email: 'sam.hazard@example.com', phone: '(555) 301-0004',
    address: '77 Water Carry Lane, Tampa, FL 33602', golf_experience: 'beginner', years_experience: 0, handicap: null,
    interests: 'Mostly here for the deals and discounts.', status: 'rejected', paid: false, daysAgo: 9,
  },
];

/** A few applications in each state, one of them paid; existing e-mails are left as they are. */
export async function seedApplications(ctx: SeedContext): Promise<void> {
  const price = Math.round(ctx.config.MEMBERSHIP_PRICE * 100);
  for (const [index, demo] of applications.entries()) {
    if (await findLatestApplicationByEmail(ctx.db, demo.email)) continue;
    const { status, paid, daysAgo, ...fields } = demo;
    const submitted = dayjs().subtract(daysAgo, 'day');
    await insertApplication(ctx.db, {
      ...fields,
      status,
      paid: paid ? 1 : 0,
      paid_at: paid ? submitted.add(10, 'minute').toISOString() : null,
      amount_paid_cents: paid ? price : null,
      payment_session_id: paid ? `cs_test_demo_${index}` : null,
      user_id: null,
      receipt_sent_at: null,
      invited_at: null,
      submitted_at: submitted.toISOString(),
      reviewed_at: status === 'pending' ? null : submitted.add(1, 'day').toISOString(),
    });
  }
  console.log(`Demo applications: ${applications.length} (pending, approved, rejected; one paid).`);
}
