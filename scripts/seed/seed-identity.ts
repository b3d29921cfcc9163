import { photoStoreFor } from '../../src/server/platform/uploads/photo-store';
import { getClubSettings } from '../../src/server/domains/club/club-settings.service';
import { findClubImageFiles, replaceClubImageFile } from '../../src/server/domains/club/club-settings.repository';
import { storeClubImage } from '../../src/server/domains/club/club-images';
import { crestLogo, scenePhoto } from './demo-pictures';
import type { SeedContext } from './seed-context';

/** The demo club's logo and hero photo, unless the club already chose its own. */
export async function seedIdentity(ctx: SeedContext): Promise<void> {
  const files = await findClubImageFiles(ctx.db);
  const now = new Date().toISOString();
  if (!files.logo_file) {
    const { clubName } = await getClubSettings(ctx.db);
    const logo = await storeClubImage(photoStoreFor(ctx.config, ctx.db), 'logo', await crestLogo(clubName));
    await replaceClubImageFile(ctx.db, 'logo_file', logo, now);
  }
  if (!files.hero_file) {
    const hero = await storeClubImage(photoStoreFor(ctx.config, ctx.db), 'hero', await scenePhoto('sunrise'));
    await replaceClubImageFile(ctx.db, 'hero_file', hero, now);
  }
  console.log('Demo logo and hero photo: in place');
}
