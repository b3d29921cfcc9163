import type { FastifyInstance } from 'fastify';
import { authStateSchema, loginResultSchema } from '../../../shared/auth/auth.schema';
import { successSchema } from '../../../shared/result.schema';
import { jsonResponse } from '../http/response-schema';
import { loginInputSchema } from '../../../shared/auth/auth.schema';
import { httpStatusByCode } from '../../../shared/app-error';
import { AppError } from '../../platform/core/app-error';
import { authStateOf, signIn, signInWithSecondFactor, signOut } from '../http/sign-in';
import { twoFactorSignInSchema } from '../../../shared/auth/two-factor.schema';
import type { AppDeps } from '../../platform/deps/deps';
import { parseInput } from '../../platform/validation/parse-input';

export function registerAuthRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.get('/api/auth/user', jsonResponse(authStateSchema), (request) => authStateOf(request));

  app.post('/api/auth/login', jsonResponse(loginResultSchema), async (request, reply) => {
    try {
      return await signIn(deps, request, reply, parseInput(loginInputSchema, request.body));
    } catch (error) {
      // The spec's client reads {success, user, message} on failure too.
      if (!(error instanceof AppError)) throw error;
      return reply.status(httpStatusByCode[error.code]).send({ success: false, user: null, message: error.message });
    }
  });

  app.post('/api/auth/login/two-factor', jsonResponse(loginResultSchema), async (request, reply) => {
    try {
      return await signInWithSecondFactor(deps, request, reply, parseInput(twoFactorSignInSchema, request.body));
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      return reply.status(httpStatusByCode[error.code]).send({ success: false, user: null, message: error.message });
    }
  });

  app.post('/api/auth/logout', jsonResponse(successSchema), async (request, reply) => signOut(deps, request, reply));
}
