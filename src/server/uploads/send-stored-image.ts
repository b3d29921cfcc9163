import { readFile } from 'node:fs/promises';
import type { FastifyReply } from 'fastify';

/** Sends a stored picture as an image (never sniffed as anything else), or 404 when the file is gone. */
export async function sendStoredImage(reply: FastifyReply, file: string, contentType: string, cacheControl: string) {
  let bytes: Buffer;
  try {
    bytes = await readFile(file);
  } catch {
    return reply.status(404).send({ message: 'Not found' });
  }
  return reply
    .header('Content-Type', contentType)
    .header('X-Content-Type-Options', 'nosniff')
    .header('Content-Disposition', 'inline')
    .header('Cache-Control', cacheControl)
    .send(bytes);
}
