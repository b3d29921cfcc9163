import { z } from 'zod';
import { namedMemberRefSchema } from '../../../../shared/matches/match.schema';
import { memberSearchSchema } from '../../../../shared/members/member-search.schema';
import { memberProcedure, router } from '../trpc';
import { searchMembers } from '../../../domains/members/member-search.service';

export const membersRouter = router({
  search: memberProcedure.input(memberSearchSchema).output(z.array(namedMemberRefSchema)).query(({ ctx, input }) => searchMembers(ctx.db, ctx.user, input)),
});
