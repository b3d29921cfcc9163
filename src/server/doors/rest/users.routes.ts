import type { FastifyInstance } from 'fastify';
import { onboardResultSchema, usernameCheckSchema } from '../../../shared/auth/onboarding.schema';
import { jsonResponse } from '../http/response-schema';
import { checkUsernameSchema, onboardInputSchema } from '../../../shared/auth/onboarding.schema';
import type { AppDeps } from '../../platform/deps/deps';
import { parseInput } from '../../platform/validation/parse-input';
import { checkUsername, createMemberFromInvitation } from '../../domains/membership/onboarding/onboarding.service';

export function registerUserRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.post('/api/users/check-username', jsonResponse(usernameCheckSchema), async (request) =>
    checkUsername(deps, parseInput(checkUsernameSchema, request.body).username, request.ip),
  );

  app.post('/api/users/onboard', jsonResponse(onboardResultSchema), async (request) =>
    createMemberFromInvitation(deps, parseInput(onboardInputSchema, request.body)),
  );
}
