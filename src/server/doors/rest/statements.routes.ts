import type { FastifyInstance } from 'fastify';
import { memberStatementsSchema } from '../../../shared/statements/statement.schema';
import { jsonResponse } from '../http/response-schema';
import { z } from 'zod';
import { statementMonthSchema } from '../../../shared/statements/statement.schema';
import type { AppDeps } from '../../platform/deps/deps';
import { parseInput } from '../../platform/validation/parse-input';
import { getMemberStatements, getStatementPdf } from '../../domains/statements/statements.service';
import { requireAccountHolder } from '../http/require-role';

const pdfFileSchema = z.object({
  file: z
    .string()
    .regex(/^\d{4}-\d{2}\.pdf$/, 'A statement is named yyyy-mm.pdf')
    .transform((file) => file.slice(0, 7))
    .pipe(statementMonthSchema),
});

export function registerStatementRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.get('/api/statements', jsonResponse(memberStatementsSchema), async (request) => getMemberStatements(deps.db, requireAccountHolder(request).id));
  app.get('/api/statements/:file', async (request, reply) => {
    const user = requireAccountHolder(request);
    const { file: month } = parseInput(pdfFileSchema, request.params);
    const pdf = await getStatementPdf(deps.db, user.id, month);
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="statement-${month}.pdf"`)
      .header('cache-control', 'private, no-store')
      .send(pdf);
  });
}
