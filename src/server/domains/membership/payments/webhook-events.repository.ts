import type { Db } from '../../../platform/db/db';

/** Records a provider event id; false when it was already handled. */
export async function insertWebhookEventIfNew(db: Db, id: string, type: string, receivedAt: string): Promise<boolean> {
  const result = await db
    .insertInto('payment_webhook_events')
    .values({ id, type, received_at: receivedAt })
    .onConflict((oc) => oc.column('id').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) === 1;
}
