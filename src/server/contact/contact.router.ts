import { contactInputSchema } from '../../shared/contact/contact.schema';
import { publicProcedure, router } from '../trpc/trpc';
import { submitContactMessage } from './contact.service';

export const contactRouter = router({
  send: publicProcedure.input(contactInputSchema).mutation(({ ctx, input }) => submitContactMessage(ctx, input, ctx.ip)),
});
