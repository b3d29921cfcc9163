import type { ClubImage } from '../../shared/club/club-identity';
import { baseOfFile, deleteSizedImage, type SizedImageKind, sizedImageName, sizedImageOf, sizedImagesDir, storeSizedImage } from '../uploads/sized-images';

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
export const eventImagesDir = (uploadsDir: string) => sizedImagesDir(uploadsDir, eventPicture);
export const storeEventImage = (uploadsDir: string, upload: Buffer) => storeSizedImage(uploadsDir, eventPicture, upload);
export const deleteEventImage = (uploadsDir: string, base: string | null) => deleteSizedImage(uploadsDir, eventPicture, base);
export const eventImageOf = (base: string | null): ClubImage | null => sizedImageOf(eventPicture, EVENT_IMAGE_ROUTE, base);
