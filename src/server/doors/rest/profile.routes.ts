import type { FastifyInstance } from 'fastify';
import { confirmEmailChange } from '../../domains/profile/email-change.service';
import { profileSchema } from '../../../shared/profile/profile.schema';
import { successSchema } from '../../../shared/result.schema';
import { jsonResponse } from '../http/response-schema';
import { accountDeletionSchema, passwordChangeSchema, profileInputSchema } from '../../../shared/profile/profile.schema';
import type { AppDeps } from '../../platform/deps/deps';
import { parseInput } from '../../platform/validation/parse-input';
import { changePassword, getProfile, updateProfile } from '../../domains/profile/profile.service';
import { requireAccountHolder } from '../http/require-role';
import { exportMemberData } from '../../domains/data-rights/member-export.service';
import { deleteOwnAccount } from '../../domains/data-rights/account-deletion.service';
import { clearSessionCookie } from '../http/request-user';

export function registerProfileRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.get('/api/profile', jsonResponse(profileSchema), async (request) => getProfile(deps, requireAccountHolder(request).id));
  app.put('/api/profile', jsonResponse(profileSchema), async (request) => {
    const user = requireAccountHolder(request);
    return updateProfile(deps, user.id, parseInput(profileInputSchema, request.body));
  });
  // The link mailed to a new address: no sign-in needed (the token is the proof), back to the profile with the outcome.
  app.get<{ Params: { token: string } }>('/api/profile/email/confirm/:token', async (request, reply) => {
    const outcome = await confirmEmailChange(deps, request.params.token);
    return reply.redirect(`/member/profile?emailChange=${outcome}`);
  });
  // Everything the club holds about the signed-in member, as a zip (JSON and their photos).
  app.get('/api/profile/export', async (request, reply) => {
    const { fileName, zip } = await exportMemberData(deps, requireAccountHolder(request).id);
    return reply.type('application/zip').header('content-disposition', `attachment; filename="${fileName}"`).header('cache-control', 'no-store').send(zip);
  });
  app.post('/api/profile/delete', jsonResponse(successSchema), async (request, reply) => {
    const user = requireAccountHolder(request);
    await deleteOwnAccount(deps, user.id, parseInput(accountDeletionSchema, request.body));
    clearSessionCookie(reply, deps);
    return { success: true };
  });
  app.post('/api/profile/password', jsonResponse(successSchema), async (request) => {
    const user = requireAccountHolder(request);
    return changePassword(deps, user.id, parseInput(passwordChangeSchema, request.body), request.sessionToken);
  });
}
