import type { Db } from './db';

/** The totals kept by triggers; see the lists-at-scale migration for what each one counts. */
export type KeptCount =
  | 'members'
  | 'audit_log'
  | 'mail_outbox'
  | 'contact_messages'
  | 'contact_messages_unread'
  | 'applications'
  | 'applications_pending'
  | 'applications_approved'
  | 'applications_rejected'
  | 'applications_pending_paid'
  | 'events';

export async function readKeptCount(db: Db, name: KeptCount): Promise<number> {
  const row = await db.selectFrom('row_counts').select('count').where('name', '=', name).executeTakeFirst();
  if (!row) throw new Error(`No kept count named ${name}`);
  return row.count;
}
