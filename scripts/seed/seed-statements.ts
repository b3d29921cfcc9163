import { tableHasRows } from '../../src/server/platform/db/table-rows.repository';
import { getClubSettings } from '../../src/server/domains/club/club-settings.service';
import { insertAccountEntry } from '../../src/server/domains/statements/account-entries.repository';
import { recordMembershipPayment } from '../../src/server/domains/statements/statements.service';
import { dayjs, type SeedContext } from './seed-context';

/** Each demo member paid the membership some weeks ago; two of them have charges, one settled. */
export async function seedStatements(ctx: SeedContext): Promise<void> {
  if (await tableHasRows(ctx.db, 'account_entries')) return;
  const { membershipPrice } = await getClubSettings(ctx.db);
  const now = dayjs();
  let offset = 0;
  for (const [username, userId] of ctx.memberIds) {
    offset += 1;
    await recordMembershipPayment(ctx.db, {
      userId,
      amountCents: Math.round(membershipPrice * 100),
      paidAt: now.subtract(2, 'month').add(offset * 3, 'day').toDate(),
      reference: `demo-membership-${username}`,
      recordedAt: now.toDate(),
    });
  }
  const charges = [
    { username: 'jordan', kind: 'charge', cents: 3500, description: 'Club polo shirt, shipped to Austin', daysAgo: 40 },
    { username: 'jordan', kind: 'payment', cents: 3500, description: 'Payment received, thank you', daysAgo: 33 },
    { username: 'jordan', kind: 'charge', cents: 2500, description: 'GSPro Night guest green fee', daysAgo: 4 },
    { username: 'casey', kind: 'charge', cents: 1800, description: 'Club headcover, shipped to Toronto', daysAgo: 12 },
  ] as const;
  for (const charge of charges) {
    const userId = ctx.memberIds.get(charge.username);
    if (userId === undefined) continue;
    const at = now.subtract(charge.daysAgo, 'day').toISOString();
    await insertAccountEntry(ctx.db, {
      user_id: userId,
      kind: charge.kind,
      amount_cents: charge.cents,
      description: charge.description,
      reference: null,
      occurred_at: at,
      created_by: null,
      created_at: at,
    });
  }
  console.log(`Demo statements: membership payments for ${ctx.memberIds.size} members, ${charges.length} charges and payments`);
}
