import type { ClubImage } from '../../../shared/club/club-identity';
import type { PhotoStore } from '../../platform/uploads/photo-store';
import { baseOfFile, deleteSizedImage, type SizedImageKind, sizedImageName, sizedImageOf, sizedImagePath, storeSizedImage } from '../../platform/uploads/sized-images';

/** A member's photo: square, cropped to cover, at the sizes lists (40-64 px, twice for sharp screens) and the profile need. */
const memberPhoto: SizedImageKind = {
  folder: 'members',
  prefix: 'member',
  widths: [128, 320],
  defaultWidth: 128,
  extension: 'webp',
  encode: (image, width) => image.resize({ width, height: width, fit: 'cover', position: 'attention' }).webp({ quality: 78 }),
};

export const MEMBER_PHOTO_ROUTE = '/member-photos';
export const isMemberPhotoName = (name: string) => sizedImageName(memberPhoto).test(name);
export const memberPhotoBase = (name: string) => baseOfFile(memberPhoto, name);
export const memberPhotoPath = (file: string) => sizedImagePath(memberPhoto, file);
export const storeMemberPhoto = (photos: PhotoStore, upload: Buffer) => storeSizedImage(photos, memberPhoto, upload);
export const deleteMemberPhoto = (photos: PhotoStore, base: string | null) => deleteSizedImage(photos, memberPhoto, base);
export const memberPhotoOf = (base: string | null): ClubImage | null => sizedImageOf(memberPhoto, MEMBER_PHOTO_ROUTE, base);
