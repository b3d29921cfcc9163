import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { namedMemberRefSchema } from '../../../shared/matches/match.schema';
import { jsonResponse } from '../http/response-schema';
import { memberSearchSchema } from '../../../shared/members/member-search.schema';
import type { AppDeps } from '../../platform/deps/deps';
import { requireMember } from '../http/require-role';
import { searchMembers } from '../../domains/members/member-search.service';
import { parseInput } from '../../platform/validation/parse-input';

export function registerMemberRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.get('/api/members/search', jsonResponse(z.array(namedMemberRefSchema)), async (request) => {
    const viewer = requireMember(request);
    return searchMembers(deps.db, viewer, parseInput(memberSearchSchema, request.query));
  });
}
