import { successSchema } from '../../../../shared/result.schema';
import { contactInputSchema } from '../../../../shared/contact/contact.schema';
import { publicProcedure, router } from '../trpc';
import { submitContactMessage } from '../../../domains/contact/contact.service';

export const contactRouter = router({
  send: publicProcedure.input(contactInputSchema).output(successSchema).mutation(({ ctx, input }) => submitContactMessage(ctx, input, ctx.ip)),
});
