import type { FastifyRequest } from 'fastify';
import type { SessionUser } from '../../shared/auth/auth.schema';
import { unauthorized } from '../app-error';

/** The REST door's memberProcedure: the signed-in user, or a 401 with a message. */
export function requireMember(request: FastifyRequest): SessionUser {
  if (!request.user) throw unauthorized();
  return request.user;
}
