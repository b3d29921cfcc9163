import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { adminMemberSchema } from '../../../shared/members/member.schema';
import { successSchema } from '../../../shared/result.schema';
import { jsonResponse } from '../http/response-schema';
import { memberCreateSchema, memberIdSchema, memberListQuerySchema, memberUpdateSchema } from '../../../shared/members/member.schema';
import type { AppDeps } from '../../platform/deps/deps';
import { requireAdmin } from '../http/require-role';
import { parseInput } from '../../platform/validation/parse-input';
import { membersCsv } from '../../domains/members/members-csv';
import { createMember, deleteMember, listMembers, updateMember } from '../../domains/members/members.service';

/** The spec's /api/admin/members calls (the admin guard runs first), plus the CSV export. */
export function registerAdminMemberRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.get('/api/admin/members', jsonResponse(z.array(adminMemberSchema)), async (request) => {
    requireAdmin(request);
    const page = await listMembers(deps, parseInput(memberListQuerySchema, request.query));
    return page.items;
  });

  app.get('/api/admin/members.csv', async (request, reply) => {
    requireAdmin(request);
    const csv = await membersCsv(deps);
    const day = deps.clock.now().toISOString().slice(0, 10);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="members-${day}.csv"`)
      .header('cache-control', 'no-store')
      .send(csv);
  });

  app.post('/api/admin/members', jsonResponse(adminMemberSchema, 201), async (request, reply) => {
    const member = await createMember(deps, requireAdmin(request), parseInput(memberCreateSchema, request.body));
    return reply.status(201).send(member);
  });

  app.put<{ Params: { id: string } }>('/api/admin/members/:id', jsonResponse(adminMemberSchema), async (request) =>
    updateMember(deps, requireAdmin(request), parseInput(memberIdSchema, request.params.id), parseInput(memberUpdateSchema, request.body)),
  );

  app.delete<{ Params: { id: string } }>('/api/admin/members/:id', jsonResponse(successSchema), async (request) =>
    deleteMember(deps, deps.photos, requireAdmin(request), parseInput(memberIdSchema, request.params.id)),
  );
}
