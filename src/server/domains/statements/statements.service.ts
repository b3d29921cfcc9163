import type {
  AccountEntry,
  AccountEntryInput,
  MemberAccount,
  MemberStatements,
  MonthlyStatement,
  StatementSummary,
} from '../../../shared/statements/statement.schema';
import { formatCents } from '../../../shared/statements/statement.schema';
import { notFound } from '../../platform/core/app-error';
import { recordAudit } from '../../platform/audit/audit.service';
import { getClubSettings } from '../club/club-settings.service';
import type { Db } from '../../platform/db/db';
import type { AccountEntryRow, UserRow } from '../../platform/db/schema';
import { renewalDateOf } from '../../../shared/membership/membership-standing';
import { requireUser } from '../users/require-user';
import { findUserById, membershipAccountOf } from '../users/users.service';
import { findEntryByReference, insertAccountEntry, listAccountEntries } from './account-entries.repository';
import { balanceOf, monthlyStatements } from './statement-ledger';
import { renderStatementPdf } from './statement-pdf';
import { inTransaction } from '../../platform/db/transaction';
import type { AppDeps } from '../../platform/deps/deps';

const MEMBERSHIP_DUES_DESCRIPTION = 'Annual membership dues';

export function toAccountEntry(row: AccountEntryRow, reversedIds: ReadonlySet<number> = new Set()): AccountEntry {
  return {
    id: row.id,
    kind: row.kind,
    amountCents: row.amount_cents,
    description: row.description,
    occurredAt: row.occurred_at,
    reversesId: row.reverses_id,
    reversed: reversedIds.has(row.id),
  };
}

export function toAccountEntries(rows: AccountEntryRow[]): AccountEntry[] {
  const reversedIds = new Set(rows.flatMap((row) => (row.reverses_id === null ? [] : [row.reverses_id])));
  return rows.map((row) => toAccountEntry(row, reversedIds));
}

interface MembershipPayment {
  userId: number;
  amountCents: number;
  /** When the provider took the payment (ISO string or Date). */
  paidAt: string | Date;
  /** The provider's payment id: the same payment reported twice is recorded once. */
  reference: string;
  /** When the club records it (the caller's clock). */
  recordedAt: Date;
}

/** Called by the payment pipeline when a paid applicant's account is created. Idempotent per reference. */
export async function recordMembershipPayment(db: Db, payment: MembershipPayment): Promise<AccountEntry> {
  const existing = await findEntryByReference(db, 'membership_payment', payment.reference);
  if (existing) return toAccountEntry(existing);
  const row = await insertAccountEntry(db, {
    user_id: payment.userId,
    kind: 'membership_payment',
    amount_cents: payment.amountCents,
    description: MEMBERSHIP_DUES_DESCRIPTION,
    reference: payment.reference,
    occurred_at: new Date(payment.paidAt).toISOString(),
    created_by: null,
    created_at: payment.recordedAt.toISOString(),
  });
  return toAccountEntry(row);
}

/** A charge or payment an admin records for a member. */
export async function recordAccountEntry({ db, clock }: Pick<AppDeps, 'db' | 'clock'>, adminId: number, input: AccountEntryInput): Promise<AccountEntry> {
  const now = clock.now();
  return inTransaction(db, async (trx) => {
    const member = await findUserById(trx, input.userId);
    if (!member) throw notFound('Member not found');
    const row = await insertAccountEntry(trx, {
      user_id: input.userId,
      kind: input.kind,
      amount_cents: Math.round(input.amount * 100),
      description: input.description,
      reference: null,
      occurred_at: now.toISOString(),
      created_by: adminId,
      created_at: now.toISOString(),
    });
    await recordAudit(trx, {
      actorId: adminId,
      action: `account.${input.kind}`,
      entityType: 'member',
      entityId: input.userId,
      summary: `Recorded a ${input.kind} of ${formatCents(row.amount_cents)} for "${member.username}": ${input.description}`,
      at: now,
    });
    return toAccountEntry(row);
  });
}

/** The summary cards: the balance from the ledger; the next payment is the renewal date, from the paid-through date as everywhere else. */
function summaryOf(entries: AccountEntry[], membershipPrice: number, user: Pick<UserRow, 'member_type' | 'paid_through'>): StatementSummary {
  return {
    balanceCents: balanceOf(entries),
    yearlyDuesCents: Math.round(membershipPrice * 100),
    nextPaymentDate: renewalDateOf(membershipAccountOf(user)),
  };
}

export async function getMemberStatements(db: Db, userId: number): Promise<MemberStatements> {
  const [settings, rows, user] = await Promise.all([getClubSettings(db), listAccountEntries(db, userId), requireUser(db, userId)]);
  const entries = toAccountEntries(rows);
  return { summary: summaryOf(entries, settings.membershipPrice, user), statements: monthlyStatements(entries, settings.timeZone) };
}

async function getMonthlyStatement(db: Db, userId: number, month: string): Promise<MonthlyStatement> {
  const { statements } = await getMemberStatements(db, userId);
  const statement = statements.find((candidate) => candidate.month === month);
  if (!statement) throw notFound('There is no statement for that month.');
  return statement;
}

/** What an admin sees on a member's account page. */
export async function getMemberAccount(db: Db, userId: number): Promise<MemberAccount> {
  const user = await requireUser(db, userId);
  const [settings, rows] = await Promise.all([getClubSettings(db), listAccountEntries(db, userId)]);
  const entries = toAccountEntries(rows);
  return {
    member: { id: user.id, username: user.username, fullName: user.full_name },
    summary: summaryOf(entries, settings.membershipPrice, user),
    entries: [...entries].reverse(),
  };
}

/** The month's statement as a PDF, for the signed-in member only. */
export async function getStatementPdf(db: Db, userId: number, month: string): Promise<Buffer> {
  const statement = await getMonthlyStatement(db, userId, month);
  const [settings, user] = await Promise.all([getClubSettings(db), requireUser(db, userId)]);
  return renderStatementPdf({
    clubName: settings.clubName,
    clubAddress: `${settings.streetAddress}, ${settings.city}`,
    timeZone: settings.timeZone,
    member: { username: user.username, fullName: user.full_name, address: user.address },
    statement,
    nextPaymentDate: renewalDateOf(membershipAccountOf(user)),
  });
}
