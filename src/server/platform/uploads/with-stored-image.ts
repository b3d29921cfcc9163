import { deleteImageFiles, storeImage, type StoredImage } from './image-store';
import type { PhotoStore } from './photo-store';

/**
 * Checks and stores the upload (if any), then runs `save` with it; when saving fails the
 * stored files are removed again, so a refused post or comment leaves nothing stored.
 */
export async function withStoredImage<T>(
  photos: PhotoStore,
  upload: Buffer | undefined,
  save: (stored: StoredImage | null) => Promise<T>,
): Promise<T> {
  const stored = upload ? await storeImage(photos, upload) : null;
  try {
    return await save(stored);
  } catch (error) {
    if (stored) await deleteImageFiles(photos, [stored.imageFile, stored.thumbFile]);
    throw error;
  }
}
