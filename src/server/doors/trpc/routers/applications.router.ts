import {
  applicationInputSchema,
  applicationListInputSchema,
  onboardByEmailSchema,
  reviewInputSchema,
} from '../../../../shared/applications/application.schema';
import { adminProcedure, publicProcedure, router } from '../trpc';
import { listApplications, onboardApplicant, reviewApplication, submitApplication } from '../../../domains/membership/applications/applications.service';

export const applicationsRouter = router({
  submit: publicProcedure.input(applicationInputSchema).mutation(({ ctx, input }) => submitApplication(ctx, input, ctx.ip)),
  onboard: publicProcedure.input(onboardByEmailSchema).mutation(({ ctx, input }) => onboardApplicant(ctx, input.email, ctx.ip)),
  list: adminProcedure.input(applicationListInputSchema).query(({ ctx, input }) => listApplications(ctx, input)),
  review: adminProcedure.input(reviewInputSchema).mutation(({ ctx, input }) => reviewApplication(ctx, ctx.user, input.id, input)),
});
