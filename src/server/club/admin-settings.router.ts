import { clubSettingsSchema } from '../../shared/club/club-settings.schema';
import { adminProcedure, router } from '../trpc/trpc';
import { getClubSettings, updateClubSettings } from './club-settings.service';

/** admin.settings.*: the Club Settings page (everyone reads them through club.settings). */
export const adminSettingsRouter = router({
  get: adminProcedure.query(({ ctx }) => getClubSettings(ctx.db)),
  update: adminProcedure.input(clubSettingsSchema).mutation(({ ctx, input }) => updateClubSettings(ctx.db, ctx.user, input)),
});
