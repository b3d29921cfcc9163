import { afterEach, beforeEach, expect, it } from 'vitest';
import { adminAndMember } from '../../../test/admin-helpers';
import { insertMember } from '../../../test/factories';
import { createTestApp, type TestApp, trpcClient } from '../../../test/test-app';
import { migrateToLatest, rollbackLatest } from '../../platform/db/migrate';
import { recordMembershipPayment } from './statements.service';

// The admin list's "balance due" reads each member's balance as kept beside the ledger by a
// trigger; the statement ledger (summed in the service) is the record it must always equal.
const MEMBER_BALANCES = '2026-11-23T21-10-member-balances';

let t: TestApp;
let admin: ReturnType<typeof trpcClient>;
beforeEach(async () => {
  t = await createTestApp();
  admin = trpcClient(t.app, (await adminAndMember(t.db)).adminCookie);
});
afterEach(() => t.close());

const record = async (userId: number, kind: 'charge' | 'payment', amount: number) =>
  (await admin.statements.recordEntry.mutate({ userId, kind, amount, description: `${kind} ${amount}` })).id;

const fiveMembers = () => Promise.all(Array.from({ length: 5 }, () => insertMember(t.db)));

/** Five members whose accounts use every kind of entry; answers their ids. */
async function accountsOfEveryKind(members?: Array<{ id: number }>): Promise<number[]> {
  const [owes, settled, chargeReversed, paymentReversed, paidDues] = members ?? (await fiveMembers());
  if (!owes || !settled || !chargeReversed || !paymentReversed || !paidDues) throw new Error('No members');
  await record(owes.id, 'charge', 35.5);
  await record(owes.id, 'charge', 4.25);
  await record(settled.id, 'charge', 10);
  await record(settled.id, 'payment', 10);
  const wrong = await record(chargeReversed.id, 'charge', 20);
  await admin.statements.reverseEntry.mutate({ entryId: wrong, reason: 'Wrong member' });
  await record(paymentReversed.id, 'charge', 15);
  const bounced = await record(paymentReversed.id, 'payment', 15);
  await admin.statements.reverseEntry.mutate({ entryId: bounced, reason: 'Cheque bounced' });
  await recordMembershipPayment(t.db, { userId: paidDues.id, amountCents: 5000, reference: 'pi_dues', paidAt: new Date(), recordedAt: new Date() });
  return [owes.id, settled.id, chargeReversed.id, paymentReversed.id, paidDues.id];
}

async function keptAndLedger(userIds: number[]) {
  const kept = await t.db.selectFrom('member_balances').select(['user_id', 'balance_cents']).where('user_id', 'in', userIds).execute();
  const keptOf = new Map(kept.map((row) => [row.user_id, row.balance_cents]));
  return Promise.all(
    userIds.map(async (userId) => ({
      kept: keptOf.get(userId) ?? 0,
      ledger: (await admin.statements.memberAccount.query({ userId })).summary.balanceCents,
    })),
  );
}

it('keeps every member’s balance equal to the ledger’s, entry by entry, and lists those who owe', async () => {
  const ids = await accountsOfEveryKind();
  const balances = await keptAndLedger(ids);
  for (const { kept, ledger } of balances) expect(kept).toBe(ledger);
  expect(balances.map((balance) => balance.kept)).toEqual([3975, 0, 0, 1500, 0]);
  const listed = await admin.admin.members.list.query({ balance: 'due' });
  expect(listed.items.map((member) => member.id).sort()).toEqual([ids[0], ids[3]].sort());
});

it('the migration sums the entries a club already has', async () => {
  // Members are written before the rollback: the factory writes today's columns of users.
  const members = await fiveMembers();
  const undone: string[] = [];
  while (!undone.includes(MEMBER_BALANCES)) {
    const names = await rollbackLatest(t.db);
    if (names.length === 0) throw new Error(`${MEMBER_BALANCES} was never applied`);
    undone.push(...names);
  }
  const ids = await accountsOfEveryKind(members);
  await migrateToLatest(t.db);
  for (const { kept, ledger } of await keptAndLedger(ids)) expect(kept).toBe(ledger);
});

it('adds up charges recorded at the same moment without losing one', async () => {
  const member = await insertMember(t.db);
  await Promise.all(Array.from({ length: 12 }, (_, i) => record(member.id, 'charge', i + 1)));
  const [balance] = await keptAndLedger([member.id]);
  expect(balance).toEqual({ kept: 7800, ledger: 7800 });
});
