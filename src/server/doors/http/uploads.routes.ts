import { LAPSED_MESSAGE } from '../../../shared/membership/membership.schema';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/deps/deps';
import { STORED_NAME } from '../../platform/uploads/image-store';
import { sendStoredImage } from '../../platform/uploads/send-stored-image';

/** Members' photos: only to signed-in members, only names we made, always as images. */
export function registerUploadRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.get<{ Params: { name: string } }>('/uploads/:name', async (request, reply) => {
    if (!request.user) return reply.status(401).send({ message: 'Please sign in to continue.' });
    if (request.membershipLapsed) return reply.status(403).send({ message: LAPSED_MESSAGE });
    const { name } = request.params;
    if (!STORED_NAME.test(name)) return reply.status(404).send({ message: 'Not found' });
    return sendStoredImage(reply, deps.photos, name, 'image/webp', 'private, max-age=86400');
  });
}
