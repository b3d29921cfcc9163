import type { Db } from '../../platform/db/db';
import { subscribeNotices, versionWriteAndPublish } from '../../platform/db/live-notices';
import { bumpBoardVersionQuery } from './board-versions.repository';

// A tournament's board changes when a card of it is opened, a hole saved, a card submitted or
// decided, an entry or the tournament changed (docs/decisions/live-leaderboard.md). Each such write
// calls `boardChanged` after its transaction committed and before it answers: the version moves
// (so no process serves the board it kept before), then every process is told, and tells the
// board's watchers. A change that touched one player's cards names the player: a process keeping
// the board then reads that player again instead of the whole field (`field-memo.ts`).

function boardTopic(tournamentId: number): string {
  return `tournament-board:${tournamentId}`;
}

/** One version of a board: what moved it there. */
export interface BoardChange {
  version: number;
  /** The one player whose cards changed; null when anything else did (entries, the tournament, a decision). */
  player: number | null;
}

const boardVersionMoved = versionWriteAndPublish({ tournamentId: -101 }, (creator, { tournamentId }) => bumpBoardVersionQuery(creator, tournamentId));

/**
 * After a write that changes what a tournament's board shows has committed, before it answers.
 * `player`: the write changed that player's cards and nothing else of the board.
 */
export async function boardChanged(db: Db, tournamentId: number, player?: number): Promise<void> {
  // The version moves and every process is told in one statement (never inside the write's
  // transaction: on PostgreSQL every save of a field would then race for this one row).
  await boardVersionMoved(db, boardTopic(tournamentId), { tournamentId }, player === undefined ? '' : ` ${player}`);
}

/** "12" or "12 345" as a change; null for anything else ("read again": notices may have been missed). */
export function parseBoardChange(message: string): BoardChange | null {
  const match = /^(\d+)(?: (\d+))?$/.exec(message);
  if (!match) return null;
  return { version: Number(match[1]), player: match[2] === undefined ? null : Number(match[2]) };
}

/**
 * Calls `listener` in this process whenever the tournament's board changes, with the change, or
 * null when changes may have been missed (the database connection was lost): read it again.
 */
export function watchBoardChangeLog(db: Db, tournamentId: number, listener: (change: BoardChange | null) => void): () => void {
  return subscribeNotices(db, boardTopic(tournamentId), (message) => listener(parseBoardChange(message)));
}

/** As `watchBoardChangeLog`, with the new version only. */
export function watchBoardChanges(db: Db, tournamentId: number, listener: (version: number | null) => void): () => void {
  return watchBoardChangeLog(db, tournamentId, (change) => listener(change?.version ?? null));
}
