import { hashPassword } from '../../src/server/auth/password';
import { findUserByUsername, insertUser } from '../../src/server/users/users.repository';
import type { SeedContext } from './seed-context';

const DEMO_PASSWORD = 'golf-demo-2026';

const members = [
  { username: 'jordan', fullName: 'Jordan Spieth Fan', email: 'jordan@example.com', phone: '(555) 201-0001', address: '12 Birdie Lane, Austin, TX 78701' },
  { username: 'casey', fullName: 'Casey Fairway', email: 'casey@example.com', phone: '(555) 201-0002', address: '48 Eagle Court, Denver, CO 80202' },
  { username: 'morgan', fullName: 'Morgan Greens', email: 'morgan@example.com', phone: '(555) 201-0003', address: '7 Bunker Road, Portland, OR 97205' },
  { username: 'riley', fullName: 'Riley Putt', email: 'riley@example.com', phone: '(555) 201-0004', address: '301 Links Avenue, Chicago, IL 60601' },
  { username: 'taylor', fullName: 'Taylor Drive', email: 'taylor@example.com', phone: '(555) 201-0005', address: '90 Tee Box Way, Miami, FL 33101' },
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
      }));
    ctx.memberIds.set(member.username, row.id);
  }
  console.log(`Demo members: ${members.map((m) => m.username).join(', ')} (password: ${DEMO_PASSWORD})`);
}
