import { accountEntrySchema, memberAccountSchema, memberStatementsSchema } from '../../../../shared/statements/statement.schema';
import { accountEntryInputSchema, entryReversalSchema, memberAccountQuerySchema } from '../../../../shared/statements/statement.schema';
import { reverseAccountEntry } from '../../../domains/statements/entry-reversal.service';
import { accountProcedure, adminProcedure, router } from '../trpc';
import { getMemberAccount, getMemberStatements, recordAccountEntry } from '../../../domains/statements/statements.service';

export const statementsRouter = router({
  list: accountProcedure.output(memberStatementsSchema).query(({ ctx }) => getMemberStatements(ctx.db, ctx.user.id)),
  memberAccount: adminProcedure.input(memberAccountQuerySchema).output(memberAccountSchema).query(({ ctx, input }) => getMemberAccount(ctx.db, input.userId)),
  recordEntry: adminProcedure.input(accountEntryInputSchema).output(accountEntrySchema).mutation(({ ctx, input }) => recordAccountEntry(ctx, ctx.user.id, input)),
  reverseEntry: adminProcedure.input(entryReversalSchema).output(accountEntrySchema).mutation(({ ctx, input }) => reverseAccountEntry(ctx, ctx.user, input)),
});
