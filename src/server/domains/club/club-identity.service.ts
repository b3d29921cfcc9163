import type { SessionUser } from '../../../shared/auth/auth.schema';
import type { ClubIdentity, ClubImageKind } from '../../../shared/club/club-identity';
import { AppError } from '../../platform/core/app-error';
import { recordAudit } from '../../platform/audit/audit.service';
import type { AppDeps } from '../../platform/deps/deps';
import { clubImageOf, deleteClubImage, storeClubImage } from './club-images';
import { findClubImageFiles, replaceClubImageFile } from './club-settings.repository';

// The stored names of the logo and hero photo, for the files the site serves.
export { findClubImageFiles } from './club-settings.repository';

const COLUMN = { logo: 'logo_file', hero: 'hero_file' } as const;
const NAME = { logo: 'logo', hero: 'hero photo' } as const;

/** club.identity: the logo and hero photo the pages show, or null for the built-in ones. */
export async function getClubIdentity(deps: Pick<AppDeps, 'db'>): Promise<ClubIdentity> {
  const files = await findClubImageFiles(deps.db);
  return { logo: clubImageOf('logo', files.logo_file), hero: clubImageOf('hero', files.hero_file) };
}

/** An admin uploads the logo or hero photo: stored in every size, the old one removed, audited. */
export async function setClubImage(
  deps: Pick<AppDeps, 'db' | 'config' | 'clock' | 'photos'>,
  actor: SessionUser,
  kind: ClubImageKind,
  upload: Buffer | undefined,
): Promise<ClubIdentity> {
  if (!upload) throw new AppError('BAD_REQUEST', 'Please choose a picture to upload.');
  const base = await storeClubImage(deps.photos, kind, upload);
  const previous = await replaceClubImageFile(deps.db, COLUMN[kind], base, deps.clock.now().toISOString());
  await recordAudit(deps.db, {
    actorId: actor.id,
    action: `settings.${kind}`,
    entityType: 'settings',
    entityId: null,
    summary: `Uploaded a new club ${NAME[kind]}`,
    at: deps.clock.now(),
  });
  await deleteClubImage(deps.photos, kind, previous);
  return getClubIdentity(deps);
}

/** Back to the built-in mark or gradient. */
export async function removeClubImage(
  deps: Pick<AppDeps, 'db' | 'config' | 'clock' | 'photos'>,
  actor: SessionUser,
  kind: ClubImageKind,
): Promise<ClubIdentity> {
  const previous = await replaceClubImageFile(deps.db, COLUMN[kind], null, deps.clock.now().toISOString());
  if (previous) {
    await recordAudit(deps.db, {
      actorId: actor.id,
      action: `settings.${kind}`,
      entityType: 'settings',
      entityId: null,
      summary: `Removed the club ${NAME[kind]}`,
      at: deps.clock.now(),
    });
    await deleteClubImage(deps.photos, kind, previous);
  }
  return getClubIdentity(deps);
}
