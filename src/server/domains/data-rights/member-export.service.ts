import { STORED_NAME } from '../../platform/uploads/image-store';
import { notFound } from '../../platform/core/app-error';
import type { AppDeps } from '../../platform/deps/deps';
import { readMemberData } from './member-data.repository';

/**
 * A member's own copy of everything the club holds about them: `my-data.json` and their photos
 * (`photos/...`), as one zip. Nothing of another member's goes in.
 */
export async function exportMemberData(
  deps: Pick<AppDeps, 'db' | 'config' | 'photos' | 'clock'>,
  userId: number,
): Promise<{ fileName: string; zip: NodeJS.ReadableStream }> {
  const data = await readMemberData(deps.db, userId);
  if (!data.account) throw notFound('Member not found.');
  const { default: yazl } = await import('yazl');
  const zip = new yazl.ZipFile();
  zip.addBuffer(Buffer.from(JSON.stringify({ exportedAt: deps.clock.now().toISOString(), ...data }, null, 2)), 'my-data.json');
  const photos = [...data.posts, ...data.comments].flatMap((row) => (row.image_file ? [row.image_file] : []));
  for (const photo of photos) {
    // Stored names are ours (never a member's path); anything else is not read at all.
    const bytes = STORED_NAME.test(photo) ? await deps.photos.read(photo) : null;
    if (bytes) zip.addBuffer(bytes, `photos/${photo}`);
  }
  zip.end();
  return { fileName: `${data.account.username}-club-data.zip`, zip: zip.outputStream };
}
