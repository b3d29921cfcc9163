import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Helmet's headers for these options, worked out once. Helmet as a per-request middleware parsed
 * and re-serialised the Content-Security-Policy on every answer (6 % of a request's time).
 */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const response = new ServerResponse(new IncomingMessage(new Socket()));
  let failure: unknown;
  helmet(options)(new IncomingMessage(new Socket()), response, (error?: unknown) => {
    failure = error;
  });
  if (failure !== undefined) throw failure instanceof Error ? failure : new Error('helmet refused its options', { cause: failure });
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(response.getHeaders())) if (value !== undefined) headers[name] = String(value);
  return headers;
}

/** Every answer carries the same security headers (CSP, HSTS, nosniff, frame and referrer rules). */
export function registerSecurityHeaders(app: FastifyInstance, options: HelmetOptions): void {
  const headers = helmetHeaders(options);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
