import { readKeptCount } from '../../../platform/db/row-counts.repository';
import { sql } from 'kysely';
import type { Db } from '../../../platform/db/db';
import type { ApplicationRow, ApplicationStatus, NewApplicationRow } from '../../../platform/db/schema';

const lowerEmail = sql<string>`lower(email)`;

export async function insertApplication(db: Db, row: NewApplicationRow): Promise<ApplicationRow> {
  return db.insertInto('applications').values(row).returningAll().executeTakeFirstOrThrow();
}

export function findApplicationById(db: Db, id: number): Promise<ApplicationRow | undefined> {
  return db.selectFrom('applications').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findPendingApplicationByEmail(db: Db, email: string): Promise<ApplicationRow | undefined> {
  return db
    .selectFrom('applications')
    .selectAll()
    .where(lowerEmail, '=', email.toLowerCase())
    .where('status', '=', 'pending')
    .executeTakeFirst();
}

/** The newest application for the e-mail, preferring live (not rejected) ones. */
export function findLatestApplicationByEmail(
  db: Db,
  email: string,
  options: { unpaidOnly?: boolean } = {},
): Promise<ApplicationRow | undefined> {
  let query = db.selectFrom('applications').selectAll().where(lowerEmail, '=', email.toLowerCase());
  if (options.unpaidOnly) query = query.where('paid', '=', 0);
  return query
    .orderBy(sql`case when status = 'rejected' then 1 else 0 end`)
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

export function findApplicationByPaymentSession(db: Db, sessionId: string): Promise<ApplicationRow | undefined> {
  return db.selectFrom('applications').selectAll().where('payment_session_id', '=', sessionId).executeTakeFirst();
}

export function listApplicationRows(
  db: Db,
  filter: { status?: ApplicationStatus | undefined; limit: number; offset: number },
): Promise<ApplicationRow[]> {
  let query = db.selectFrom('applications').selectAll();
  if (filter.status) query = query.where('status', '=', filter.status);
  return query.orderBy('submitted_at', 'desc').orderBy('id', 'desc').limit(filter.limit).offset(filter.offset).execute();
}

export function countApplications(db: Db, status?: ApplicationStatus): Promise<number> {
  return readKeptCount(db, status ? `applications_${status}` : 'applications');
}

/** Pending applications whose fee is paid: ready for the committee to approve (a kept count). */
export function countPaidPendingApplications(db: Db): Promise<number> {
  return readKeptCount(db, 'applications_pending_paid');
}

/** The review is a single guarded write: two admins clicking at once change it once. */
export async function setStatusIfPending(db: Db, id: number, status: ApplicationStatus, reviewedAt: string): Promise<boolean> {
  const result = await db
    .updateTable('applications')
    .set({ status, reviewed_at: reviewedAt })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The paid transition happens once: only an unpaid row changes. */
export async function markPaidIfUnpaid(
  db: Db,
  id: number,
  payment: { paidAt: string; amountCents: number | null; sessionId: string; founding: boolean },
): Promise<boolean> {
  const result = await db
    .updateTable('applications')
    .set({
      paid: 1,
      paid_at: payment.paidAt,
      amount_paid_cents: payment.amountCents,
      payment_session_id: payment.sessionId,
      founding: payment.founding ? 1 : 0,
    })
    .where('id', '=', id)
    .where('paid', '=', 0)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Claims the one "payment received" message of an application. */
export async function claimReceipt(db: Db, id: number, now: string): Promise<boolean> {
  const result = await db
    .updateTable('applications')
    .set({ receipt_sent_at: now })
    .where('id', '=', id)
    .where('receipt_sent_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Claims sending an invitation: once, or again when the last one has expired unused. */
export async function claimInvitation(db: Db, id: number, now: string, expiredBefore: string): Promise<boolean> {
  const result = await db
    .updateTable('applications')
    .set({ invited_at: now })
    .where('id', '=', id)
    .where('user_id', 'is', null)
    .where('status', '=', 'approved')
    .where('paid', '=', 1)
    .where((eb) => eb.or([eb('invited_at', 'is', null), eb('invited_at', '<', expiredBefore)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function setApplicationMember(db: Db, id: number, userId: number): Promise<void> {
  await db.updateTable('applications').set({ user_id: userId }).where('id', '=', id).execute();
}

/** Founding places taken: paid applications that got the founding price. */
export async function countFoundingApplications(db: Db): Promise<number> {
  const row = await db
    .selectFrom('applications')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('founding', '=', 1)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The application the member came from keeps its payment facts but loses the person. */
export async function scrubApplicationsOf(db: Db, userId: number): Promise<void> {
  await db
    .updateTable('applications')
    .set({
      first_name: 'Former',
      last_name: 'member',
      email: `former-member-${userId}@invalid`,
      phone: '',
      address: '',
      interests: '',
      handicap: null,
      years_experience: null,
      country: null,
      time_zone: null,
      platforms: '[]',
      launch_monitor: null,
      home_course: null,
      handicap_system: null,
      handicap_reference: null,
    })
    .where('user_id', '=', userId)
    .execute();
}
