import type { AccountEntry, MonthlyStatement, StatementLine } from '../../../shared/statements/statement.schema';
import { clubMonth } from '../../../shared/club-time';

const MEMBERSHIP_PAYMENT_LINE = 'Membership payment received';

/**
 * A membership payment is the year's dues charged and paid at once, so it adds a charge
 * and a payment line; charges and payments an admin records add one line each.
 */
function linesOf(entry: AccountEntry, byId: ReadonlyMap<number, AccountEntry>): StatementLine[] {
  if (entry.kind === 'reversal') {
    // A reversal undoes its entry line by line, on the day of the reversal.
    const original = entry.reversesId === null ? undefined : byId.get(entry.reversesId);
    if (!original) return [];
    return linesOf(original, byId).map((line) => ({ occurredAt: entry.occurredAt, description: `Reversed: ${line.description}`, amountCents: -line.amountCents }));
  }
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

function linesOfAll(entries: AccountEntry[]): (entry: AccountEntry) => StatementLine[] {
  const byId = new Map(entries.map((entry) => [entry.id, entry]));
  return (entry) => linesOf(entry, byId);
}

export function balanceOf(entries: AccountEntry[]): number {
  const lines = entries.flatMap(linesOfAll(entries));
  return charges(lines) - payments(lines);
}

/**
 * One statement per club-local month with activity, newest first. Payments settle the oldest
 * charges first, so a month is Paid once every charge up to its end is covered by the
 * payments made so far, and Due otherwise.
 */
export function monthlyStatements(entries: AccountEntry[], timeZone: string): MonthlyStatement[] {
  const lineOf = linesOfAll(entries);
  const byMonth = new Map<string, StatementLine[]>();
  for (const entry of [...entries].sort((a, b) => a.occurredAt.localeCompare(b.occurredAt))) {
    const month = clubMonth(entry.occurredAt, timeZone);
    byMonth.set(month, [...(byMonth.get(month) ?? []), ...lineOf(entry)]);
  }
  const allPayments = payments(entries.flatMap(lineOf));
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
