import type { FastifyRequest } from 'fastify';
import type { SessionUser } from '../../shared/auth/auth.schema';
import { forbidden, unauthorized } from '../app-error';

/** The REST door's twin of memberProcedure. */
export function requireMember(request: FastifyRequest): SessionUser {
  if (!request.user) throw unauthorized();
  return request.user;
}

/** The REST door's twin of adminProcedure. */
export function requireAdmin(request: FastifyRequest): SessionUser {
  const user = requireMember(request);
  if (user.memberType !== 'admin') throw forbidden('Only club admins can do that.');
  return user;
}
