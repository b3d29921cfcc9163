import { applicationListSchema, applicationSubmittedSchema, reviewResultSchema } from '../../../../shared/applications/application.schema';
import { successSchema } from '../../../../shared/result.schema';
import {
  applicationInputSchema,
  applicationListInputSchema,
  onboardByEmailSchema,
  reviewInputSchema,
} from '../../../../shared/applications/application.schema';
import { adminProcedure, publicProcedure, router } from '../trpc';
import { listApplications, onboardApplicant, reviewApplication, submitApplication } from '../../../domains/membership/applications/applications.service';

export const applicationsRouter = router({
  submit: publicProcedure.input(applicationInputSchema).output(applicationSubmittedSchema).mutation(({ ctx, input }) => submitApplication(ctx, input, ctx.ip)),
  onboard: publicProcedure.input(onboardByEmailSchema).output(successSchema).mutation(({ ctx, input }) => onboardApplicant(ctx, input.email, ctx.ip)),
  list: adminProcedure.input(applicationListInputSchema).output(applicationListSchema).query(({ ctx, input }) => listApplications(ctx, input)),
  review: adminProcedure.input(reviewInputSchema).output(reviewResultSchema).mutation(({ ctx, input }) => reviewApplication(ctx, ctx.user, input.id, input)),
});
