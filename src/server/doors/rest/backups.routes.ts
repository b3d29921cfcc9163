import { createReadStream } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { backupForDownload } from '../../domains/backups/backups.service';
import type { AppDeps } from '../../platform/deps/deps';
import { requireAdmin } from '../http/require-role';
import { parseInput } from '../../platform/validation/parse-input';

const params = z.object({ name: z.string().max(100) });

export function registerBackupRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.get('/api/admin/backups/:name', async (request, reply) => {
    const admin = requireAdmin(request);
    const { name } = parseInput(params, request.params);
    const file = await backupForDownload(deps, admin, name);
    return reply
      .type('application/gzip')
      .header('content-disposition', `attachment; filename="${name}"`)
      .header('cache-control', 'no-store')
      .send(createReadStream(file));
  });
}
