import { notFound } from '../../platform/core/app-error';
import type { Db } from '../../platform/db/db';
import type { UserRow } from '../../platform/db/schema';
import { findUserById } from './users.repository';

export async function requireUser(db: Db, userId: number): Promise<UserRow> {
  const row = await findUserById(db, userId);
  if (!row) throw notFound('Member not found');
  return row;
}
