import type { FastifyRequest } from 'fastify';

/** The origin the browser used for this request (scheme and host with its port), as Fastify reads it (TRUST_PROXY decides whether forwarded headers count). */
export function requestOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}
