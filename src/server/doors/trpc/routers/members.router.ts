import { z } from 'zod';
import { memberRefSchema } from '../../../../shared/matches/match.schema';
import { memberSearchSchema } from '../../../../shared/members/member-search.schema';
import { memberProcedure, router } from '../trpc';
import { searchMembers } from '../../../domains/members/member-search.service';

export const membersRouter = router({
  search: memberProcedure.input(memberSearchSchema).output(z.array(memberRefSchema)).query(({ ctx, input }) => searchMembers(ctx.db, ctx.user, input)),
});
