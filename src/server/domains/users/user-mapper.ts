import type { SessionUser } from '../../../shared/auth/auth.schema';
import type { UserRow } from '../../platform/db/schema';

export function toSessionUser(row: Pick<UserRow, 'id' | 'username' | 'member_type'>): SessionUser {
  return { id: row.id, username: row.username, memberType: row.member_type };
}
