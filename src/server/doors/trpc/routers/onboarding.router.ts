import { invitationCheckSchema, onboardResultSchema, usernameCheckSchema } from '../../../../shared/auth/onboarding.schema';
import { checkUsernameSchema, onboardInputSchema, tokenInputSchema } from '../../../../shared/auth/onboarding.schema';
import { publicProcedure, router } from '../trpc';
import { checkInvitation } from '../../../domains/membership/applications/invitation.service';
import { checkUsername, createMemberFromInvitation } from '../../../domains/membership/onboarding/onboarding.service';

export const onboardingRouter = router({
  // A POST, so the token never lands in a URL or a log line; it only reads.
  checkToken: publicProcedure.input(tokenInputSchema).output(invitationCheckSchema).mutation(({ ctx, input }) => checkInvitation(ctx, input.token)),
  checkUsername: publicProcedure.input(checkUsernameSchema).output(usernameCheckSchema).mutation(({ ctx, input }) => checkUsername(ctx, input.username, ctx.ip)),
  create: publicProcedure.input(onboardInputSchema).output(onboardResultSchema).mutation(({ ctx, input }) => createMemberFromInvitation(ctx, input)),
});
