import type { FastifyInstance } from 'fastify';
import { passwordChangeSchema, profileInputSchema } from '../../shared/profile/profile.schema';
import type { AppDeps } from '../deps';
import { parseInput } from '../validation/parse-input';
import { changePassword, getProfile, updateProfile } from '../profile/profile.service';
import { requireMember } from '../http/require-role';

export function registerProfileRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.get('/api/profile', async (request) => getProfile(deps.db, requireMember(request).id));
  app.put('/api/profile', async (request) => {
    const user = requireMember(request);
    return updateProfile(deps.db, user.id, parseInput(profileInputSchema, request.body));
  });
  app.post('/api/profile/password', async (request) => {
    const user = requireMember(request);
    return changePassword(deps, user.id, parseInput(passwordChangeSchema, request.body), request.sessionToken);
  });
}
