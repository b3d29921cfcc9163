import type { Db } from '../server/platform/db/db';
import type { ReservationRow } from '../server/platform/db/schema';

export async function insertReservationRow(
  db: Db,
  row: Pick<ReservationRow, 'user_id' | 'date' | 'time'> & Partial<Pick<ReservationRow, 'players' | 'cancelled_at'>>,
): Promise<ReservationRow> {
  return db
    .insertInto('reservations')
    .values({ players: 2, cancelled_at: null, created_at: new Date().toISOString(), ...row })
    .returningAll()
    .executeTakeFirstOrThrow();
}
