import type { FastifyRequest } from 'fastify';
import type { SessionUser } from '../../../shared/auth/auth.schema';
import { LAPSED_MESSAGE } from '../../../shared/membership/membership.schema';
import { forbidden, unauthorized } from '../../platform/core/app-error';
import { adminRefusal } from './admin-refusal';

/** The REST door's twin of accountProcedure: any signed-in member, lapsed or not (profile, statements, renewal). */
export function requireAccountHolder(request: FastifyRequest): SessionUser {
  if (!request.user) throw unauthorized();
  return request.user;
}

/** The REST door's twin of memberProcedure: a lapsed member is refused. */
export function requireMember(request: FastifyRequest): SessionUser {
  const user = requireAccountHolder(request);
  if (request.membershipLapsed) throw forbidden(LAPSED_MESSAGE);
  return user;
}

/** The REST door's twin of adminProcedure. */
export function requireAdmin(request: FastifyRequest): SessionUser {
  const user = requireMember(request);
  const refusal = adminRefusal(user);
  if (refusal) throw forbidden(refusal);
  return user;
}
