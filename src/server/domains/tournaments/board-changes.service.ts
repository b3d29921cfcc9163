import type { Db } from '../../platform/db/db';
import { publishNotice, subscribeNotices } from '../../platform/db/live-notices';
import { bumpBoardVersionRow } from './board-versions.repository';

// A tournament's board changes when a card of it is opened, a hole saved, a card submitted or
// decided, an entry or the tournament changed (docs/decisions/live-leaderboard.md). Each such write
// calls `boardChanged` after its transaction committed and before it answers: the version moves
// (so no process serves the board it kept before), then every process is told, and tells the
// board's watchers.

function boardTopic(tournamentId: number): string {
  return `tournament-board:${tournamentId}`;
}

/** After a write that changes what a tournament's board shows has committed, before it answers. */
export async function boardChanged(db: Db, tournamentId: number): Promise<void> {
  const version = await bumpBoardVersionRow(db, tournamentId);
  await publishNotice(db, boardTopic(tournamentId), String(version));
}

/**
 * Calls `listener` in this process whenever the tournament's board changes, with its new version,
 * or null when changes may have been missed (the database connection was lost): read it again.
 */
export function watchBoardChanges(db: Db, tournamentId: number, listener: (version: number | null) => void): () => void {
  return subscribeNotices(db, boardTopic(tournamentId), (message) => {
    const version = Number(message);
    listener(message !== '' && Number.isInteger(version) ? version : null);
  });
}
