import type { FastifyInstance } from 'fastify';
import { directoryPageSchema, directoryQuerySchema } from '../../../shared/people/directory.schema';
import { memberProfileSchema } from '../../../shared/profile/member-profile.schema';
import type { AppDeps } from '../../platform/deps/deps';
import { readImageForm } from '../../platform/uploads/image-form';
import { sendStoredImage } from '../../platform/uploads/send-stored-image';
import { withPhoto } from '../../platform/uploads/upload-slots';
import { parseInput } from '../../platform/validation/parse-input';
import { listDirectory } from '../../domains/people/directory.service';
import { findPhotoViewers, removeProfilePhoto, setProfilePhoto } from '../../domains/people/member-profile.service';
import { isMemberPhotoName, MEMBER_PHOTO_ROUTE, memberPhotoBase, memberPhotoPath } from '../../domains/people/member-photos';
import { jsonResponse } from '../http/response-schema';
import { requireAccountHolder, requireMember } from '../http/require-role';

/** The members' directory, a member's own photo, and members' photos as other members may see them. */
export function registerPeopleRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.get('/api/members/directory', jsonResponse(directoryPageSchema), async (request) => {
    requireMember(request);
    return listDirectory(deps, parseInput(directoryQuerySchema, request.query));
  });
  app.post('/api/profile/photo', jsonResponse(memberProfileSchema), async (request) => {
    const user = requireAccountHolder(request);
    const form = await readImageForm(request);
    return withPhoto(user.id, form.image, () => setProfilePhoto(deps, user.id, form.image));
  });
  app.delete('/api/profile/photo', jsonResponse(memberProfileSchema), async (request) => removeProfilePhoto(deps, requireAccountHolder(request).id));
  // Only signed-in members see photos: their owner always, other members unless the owner hid it.
  app.get<{ Params: { name: string } }>(`${MEMBER_PHOTO_ROUTE}/:name`, async (request, reply) => {
    const viewer = requireAccountHolder(request);
    const { name } = request.params;
    if (!isMemberPhotoName(name)) return reply.status(404).send({ message: 'Not found' });
    const viewers = await findPhotoViewers(deps.db, memberPhotoBase(name));
    if (!viewers) return reply.status(404).send({ message: 'Not found' });
    const mayView = viewers.ownerId === viewer.id || (viewers.othersMaySee && !request.membershipLapsed);
    if (!mayView) return reply.status(404).send({ message: 'Not found' });
    return sendStoredImage(reply, deps.photos, memberPhotoPath(name), 'image/webp', 'private, max-age=86400');
  });
}
