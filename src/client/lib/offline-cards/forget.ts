import { forgetKeptCards } from './card-keeper';

export { forgetKeptCards };
import { forgetAllWrites } from './hole-writes';

/**
 * Signing out (or the server saying the session ended) leaves nothing of a member's cards on the
 * phone: the holes kept there, the card data the service worker could serve, and who it was for.
 * Loaded only then (a dynamic import), so no public page carries the offline code.
 */
export async function forgetOfflineCards(): Promise<void> {
  const results = await Promise.allSettled([forgetKeptCards(), typeof indexedDB === 'undefined' ? undefined : forgetAllWrites()]);
  for (const result of results) if (result.status === 'rejected') console.error('Could not clear the cards kept offline', result.reason);
}
