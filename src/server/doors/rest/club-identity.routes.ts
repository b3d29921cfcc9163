import type { FastifyInstance } from 'fastify';
import { clubIdentitySchema } from '../../../shared/club/club-identity.schema';
import { jsonResponse } from '../http/response-schema';
import { CLUB_IMAGE_KINDS } from '../../../shared/club/club-identity';
import { clubImagePath, isClubImageName } from '../../domains/club/club-images';
import { getClubIdentity, removeClubImage, setClubImage } from '../../domains/club/club-identity.service';
import type { AppDeps } from '../../platform/deps/deps';
import { requireAdmin } from '../http/require-role';
import { readImageForm } from '../../platform/uploads/image-form';
import { sendStoredImage } from '../../platform/uploads/send-stored-image';

const identityAnswer = jsonResponse(clubIdentitySchema);

/** The club's logo and hero photo: admins upload and remove them; everyone may see them (the public site shows them). */
export function registerClubIdentityRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.get('/api/club/identity', identityAnswer, () => getClubIdentity(deps));

  for (const kind of CLUB_IMAGE_KINDS) {
    app.post(`/api/admin/settings/${kind}`, identityAnswer, async (request) => {
      const admin = requireAdmin(request);
      const { image } = await readImageForm(request);
      return setClubImage(deps, admin, kind, image);
    });
    app.delete(`/api/admin/settings/${kind}`, identityAnswer, async (request) => removeClubImage(deps, requireAdmin(request), kind));
  }

  app.get<{ Params: { name: string } }>('/club-images/:name', async (request, reply) => {
    const { name } = request.params;
    if (!isClubImageName(name)) return reply.status(404).send({ message: 'Not found' });
    const contentType = name.endsWith('.png') ? 'image/png' : 'image/webp';
    // A new upload gets a new name, so a name's bytes never change.
    return sendStoredImage(reply, deps.photos, clubImagePath(name), contentType, 'public, max-age=31536000, immutable');
  });
}
