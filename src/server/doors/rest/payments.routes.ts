import type { FastifyInstance } from 'fastify';
import { paymentLinkSchema, paymentSessionAnswerSchema, webhookReceivedSchema } from '../../../shared/payments/payment.schema';
import { jsonResponse } from '../http/response-schema';
import { z } from 'zod';
import { sessionIdSchema } from '../../../shared/payments/payment.schema';
import type { AppDeps } from '../../platform/deps/deps';
import { parseInput } from '../../platform/validation/parse-input';
import { getPaymentLink, getPaymentSession, handlePaymentWebhook } from '../../domains/membership/payments/payments.service';

const sessionParamsSchema = z.object({ id: sessionIdSchema });

export function registerPaymentRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.get('/api/secret/payment-link', jsonResponse(paymentLinkSchema), () => getPaymentLink(deps));

  app.get('/api/payment/session/:id', jsonResponse(paymentSessionAnswerSchema), async (request) => getPaymentSession(deps, parseInput(sessionParamsSchema, request.params).id));

  // The signature covers the exact bytes Stripe sent: this route alone keeps the raw body.
  void app.register((scope, _options, registered) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    scope.post('/api/payment/webhook', jsonResponse(webhookReceivedSchema), async (request) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const signature = request.headers['stripe-signature'];
      return handlePaymentWebhook(deps, raw, typeof signature === 'string' ? signature : undefined);
    });
    registered();
  });
}
