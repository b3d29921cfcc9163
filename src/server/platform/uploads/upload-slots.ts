import { AppError } from '../core/app-error';

export const UPLOAD_BUSY = 'Your other photo is still being processed. Please wait a moment and try again.';

const busy = new Set<number>();

/**
 * One photo at a time per member: decoding a large image takes a lot of memory, so a member's
 * parallel uploads are refused rather than processed side by side.
 */
async function withUploadSlot<T>(memberId: number, work: () => Promise<T>): Promise<T> {
  if (busy.has(memberId)) throw new AppError('TOO_MANY_REQUESTS', UPLOAD_BUSY);
  busy.add(memberId);
  try {
    return await work();
  } finally {
    busy.delete(memberId);
  }
}

/** Runs the work in the member's upload slot when there is a photo; text needs no slot. */
export function withPhoto<T>(memberId: number, image: Buffer | undefined, work: () => Promise<T>): Promise<T> {
  return image ? withUploadSlot(memberId, work) : work();
}
