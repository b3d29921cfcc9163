import { accountEntryInputSchema, entryReversalSchema, memberAccountQuerySchema } from '../../../../shared/statements/statement.schema';
import { reverseAccountEntry } from '../../../domains/statements/entry-reversal.service';
import { accountProcedure, adminProcedure, router } from '../trpc';
import { getMemberAccount, getMemberStatements, recordAccountEntry } from '../../../domains/statements/statements.service';

export const statementsRouter = router({
  list: accountProcedure.query(({ ctx }) => getMemberStatements(ctx.db, ctx.user.id)),
  memberAccount: adminProcedure.input(memberAccountQuerySchema).query(({ ctx, input }) => getMemberAccount(ctx.db, input.userId)),
  recordEntry: adminProcedure.input(accountEntryInputSchema).mutation(({ ctx, input }) => recordAccountEntry(ctx, ctx.user.id, input)),
  reverseEntry: adminProcedure.input(entryReversalSchema).mutation(({ ctx, input }) => reverseAccountEntry(ctx, ctx.user, input)),
});
