import type { SessionUser } from '../../shared/auth/auth.schema';
import type { MemberRef } from '../../shared/matches/match.schema';
import { MEMBER_SEARCH_LIMIT, memberSearchSchema, type MemberSearchInput } from '../../shared/members/member-search.schema';
import type { Db } from '../db/database';
import { parseInput } from '../validation/parse-input';
import { searchMemberRows } from './member-search.repository';

/** Members to invite: part of a username, case-insensitive, without the one searching. */
export async function searchMembers(db: Db, user: SessionUser, input: MemberSearchInput): Promise<MemberRef[]> {
  const { q } = parseInput(memberSearchSchema, input);
  return searchMemberRows(db, q, user.id, MEMBER_SEARCH_LIMIT);
}
