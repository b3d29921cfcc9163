import { clubSettingsViewSchema } from '../../../../shared/club/club-settings.schema';
import { clubIdentitySchema } from '../../../../shared/club/club-identity.schema';
import { publicProcedure, router } from '../trpc';
import { getClubIdentity } from '../../../domains/club/club-identity.service';
import { getClubSettings } from '../../../domains/club/club-settings.service';

export const clubRouter = router({
  settings: publicProcedure.output(clubSettingsViewSchema).query(({ ctx }) => getClubSettings(ctx.db)),
  identity: publicProcedure.output(clubIdentitySchema).query(({ ctx }) => getClubIdentity(ctx)),
});
