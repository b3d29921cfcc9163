import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../deps';
import { requireMember } from '../http/require-role';
import { searchMembers } from '../members/member-search.service';

export function registerMemberRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.get<{ Querystring: { q?: unknown } }>('/api/members/search', async (request) =>
    searchMembers(deps.db, requireMember(request), { q: typeof request.query.q === 'string' ? request.query.q : '' }),
  );
}
