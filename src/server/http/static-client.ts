import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const NOT_PAGE_PREFIXES = ['/api/', '/trpc/', '/uploads/'];

/**
 * Serves the built React bundle: files as they are (hashed assets cached for a year),
 * index.html for every other GET so the client router can take the path.
 */
export async function registerStaticClient(app: FastifyInstance, clientDir: string): Promise<void> {
  const indexFile = path.join(clientDir, 'index.html');
  const built = existsSync(indexFile);
  if (built) {
    await app.register(fastifyStatic, {
      root: clientDir,
      wildcard: false,
      index: false,
      setHeaders(reply, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !NOT_PAGE_PREFIXES.some((prefix) => request.url.startsWith(prefix));
    if (!isPage || !built) return reply.status(404).send({ message: 'Not found' });
    return reply.header('Cache-Control', 'no-cache').sendFile('index.html', clientDir);
  });
}
