import { memberSearchSchema } from '../../../../shared/members/member-search.schema';
import { memberProcedure, router } from '../trpc';
import { searchMembers } from '../../../domains/members/member-search.service';

export const membersRouter = router({
  search: memberProcedure.input(memberSearchSchema).query(({ ctx, input }) => searchMembers(ctx.db, ctx.user, input)),
});
