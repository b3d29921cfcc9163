import { clubIdentitySchema } from '../../../../shared/club/club-identity.schema';
import { hasTwoFactor } from '../../../domains/auth/two-factor/has-two-factor';
import { z } from 'zod';
import { removeClubImage } from '../../../domains/club/club-identity.service';
import { clubSettingsSchema, clubSettingsViewSchema } from '../../../../shared/club/club-settings.schema';
import { adminProcedure, router } from '../trpc';
import { getClubSettings, updateClubSettings } from '../../../domains/club/club-settings.service';

/** admin.settings.*: the Club Settings page (everyone reads them through club.settings). */
export const adminSettingsRouter = router({
  get: adminProcedure.output(clubSettingsViewSchema).query(({ ctx }) => getClubSettings(ctx.db)),
  removeImage: adminProcedure
    .input(z.object({ kind: z.enum(['logo', 'hero'], 'Choose the logo or the hero photo') })).output(clubIdentitySchema)
    .mutation(({ ctx, input }) => removeClubImage(ctx, ctx.user, input.kind)),
  update: adminProcedure.input(clubSettingsSchema).output(clubSettingsViewSchema).mutation(({ ctx, input }) => updateClubSettings(ctx, ctx.user, input, hasTwoFactor)),
});
