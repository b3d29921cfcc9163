import type { ClubImage, ClubImageKind } from '../../../shared/club/club-identity';
import type { PhotoStore } from '../../platform/uploads/photo-store';
import {
  deleteSizedImage,
  type SizedImageKind,
  sizedImageFile,
  sizedImageName,
  sizedImageOf,
  sizedImagePath,
  storeSizedImage,
} from '../../platform/uploads/sized-images';

/**
 * The logo as transparent PNG squares (header, icons, favicon); the hero photo as WebP widths
 * for a phone, a laptop and a large screen (5:3, cropped to cover).
 */
const kinds: Record<ClubImageKind, SizedImageKind> = {
  logo: {
    folder: 'club',
    prefix: 'club-logo',
    widths: [64, 128, 256, 512],
    defaultWidth: 128,
    extension: 'png',
    encode: (image, width) => image.resize(width, width, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } }).png(),
  },
  hero: {
    folder: 'club',
    prefix: 'club-hero',
    widths: [640, 1280, 1920],
    defaultWidth: 1280,
    extension: 'webp',
    encode: (image, width) => image.resize({ width, height: Math.round(width * 0.6), fit: 'cover' }).webp({ quality: 80 }),
  },
};

/** Stored names: club-<kind>-<32 hex>-<width>.<ext>. Nothing else is served from the club folder. */
export function isClubImageName(name: string): boolean {
  return sizedImageName(kinds.logo).test(name) || sizedImageName(kinds.hero).test(name);
}

/** The stored name of a served club image file (logo and hero share the club folder). */
export const clubImagePath = (file: string) => sizedImagePath(kinds.logo, file);

export const storeClubImage = (photos: PhotoStore, kind: ClubImageKind, upload: Buffer) => storeSizedImage(photos, kinds[kind], upload);

export const deleteClubImage = (photos: PhotoStore, kind: ClubImageKind, base: string | null) =>
  deleteSizedImage(photos, kinds[kind], base);

export const clubImageOf = (kind: ClubImageKind, base: string | null): ClubImage | null => sizedImageOf(kinds[kind], '/club-images', base);

/** The stored logo file nearest above a size, for icons. */
export const logoFileFor = (base: string, size: number) => sizedImageFile(kinds.logo, base, size);
