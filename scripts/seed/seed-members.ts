import { hashPassword } from '../../src/server/platform/passwords/password';
import { findUserByUsername, insertUser } from '../../src/server/domains/users/users.repository';
import { addDays, clubToday } from '../../src/shared/club-time';
import { getClubSettings } from '../../src/server/domains/club/club-settings.service';
import { DEMO_PASSWORD, demoMembers } from './demo-members';
import type { SeedContext } from './seed-context';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Standard members in many countries and zones who share one demo password; existing usernames are left as they are. */
export async function seedMembers(ctx: SeedContext): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const today = clubToday((await getClubSettings(ctx.db)).timeZone);
  for (const [i, member] of demoMembers.entries()) {
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
        time_zone: member.timeZone,
        // Members for months, joined a week apart: the demo greets them back, not as newcomers.
        created_at: new Date(Date.now() - (90 + i * 7) * DAY_MS).toISOString(),
        paid_through: addDays(today, member.daysLeft),
      }));
    ctx.memberIds.set(member.username, row.id);
  }
  const countries = new Set(demoMembers.map((m) => m.country)).size;
  console.log(`Demo members: ${demoMembers.length} in ${countries} countries, e.g. ${demoMembers.slice(0, 4).map((m) => m.username).join(', ')} (password: ${DEMO_PASSWORD})`);
}
