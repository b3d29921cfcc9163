import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../platform/deps/deps';

export interface TrpcContext extends AppDeps {
  req: FastifyRequest;
  res: FastifyReply;
  user: FastifyRequest['user'];
  ip: string;
}

export function contextFactory(deps: AppDeps) {
  return ({ req, res }: { req: FastifyRequest; res: FastifyReply }): TrpcContext => ({
    ...deps,
    req,
    res,
    user: req.user,
    ip: req.ip,
  });
}
