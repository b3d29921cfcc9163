import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { applicationIdSchema, applicationInputSchema, applicationListInputSchema, onboardByEmailSchema, reviewDecisionSchema } from '../../../shared/applications/application.schema';
import { listApplications, onboardApplicant, reviewApplication, submitApplication } from '../../domains/membership/applications/applications.service';
import type { AppDeps } from '../../platform/deps/deps';
import { requireAdmin } from '../http/require-role';
import { parseInput } from '../../platform/validation/parse-input';

const idParams = z.object({ id: applicationIdSchema });

export function registerApplicationRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.post('/api/applications', async (request) =>
    submitApplication(deps, parseInput(applicationInputSchema, request.body), request.ip),
  );

  app.post('/api/applications/onboard', async (request) =>
    onboardApplicant(deps, parseInput(onboardByEmailSchema, request.body).email, request.ip),
  );

  app.get('/api/admin/applications', async (request) => {
    requireAdmin(request);
    const { items } = await listApplications(deps, parseInput(applicationListInputSchema, request.query));
    return items;
  });

  app.patch('/api/admin/applications/:id', async (request) => {
    const admin = requireAdmin(request);
    const { id } = parseInput(idParams, request.params);
    const { application, emailSent } = await reviewApplication(deps, admin, id, parseInput(reviewDecisionSchema, request.body));
    return { application, emailSent };
  });
}
