import { z } from 'zod';
import { recordId } from '../record-id.schema';

const ACCOUNT_ENTRY_KINDS = ['membership_payment', 'charge', 'payment', 'reversal'] as const;
export type AccountEntryKind = (typeof ACCOUNT_ENTRY_KINDS)[number];

export const accountEntrySchema = z.object({
  id: z.number(),
  kind: z.enum(ACCOUNT_ENTRY_KINDS),
  amountCents: z.number(),
  description: z.string(),
  occurredAt: z.string(),
  /** For a reversal: the entry it cancels. */
  reversesId: z.number().nullable(),
  /** True once a later reversal cancels this entry. */
  reversed: z.boolean(),
});
export type AccountEntry = z.infer<typeof accountEntrySchema>;

/** One line of a statement: charges are positive, payments negative. */
const statementLineSchema = z.object({ occurredAt: z.string(), description: z.string(), amountCents: z.number() });
export type StatementLine = z.infer<typeof statementLineSchema>;

const monthlyStatementSchema = z.object({
  /** Club-local 'YYYY-MM'. */
  month: z.string(),
  openingBalanceCents: z.number(),
  chargesCents: z.number(),
  paymentsCents: z.number(),
  closingBalanceCents: z.number(),
  status: z.enum(['Paid', 'Due']),
  lines: z.array(statementLineSchema),
});
export type MonthlyStatement = z.infer<typeof monthlyStatementSchema>;

const statementSummarySchema = z.object({
  /** What the member owes now; negative is a credit. */
  balanceCents: z.number(),
  yearlyDuesCents: z.number(),
  /** The renewal date ('YYYY-MM-DD', the paid-through day: renewalDateOf in membership-standing.ts); null for admins. */
  nextPaymentDate: z.string().nullable(),
});
export type StatementSummary = z.infer<typeof statementSummarySchema>;

export const memberStatementsSchema = z.object({ summary: statementSummarySchema, statements: z.array(monthlyStatementSchema) });
export type MemberStatements = z.infer<typeof memberStatementsSchema>;

/** What an admin sees on a member's account page. */
export const memberAccountSchema = z.object({
  member: z.object({ id: z.number(), username: z.string(), fullName: z.string().nullable() }),
  summary: statementSummarySchema,
  entries: z.array(accountEntrySchema),
});
export type MemberAccount = z.infer<typeof memberAccountSchema>;

export const statementMonthSchema = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'A month is written yyyy-mm');

/** What an admin records on a member's account (Manage Members). */
export const accountEntryInputSchema = z.object({
  userId: z.number().int().positive(),
  kind: z.enum(['charge', 'payment'], { message: 'Choose a charge or a payment' }),
  amount: z
    .number({ message: 'Amount is required' })
    .positive('Amount must be more than $0.00')
    .max(100000, 'Amount must be at most $100,000.00')
    .refine((amount) => Math.abs(Math.round(amount * 100) - amount * 100) < 1e-6, 'Amount can have at most 2 decimals')
    .refine((amount) => Math.round(amount * 100) >= 1, 'Amount must be at least $0.01'),
  description: z.string().trim().min(2, 'Description must be at least 2 characters').max(200, 'Description must be at most 200 characters'),
});
export type AccountEntryInput = z.infer<typeof accountEntryInputSchema>;

/** An admin cancels a wrong entry with a reversing one; nothing is ever deleted. */
export const entryReversalSchema = z.object({
  entryId: recordId('Unknown entry'),
  reason: z.string('Say why the entry is reversed').trim().min(2, 'Say why the entry is reversed').max(200, 'The reason must be at most 200 characters'),
});
export type EntryReversal = z.infer<typeof entryReversalSchema>;

export const memberAccountQuerySchema = z.object({ userId: recordId('Unknown member') });

/** "$350.00": used where the client's formatMoney cannot be (the server's PDF). */
export function formatCents(cents: number): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 }).format(cents / 100);
}
