import { outboxListInputSchema } from '../../shared/mail/outbox.schema';
import { adminProcedure, router } from '../trpc/trpc';
import { listOutboxMessages } from './outbox.service';

export const mailRouter = router({
  outbox: adminProcedure.input(outboxListInputSchema).query(({ ctx, input }) => listOutboxMessages(ctx.db, input)),
});
