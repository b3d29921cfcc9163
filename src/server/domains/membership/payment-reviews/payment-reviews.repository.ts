import type { Db } from '../../../platform/db/db';
import type { PaymentReviewReason } from '../../../../shared/payments/payment-review';

export interface NewPaymentReview {
  session_id: string;
  email: string | null;
  amount_cents: number | null;
  currency: string | null;
  reason: PaymentReviewReason;
  application_id: number | null;
  created_at: string;
}

/** Records the payment for review once; a provider that reports it twice changes nothing. */
export async function insertPaymentReviewIfNew(db: Db, row: NewPaymentReview): Promise<boolean> {
  const result = await db
    .insertInto('payment_reviews')
    .values({ ...row, status: 'open', resolved_at: null, resolved_by: null })
    .onConflict((oc) => oc.column('session_id').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

export function findPaymentReviewBySession(db: Db, sessionId: string) {
  return db.selectFrom('payment_reviews').selectAll().where('session_id', '=', sessionId).executeTakeFirst();
}

export function findPaymentReview(db: Db, id: number) {
  return db.selectFrom('payment_reviews').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Payments still waiting for an admin (the payment_reviews_status index). */
export async function countOpenPaymentReviews(db: Db): Promise<number> {
  const row = await db
    .selectFrom('payment_reviews')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('status', '=', 'open')
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

export function listPaymentReviewRows(db: Db) {
  return db.selectFrom('payment_reviews').selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(200).execute();
}

/** open -> refunding in one guarded statement: of two admins clicking Refund, one wins. */
export async function claimForRefund(db: Db, id: number): Promise<boolean> {
  const result = await db.updateTable('payment_reviews').set({ status: 'refunding' }).where('id', '=', id).where('status', '=', 'open').executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function finishRefund(db: Db, id: number, adminId: number, at: string): Promise<void> {
  await db.updateTable('payment_reviews').set({ status: 'refunded', resolved_at: at, resolved_by: adminId }).where('id', '=', id).execute();
}

export async function releaseRefundClaim(db: Db, id: number): Promise<void> {
  await db.updateTable('payment_reviews').set({ status: 'open' }).where('id', '=', id).where('status', '=', 'refunding').execute();
}
