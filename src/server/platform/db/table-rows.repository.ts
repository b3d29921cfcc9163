import type { Db } from './db';
import type { Database } from './schema';

/** Whether a table holds any row: the demo seeders fill a table only while it is empty. */
export async function tableHasRows(db: Db, table: keyof Database): Promise<boolean> {
  const row = await db.selectFrom(table).select((eb) => eb.lit(1).as('one')).limit(1).executeTakeFirst();
  return row !== undefined;
}
