import { contactMessagePageSchema, contactMessageSchema } from '../../../../shared/contact/contact.schema';
import { idParamSchema } from '../../../../shared/record-id.schema';
import { pageQuerySchema } from '../../../../shared/paging/paging.schema';
import { adminProcedure, router } from '../trpc';
import { listContactMessages, openContactMessage } from '../../../domains/contact/contact-messages.service';

/** admin.messages.*: the contact form's messages. */
export const adminMessagesRouter = router({
  list: adminProcedure.input(pageQuerySchema).output(contactMessagePageSchema).query(({ ctx, input }) => listContactMessages(ctx.db, input)),
  open: adminProcedure.input(idParamSchema).output(contactMessageSchema).mutation(({ ctx, input }) => openContactMessage(ctx, input.id)),
});
