import { expect, vi } from 'vitest';
import { watchBoardChangeLog } from '../server/domains/tournaments/board-changes.service';
import type { Db } from '../server/platform/db/db';

/**
 * Listens to a tournament's board notices as the process's own caches do. On SQLite a notice is
 * heard as the change is made; on PostgreSQL it comes back through the database a moment after
 * the write answered, so a test that needs this process to know of a change waits for it with
 * `upTo` (every listener of the process hears a notice in the same delivery).
 */
export function boardNotices(db: Db, tournamentId: number) {
  let newest = 0;
  const stop = watchBoardChangeLog(db, tournamentId, (change) => {
    if (change) newest = Math.max(newest, change.version);
  });
  return {
    upTo: (version: number) => vi.waitFor(() => expect(newest).toBeGreaterThanOrEqual(version), { timeout: 5000 }),
    stop,
  };
}
