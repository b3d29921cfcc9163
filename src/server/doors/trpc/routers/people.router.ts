import { declaredIndexSchema } from '../../../../shared/golf/handicap.schema';
import { directoryPageSchema, directoryQuerySchema } from '../../../../shared/people/directory.schema';
import { directoryChoicesSchema, golfProfileInputSchema, memberProfileSchema } from '../../../../shared/profile/member-profile.schema';
import { memberWelcomeSchema } from '../../../../shared/people/checklist.schema';
import { listDirectory } from '../../../domains/people/directory.service';
import { getMemberWelcome } from '../../../domains/people/welcome.service';
import { declareOwnIndex, getMemberProfile, removeProfilePhoto, setDirectoryChoices, updateGolfProfile } from '../../../domains/people/member-profile.service';
import { accountProcedure, memberProcedure, router } from '../trpc';

/** The club's people: a member's own club profile and the members' directory. */
export const peopleRouter = router({
  profile: accountProcedure.output(memberProfileSchema).query(({ ctx }) => getMemberProfile(ctx, ctx.user.id)),
  updateGolf: accountProcedure.input(golfProfileInputSchema).output(memberProfileSchema).mutation(({ ctx, input }) => updateGolfProfile(ctx, ctx.user.id, input)),
  setDirectory: accountProcedure.input(directoryChoicesSchema).output(memberProfileSchema).mutation(({ ctx, input }) => setDirectoryChoices(ctx, ctx.user.id, input)),
  declareIndex: accountProcedure.input(declaredIndexSchema).output(memberProfileSchema).mutation(({ ctx, input }) => declareOwnIndex(ctx, ctx.user.id, input)),
  removePhoto: accountProcedure.output(memberProfileSchema).mutation(({ ctx }) => removeProfilePhoto(ctx, ctx.user.id)),
  welcome: memberProcedure.output(memberWelcomeSchema).query(({ ctx }) => getMemberWelcome(ctx, ctx.user.id)),
  directory: memberProcedure.input(directoryQuerySchema).output(directoryPageSchema).query(({ ctx, input }) => listDirectory(ctx, input)),
});
