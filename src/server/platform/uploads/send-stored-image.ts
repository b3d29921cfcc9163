import type { FastifyReply } from 'fastify';
import type { PhotoStore } from './photo-store';

/** Sends a stored picture as an image (never sniffed as anything else), or 404 when it is gone. */
export async function sendStoredImage(reply: FastifyReply, photos: PhotoStore, name: string, contentType: string, cacheControl: string) {
  const bytes = await photos.read(name);
  if (!bytes) return reply.status(404).send({ message: 'Not found' });
  return reply
    .header('Content-Type', contentType)
    .header('X-Content-Type-Options', 'nosniff')
    .header('Content-Disposition', 'inline')
    .header('Cache-Control', cacheControl)
    .send(bytes);
}
