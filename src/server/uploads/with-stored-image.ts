import { deleteImageFiles, storeImage, type StoredImage } from './image-store';

/**
 * Checks and stores the upload (if any), then runs `save` with it; when saving fails the
 * stored files are removed again, so a refused post or comment leaves nothing on disk.
 */
export async function withStoredImage<T>(uploadsDir: string, upload: Buffer | undefined, save: (stored: StoredImage | null) => Promise<T>): Promise<T> {
  const stored = upload ? await storeImage(uploadsDir, upload) : null;
  try {
    return await save(stored);
  } catch (error) {
    if (stored) await deleteImageFiles(uploadsDir, [stored.imageFile, stored.thumbFile]);
    throw error;
  }
}
