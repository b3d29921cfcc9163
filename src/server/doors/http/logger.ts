import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import type { Config } from '../../platform/config/config';
import { maskSecrets } from '../../platform/text/mask-secrets';


/** Where log lines go; tests hand in their own to read them. */
export interface LogStream {
  write(line: string): void;
}

export function loggerOptions(config: Config, stream?: LogStream): FastifyServerOptions['logger'] {
  return {
    level: config.LOG_LEVEL,
    ...(stream ? { stream } : {}),
    redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
    serializers: {
      req(request: { method: string; url: string; ip?: string }) {
        return { method: request.method, url: maskSecrets(request.url), ip: request.ip };
      },
    },
  };
}

/**
 * One line per answered request, at debug: at the default level the log keeps what needs a person
 * (warnings, errors with their request id) instead of a line for every page and API call.
 */
export function logRequestsAtDebug(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    request.log.debug({ req: request, statusCode: reply.statusCode, responseTime: Math.round(reply.elapsedTime) }, 'request completed');
  });
}
