import { randomUUID } from 'node:crypto';
import { expect, vi } from 'vitest';
import { changeStampOf } from '../server/platform/db/change-stamp';
import type { Db } from '../server/platform/db/db';
import { publishNotice, subscribeNotices } from '../server/platform/db/live-notices';

/**
 * Resolves once this process has heard the notices of every write committed before the call: on
 * PostgreSQL they come back through the database a moment after the write answered, in commit
 * order, so a notice of our own published now arrives after them all. On SQLite at once.
 */
export async function everyNoticeHeard(db: Db): Promise<void> {
  await vi.waitFor(() => expect(changeStampOf(db)).toBeDefined());
  const topic = `heard-${randomUUID()}`;
  const heard = new Promise<void>((resolve) => {
    const stop = subscribeNotices(db, topic, () => {
      stop();
      resolve();
    });
  });
  await publishNotice(db, topic, 'now');
  await heard;
}
