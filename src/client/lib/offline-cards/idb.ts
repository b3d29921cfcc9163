// A thin promise wrapper over the one IndexedDB store the phone keeps holes in (no library: two calls).
import { OFFLINE_DB } from '../../offline/card-cache-keys';

const DB_NAME = OFFLINE_DB;
const VERSION = 1;
const WRITES = 'hole-writes';

function opened(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const open = indexedDB.open(DB_NAME, VERSION);
    open.onupgradeneeded = () => {
      // The key is the order the holes were entered in; the index finds a member's own.
      open.result.createObjectStore(WRITES, { keyPath: 'seq', autoIncrement: true }).createIndex('member', 'memberId');
    };
    open.onsuccess = () => resolve(open.result);
    open.onerror = () => reject(open.error ?? new Error('IndexedDB would not open'));
  });
}

export function asPromise<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });
}

/**
 * Runs `work` in one transaction on the store of hole writes and resolves once it is committed (a
 * hole is on the phone when this returns). The connection is closed after, so nothing blocks a
 * later delete of the database.
 */
export async function inWritesStore<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => Promise<T>): Promise<T> {
  const db = await opened();
  try {
    const transaction = db.transaction(WRITES, mode);
    const committed = new Promise<void>((resolve, reject) => {
      transaction.oncomplete = () => resolve();
      transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB transaction failed'));
      transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB transaction aborted'));
    });
    const result = await work(transaction.objectStore(WRITES));
    await committed;
    return result;
  } finally {
    db.close();
  }
}
