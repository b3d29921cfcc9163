import { findLatestApplicationByEmail, insertApplication } from '../../src/server/domains/membership/applications/applications.repository';
import type { ApplicationRow, NewApplicationRow } from '../../src/server/platform/db/schema';
import { dayjs, type SeedContext } from './seed-context';

type DemoApplication = Pick<
  NewApplicationRow,
  'first_name' | 'last_name' | 'email' | 'phone' | 'address' | 'golf_experience' | 'years_experience' | 'handicap' | 'interests'
> & { status: ApplicationRow['status']; paid: boolean; daysAgo: number };

const applications: DemoApplication[] = [
  {
    first_name: 'Hana', last_name: 'Novak', email: 'hana.novak@example.com', phone: '+420 2 5550 0201',
    address: 'Vinohrady, Prague, Czech Republic', golf_experience: 'intermediate', years_experience: 8, handicap: 15.3,
    interests: 'Weekly GSPro rounds after work (Prague time) and the club tournaments.', status: 'pending', paid: true, daysAgo: 1,
  },
  {
    first_name: 'Kwame', last_name: 'Mensah', email: 'kwame.mensah@example.com', phone: '+233 30 555 0202',
    address: 'Osu, Accra, Ghana', golf_experience: 'beginner', years_experience: 1, handicap: null,
    interests: 'New to golf with a Garmin R10 in the spare room; looking for people to learn with.', status: 'pending', paid: false, daysAgo: 2,
  },
  {
    first_name: 'Elena', last_name: 'Rossi', email: 'elena.rossi@example.com', phone: '+39 02 5550 0203',
    address: 'Navigli, Milan, Italy', golf_experience: 'advanced', years_experience: 22, handicap: 3.1,
    interests: 'Competitive leagues and low-handicap players in other time zones for Trackman matches.', status: 'approved', paid: false, daysAgo: 6,
  },
  {
    first_name: 'Sam', last_name: 'Hazard', email: 'sam.hazard@example.com', phone: '+1 813 555 0204',
    address: 'Tampa, Florida, United States', golf_experience: 'beginner', years_experience: 0, handicap: null,
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
