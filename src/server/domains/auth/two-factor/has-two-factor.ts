import type { Db } from '../../../platform/db/db';
import { findTwoFactor } from './two-factor.repository';

/** On once a first code confirmed the setup; a setup still being scanned does not count. */
export async function hasTwoFactor(db: Db, userId: number): Promise<boolean> {
  const row = await findTwoFactor(db, userId);
  return row?.enabled_at != null;
}
