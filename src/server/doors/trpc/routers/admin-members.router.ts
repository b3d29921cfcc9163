import { competitionIndexSchema, handicapRequestSchema } from '../../../../shared/golf/handicap.schema';
import { setMemberHandicap } from '../../../domains/golf/competition-index.service';
import { adminMemberListItemSchema, adminMemberSchema } from '../../../../shared/members/member.schema';
import { pageSchema } from '../../../../shared/paging/paging.schema';
import { membershipChangeResultSchema } from '../../../../shared/membership/membership.schema';
import { successSchema } from '../../../../shared/result.schema';
import { z } from 'zod';
import { memberCreateSchema, memberIdSchema, memberListQuerySchema, memberUpdateSchema } from '../../../../shared/members/member.schema';
import { adminProcedure, router } from '../trpc';
import { createMember, deleteMember, listMembers, updateMember } from '../../../domains/members/members.service';
import { adminPaidThroughSchema } from '../../../../shared/membership/membership.schema';
import { setPaidThrough } from '../../../domains/membership/membership.service';

/** admin.members.*: the Manage Members page. */
export const adminMembersRouter = router({
  setHandicap: adminProcedure
    .input(handicapRequestSchema)
    .output(competitionIndexSchema)
    .mutation(({ ctx, input }) => setMemberHandicap(ctx, ctx.user, input.userId, input.handicap)),
  list: adminProcedure.input(memberListQuerySchema).output(pageSchema(adminMemberListItemSchema)).query(({ ctx, input }) => listMembers(ctx, input)),
  create: adminProcedure.input(memberCreateSchema).output(adminMemberSchema).mutation(({ ctx, input }) => createMember(ctx, ctx.user, input)),
  update: adminProcedure
    .input(z.object({ id: memberIdSchema, member: memberUpdateSchema })).output(adminMemberSchema)
    .mutation(({ ctx, input }) => updateMember(ctx, ctx.user, input.id, input.member)),
  setPaidThrough: adminProcedure.input(adminPaidThroughSchema).output(membershipChangeResultSchema).mutation(({ ctx, input }) => {
    const { userId, ...change } = input;
    return setPaidThrough(ctx, ctx.user, userId, change);
  }),
  delete: adminProcedure
    .input(z.object({ id: memberIdSchema })).output(successSchema)
    .mutation(({ ctx, input }) => deleteMember(ctx, ctx.photos, ctx.user, input.id)),
});
