import type { FastifyInstance } from 'fastify';
import { LAPSED_MESSAGE } from '../../../shared/membership/membership.schema';
import type { AppDeps } from '../../platform/deps/deps';
import { EVENT_IMAGE_ROUTE, eventImageBase, eventImagePath, isEventImageName } from '../../domains/events/event-images';
import { findEventPictureVisibility } from '../../domains/events/events.service';
import { sendStoredImage } from '../../platform/uploads/send-stored-image';

/** Event pictures: a public event's to anyone (the public calendar shows it), a members-only event's to members. */
export function registerEventImageRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.get<{ Params: { name: string } }>(`${EVENT_IMAGE_ROUTE}/:name`, async (request, reply) => {
    const { name } = request.params;
    if (!isEventImageName(name)) return reply.status(404).send({ message: 'Not found' });
    const visibility = await findEventPictureVisibility(deps.db, eventImageBase(name));
    if (!visibility) return reply.status(404).send({ message: 'Not found' });
    if (visibility === 'members') {
      if (!request.user) return reply.status(401).send({ message: 'Please sign in to continue.' });
      if (request.membershipLapsed) return reply.status(403).send({ message: LAPSED_MESSAGE });
    }
    const cacheControl = visibility === 'public' ? 'public, max-age=31536000, immutable' : 'private, max-age=86400';
    return sendStoredImage(reply, deps.photos, eventImagePath(name), 'image/webp', cacheControl);
  });
}
