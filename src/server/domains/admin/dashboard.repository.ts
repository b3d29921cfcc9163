import type { Db } from '../../platform/db/db';
import { readKeptCount } from '../../platform/db/row-counts.repository';

async function counted(query: Promise<{ count: number | string | bigint } | undefined>): Promise<number> {
  return Number((await query)?.count ?? 0);
}

/** Pending applications, split by whether the fee is paid (paid ones can be approved at once). */
export async function countPendingApplicationsByPaid(db: Db): Promise<{ paid: number; unpaid: number }> {
  const rows = await db
    .selectFrom('applications')
    .select(['paid', (eb) => eb.fn.countAll<number>().as('count')])
    .where('status', '=', 'pending')
    .groupBy('paid')
    .execute();
  const of = (paid: number) => Number(rows.find((row) => row.paid === paid)?.count ?? 0);
  return { paid: of(1), unpaid: of(0) };
}

export function countUnreadMessages(db: Db): Promise<number> {
  return readKeptCount(db, 'contact_messages_unread');
}

/** Tee times booked (not cancelled) on a club-local day. */
export function countTeeTimesOn(db: Db, day: string): Promise<number> {
  return counted(
    db
      .selectFrom('reservations')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('date', '=', day)
      .where('cancelled_at', 'is', null)
      .executeTakeFirst(),
  );
}

/** Messages the mail server refused at least once and that are not delivered yet. */
export function countFailedMail(db: Db): Promise<number> {
  return counted(
    db
      .selectFrom('mail_outbox')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('sent_at', 'is', null)
      .where('last_error', 'is not', null)
      .executeTakeFirst(),
  );
}
