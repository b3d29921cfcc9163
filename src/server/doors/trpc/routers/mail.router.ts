import { z } from 'zod';
import { mailPreferenceViewSchema } from '../../../../shared/mail/mail-kinds';
import { outboxPageSchema } from '../../../../shared/mail/outbox.schema';
import { outboxListInputSchema } from '../../../../shared/mail/outbox.schema';
import { mailPreferenceSchema } from '../../../../shared/mail/mail-kinds';
import { accountProcedure, adminProcedure, router } from '../trpc';
import { getMailPreferences, setMailPreference } from '../../../domains/profile/mail-preferences.service';
import { listOutboxMessages } from '../../../platform/mail/outbox.service';

export const mailRouter = router({
  preferences: accountProcedure.output(z.array(mailPreferenceViewSchema)).query(({ ctx }) => getMailPreferences(ctx, ctx.user)),
  setPreference: accountProcedure.input(mailPreferenceSchema).output(z.array(mailPreferenceViewSchema)).mutation(({ ctx, input }) => setMailPreference(ctx, ctx.user, input.kind, input.enabled)),
  outbox: adminProcedure.input(outboxListInputSchema).output(outboxPageSchema).query(({ ctx, input }) => listOutboxMessages(ctx.db, input)),
});
