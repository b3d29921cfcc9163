import { hashPassword } from '../../src/server/platform/passwords/password';
import { findUserByUsername, insertUser } from '../../src/server/domains/users/users.repository';
import { addDays, clubToday } from '../../src/shared/club-time';
import { getClubSettings } from '../../src/server/domains/club/club-settings.service';
import type { SeedContext } from './seed-context';

async function clubTodayFor(ctx: SeedContext): Promise<string> {
  return clubToday((await getClubSettings(ctx.db)).timeZone);
}

const DEMO_PASSWORD = 'golf-demo-2026';

// Days of membership left: most have most of a year; Casey's runs out soon and Taylor's has just run out,
// so the reminders, the banner and the admins' filters have someone to show.
const members = [
  { username: 'jordan', fullName: 'Jordan Spieth Fan', email: 'jordan@example.com', phone: '(555) 201-0001', address: '12 Birdie Lane, Austin, TX 78701', daysLeft: 300 },
  { username: 'casey', fullName: 'Casey Fairway', email: 'casey@example.com', phone: '(555) 201-0002', address: '48 Eagle Court, Denver, CO 80202', daysLeft: 12 },
  { username: 'morgan', fullName: 'Morgan Greens', email: 'morgan@example.com', phone: '(555) 201-0003', address: '7 Bunker Road, Portland, OR 97205', daysLeft: 200 },
  { username: 'riley', fullName: 'Riley Putt', email: 'riley@example.com', phone: '(555) 201-0004', address: '301 Links Avenue, Chicago, IL 60601', daysLeft: 250 },
  { username: 'taylor', fullName: 'Taylor Drive', email: 'taylor@example.com', phone: '(555) 201-0005', address: '90 Tee Box Way, Miami, FL 33101', daysLeft: -3 },
];

/** Standard members who share one demo password; existing usernames are left as they are. */
export async function seedMembers(ctx: SeedContext): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  for (const member of members) {
    const existing = await findUserByUsername(ctx.db, member.username);
    const row =
      existing ??
      (await insertUser(ctx.db, {
        username: member.username,
        password_hash: passwordHash,
        member_type: 'standard',
        full_name: member.fullName,
        email: member.email,
        phone: member.phone,
        address: member.address,
        created_at: new Date().toISOString(),
        paid_through: addDays(await clubTodayFor(ctx), member.daysLeft),
      }));
    ctx.memberIds.set(member.username, row.id);
  }
  console.log(`Demo members: ${members.map((m) => m.username).join(', ')} (password: ${DEMO_PASSWORD})`);
}
