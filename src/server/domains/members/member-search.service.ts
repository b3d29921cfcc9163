import type { z } from 'zod';
import type { SessionUser } from '../../../shared/auth/auth.schema';
import type { NamedMemberRef } from '../../../shared/matches/match.schema';
import { MEMBER_SEARCH_LIMIT, type memberSearchSchema } from '../../../shared/members/member-search.schema';
import type { Db } from '../../platform/db/db';
import { searchMemberRows } from './member-search.repository';

/** Members to invite: part of a username or full name, case-insensitive, without the one searching. */
export async function searchMembers(db: Db, user: SessionUser, { q }: z.output<typeof memberSearchSchema>): Promise<NamedMemberRef[]> {
  return searchMemberRows(db, q, user.id, MEMBER_SEARCH_LIMIT);
}
