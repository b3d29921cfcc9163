import type { ClubImage } from '../../../shared/club/club-identity';
import type { PhotoStore } from '../../platform/uploads/photo-store';
import {
  baseOfFile,
  deleteSizedImage,
  type SizedImageKind,
  sizedImageName,
  sizedImageOf,
  sizedImagePath,
  storeSizedImage,
} from '../../platform/uploads/sized-images';

/** An event's picture: WebP at a phone's and a desktop's width, 16:9, cropped to cover. */
const eventPicture: SizedImageKind = {
  folder: 'events',
  prefix: 'event',
  widths: [640, 1280],
  defaultWidth: 640,
  extension: 'webp',
  encode: (image, width) => image.resize({ width, height: Math.round((width * 9) / 16), fit: 'cover' }).webp({ quality: 80 }),
};

export const EVENT_IMAGE_ROUTE = '/event-images';
export const isEventImageName = (name: string) => sizedImageName(eventPicture).test(name);
export const eventImageBase = (name: string) => baseOfFile(eventPicture, name);
export const eventImagePath = (file: string) => sizedImagePath(eventPicture, file);
export const storeEventImage = (photos: PhotoStore, upload: Buffer) => storeSizedImage(photos, eventPicture, upload);
export const deleteEventImage = (photos: PhotoStore, base: string | null) => deleteSizedImage(photos, eventPicture, base);
export const eventImageOf = (base: string | null): ClubImage | null => sizedImageOf(eventPicture, EVENT_IMAGE_ROUTE, base);
