import { CARD_DATA_PREFIX, META_CACHE, OFFLINE_DB, SHELL_CACHE } from '../offline/card-cache-keys';

function deleteDatabase(name: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.deleteDatabase(name);
    request.onsuccess = () => resolve();
    request.onerror = () => reject(request.error ?? new Error('IndexedDB would not delete'));
    // Another tab holds it open: it goes as soon as that tab lets go.
    request.onblocked = () => resolve();
  });
}

/**
 * Signing out leaves nothing of a member's cards on the phone (docs/decisions/play-from-anywhere.md,
 * Offline scorecards): the holes kept there, the card data the service worker could serve, who it was
 * for and the card shell. Small and standalone: the sign-out button is on every page, the offline code is not.
 */
export async function clearKeptCards(): Promise<void> {
  const results = await Promise.allSettled([
    typeof caches === 'undefined'
      ? undefined
      : caches.keys().then((names) => Promise.all(names.filter((name) => name.startsWith(CARD_DATA_PREFIX) || name === META_CACHE || name === SHELL_CACHE).map((name) => caches.delete(name)))),
    typeof indexedDB === 'undefined' ? undefined : deleteDatabase(OFFLINE_DB),
  ]);
  for (const result of results) if (result.status === 'rejected') console.error('Could not clear the cards kept offline', result.reason);
}
