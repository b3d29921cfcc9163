import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppDeps } from '../../platform/deps/deps';
import { requireAdmin } from '../http/require-role';
import { courseCsvTemplate, exportCoursesCsv } from '../../domains/courses/course-csv.service';

function sendCsv(reply: FastifyReply, fileName: string, csv: string) {
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'no-store')
    .send(csv);
}

/** The courses CSV downloads; the import itself is admin.courses.previewImport / importTees. */
export function registerAdminCourseRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.get('/api/admin/courses.csv', async (request, reply) => {
    requireAdmin(request);
    const day = deps.clock.now().toISOString().slice(0, 10);
    return sendCsv(reply, `courses-${day}.csv`, await exportCoursesCsv(deps.db));
  });

  app.get('/api/admin/courses/template.csv', async (request, reply) => {
    requireAdmin(request);
    return sendCsv(reply, 'courses-template.csv', courseCsvTemplate());
  });
}
