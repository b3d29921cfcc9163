import type { FastifyInstance } from 'fastify';
import { adminApplicationSchema, applicationSubmittedSchema, reviewRestSchema } from '../../../shared/applications/application.schema';
import { successSchema } from '../../../shared/result.schema';
import { jsonResponse } from '../http/response-schema';
import { z } from 'zod';
import { applicationIdSchema, applicationInputSchema, applicationListInputSchema, onboardByEmailSchema, reviewDecisionSchema } from '../../../shared/applications/application.schema';
import { listApplications, onboardApplicant, reviewApplication, submitApplication } from '../../domains/membership/applications/applications.service';
import type { AppDeps } from '../../platform/deps/deps';
import { requireAdmin } from '../http/require-role';
import { parseInput } from '../../platform/validation/parse-input';

const idParams = z.object({ id: applicationIdSchema });

export function registerApplicationRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.post('/api/applications', jsonResponse(applicationSubmittedSchema), async (request) =>
    submitApplication(deps, parseInput(applicationInputSchema, request.body), request.ip),
  );

  app.post('/api/applications/onboard', jsonResponse(successSchema), async (request) =>
    onboardApplicant(deps, parseInput(onboardByEmailSchema, request.body).email, request.ip),
  );

  app.get('/api/admin/applications', jsonResponse(z.array(adminApplicationSchema)), async (request) => {
    requireAdmin(request);
    const { items } = await listApplications(deps, parseInput(applicationListInputSchema, request.query));
    return items;
  });

  app.patch('/api/admin/applications/:id', jsonResponse(reviewRestSchema), async (request) => {
    const admin = requireAdmin(request);
    const { id } = parseInput(idParams, request.params);
    const { application, emailSent } = await reviewApplication(deps, admin, id, parseInput(reviewDecisionSchema, request.body));
    return { application, emailSent };
  });
}
