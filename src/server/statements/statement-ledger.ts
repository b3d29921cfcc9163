import type { AccountEntry, MonthlyStatement, StatementLine } from '../../shared/statements/statement.schema';
import { clubMonth } from '../../shared/club-time';

const MEMBERSHIP_PAYMENT_LINE = 'Membership payment received';

/**
 * A membership payment is the year's dues charged and paid at once, so it adds a charge
 * and a payment line; charges and payments an admin records add one line each.
 */
function linesOf(entry: AccountEntry): StatementLine[] {
  if (entry.kind === 'membership_payment') {
    return [
      { occurredAt: entry.occurredAt, description: entry.description, amountCents: entry.amountCents },
      { occurredAt: entry.occurredAt, description: MEMBERSHIP_PAYMENT_LINE, amountCents: -entry.amountCents },
    ];
  }
  const sign = entry.kind === 'charge' ? 1 : -1;
  return [{ occurredAt: entry.occurredAt, description: entry.description, amountCents: sign * entry.amountCents }];
}

const charges = (lines: StatementLine[]) => lines.filter((l) => l.amountCents > 0).reduce((sum, l) => sum + l.amountCents, 0);
const payments = (lines: StatementLine[]) => lines.filter((l) => l.amountCents < 0).reduce((sum, l) => sum - l.amountCents, 0);

export function balanceOf(entries: AccountEntry[]): number {
  const lines = entries.flatMap(linesOf);
  return charges(lines) - payments(lines);
}

/**
 * One statement per club-local month with activity, newest first. Payments settle the oldest
 * charges first, so a month is Paid once every charge up to its end is covered by the
 * payments made so far, and Due otherwise.
 */
export function monthlyStatements(entries: AccountEntry[], timeZone: string): MonthlyStatement[] {
  const byMonth = new Map<string, StatementLine[]>();
  for (const entry of [...entries].sort((a, b) => a.occurredAt.localeCompare(b.occurredAt))) {
    const month = clubMonth(entry.occurredAt, timeZone);
    byMonth.set(month, [...(byMonth.get(month) ?? []), ...linesOf(entry)]);
  }
  const allPayments = payments(entries.flatMap(linesOf));
  let opening = 0;
  let chargesSoFar = 0;
  const statements: MonthlyStatement[] = [];
  for (const [month, lines] of [...byMonth.entries()].sort(([a], [b]) => a.localeCompare(b))) {
    const monthCharges = charges(lines);
    const monthPayments = payments(lines);
    const closing = opening + monthCharges - monthPayments;
    chargesSoFar += monthCharges;
    statements.push({
      month,
      openingBalanceCents: opening,
      chargesCents: monthCharges,
      paymentsCents: monthPayments,
      closingBalanceCents: closing,
      status: chargesSoFar <= allPayments ? 'Paid' : 'Due',
      lines,
    });
    opening = closing;
  }
  return statements.reverse();
}
