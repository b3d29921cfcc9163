import { randomBytes } from 'node:crypto';
import { loadSharp } from './load-sharp';
import { AppError } from '../core/app-error';
import { sniffImageKind } from './image-sniff';
import type { PhotoStore } from './photo-store';

// A member's photos, for deleting them with the account.
export { listImageFilesOfMember } from './member-images.repository';

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
/** About 40 megapixels: more than any phone camera, far less than a decompression bomb. */
const MAX_INPUT_PIXELS = 40_000_000;
const MAX_IMAGE_SIDE = 2048;
const THUMB_SIDE = 400;

/** Stored names: 32 random hex digits, '-thumb' for the small copy. Nothing else is ever served. */
export const STORED_NAME = /^[a-f0-9]{32}(-thumb)?\.webp$/;

export interface StoredImage {
  imageFile: string;
  thumbFile: string;
}

export const uploadUrl = (file: string | null) => (file ? `/uploads/${file}` : null);

/**
 * Checks the bytes are a JPEG, PNG, WebP or GIF, turns the picture upright, re-encodes it
 * (which drops every bit of metadata, GPS included) at most 2048 px, adds a thumbnail and
 * stores both under random names.
 */
export async function storeImage(photos: PhotoStore, upload: Buffer): Promise<StoredImage> {
  if (upload.length > MAX_UPLOAD_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', 'Images must be 10 MB or smaller.');
  if (!sniffImageKind(upload)) throw new AppError('BAD_REQUEST', 'Only JPEG, PNG, WebP or GIF images can be uploaded.');
  const [image, thumb] = await Promise.all([encode(upload, MAX_IMAGE_SIDE), encode(upload, THUMB_SIDE)]);
  const base = randomBytes(16).toString('hex');
  const stored = { imageFile: `${base}.webp`, thumbFile: `${base}-thumb.webp` };
  try {
    await photos.write(stored.imageFile, image);
    await photos.write(stored.thumbFile, thumb);
  } catch (error) {
    await deleteImageFiles(photos, [stored.imageFile, stored.thumbFile]);
    throw error;
  }
  return stored;
}

async function encode(upload: Buffer, side: number): Promise<Buffer> {
  try {
    const sharp = await loadSharp();
    return await sharp(upload, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: side, height: side, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message)) {
      throw new AppError('PAYLOAD_TOO_LARGE', 'The image has too many pixels. Please upload a smaller picture.');
    }
    throw new AppError('BAD_REQUEST', 'The image could not be read. Please upload a JPEG, PNG, WebP or GIF picture.');
  }
}

/** Removes stored images; unknown names (never ours) are ignored rather than followed. */
export async function deleteImageFiles(photos: PhotoStore, files: readonly (string | null)[]): Promise<void> {
  const ours = files.filter((file): file is string => typeof file === 'string' && STORED_NAME.test(file));
  await Promise.all(ours.map((file) => photos.remove(file)));
}
