import type { TournamentPlayer } from '../../../shared/golf/tournament-leaderboard';
import type { Db } from '../../platform/db/db';
import type { TournamentRow } from '../../platform/db/schema';
import type { Computed } from './board-cache';
import { BOARD_MAX_AGE_MS } from './board-cache';
import { type BoardChange, watchBoardChangeLog } from './board-changes.service';

/** A memo nobody has read for this long stops listening and is forgotten. */
const MEMO_IDLE_MS = 10 * 60_000;
/** A version the database has reached but whose notice has not arrived yet is waited for this long (it comes right after the commit). */
const NOTICE_WAIT_MS = 100;
/** More players changed than this since the field was read: the whole field is read again instead. */
const MAX_PLAYERS_READ_AGAIN = 200;
/** Changes heard without anyone reading the field: past this many, the field is read whole next time. */
const MAX_CHANGES_KEPT = 5_000;
/** The newest changes heard, kept for telling whose they were (`othersOnly`): a minute of a thousand phones' saves. */
const LOG_KEPT = 10_000;

/** Reads a field: whole, or again for some of its players. */
export interface FieldSource {
  /** The tournament's row and its board's version, in one read. */
  readRow: () => Promise<{ row: TournamentRow; version: number }>;
  /** Every player as the board shows them, from the database as it is now. */
  readAll: (row: TournamentRow, now: Date) => Promise<Computed<TournamentPlayer[]>>;
  /** These players' rounds again, the others as they were: each player of `players` named in `userIds` read now. */
  readAgain: (row: TournamentRow, now: Date, players: readonly TournamentPlayer[], userIds: ReadonlySet<number>) => Promise<TournamentPlayer[]>;
}

interface Field {
  /** Every change up to this version had committed before the field was read. */
  version: number;
  players: TournamentPlayer[];
  /** When (the club's clock) the field was last read whole: names and flights are read again after BOARD_MAX_AGE_MS. */
  readAt: number;
  validUntil: number;
}

interface Memo {
  field?: Field;
  /** The player each version after the field's changed, or null: something else changed. */
  changes: Map<number, number | null>;
  /** The same for the newest LOG_KEPT versions heard, kept when the field is read: since the last notice missed. */
  log: Map<number, number | null>;
  /** Called when a change is heard (readers waiting for a notice still on its way). */
  waiting: Set<() => void>;
  unwatch: () => void;
  usedAt: number;
}

/**
 * A tournament's field as its boards are computed from, kept per process between computations: a
 * hole saved changes one player's card, and the notice of the change names the player
 * (`boardChanged`), so the next computation reads those players again, not the thousand cards of
 * the field. Anything else (an entry, the tournament, a committee's decision, a notice missed, a
 * version whose notice does not come) reads the whole field, as does a field older than
 * BOARD_MAX_AGE_MS (members' names come from another module).
 */
export function createFieldMemo() {
  const byDatabase = new WeakMap<Db, Map<string, Memo>>();

  function forget(memos: Map<string, Memo>, key: string, memo: Memo): void {
    memo.unwatch();
    if (memos.get(key) === memo) memos.delete(key);
  }

  function memoFor(db: Db, key: string, tournamentId: number, now: number): Memo {
    let memos = byDatabase.get(db);
    if (!memos) {
      memos = new Map();
      byDatabase.set(db, memos);
    }
    for (const [other, memo] of memos) if (now - memo.usedAt > MEMO_IDLE_MS) forget(memos, other, memo);
    const known = memos.get(key);
    if (known) return known;
    const memo: Memo = { changes: new Map(), log: new Map(), waiting: new Set(), unwatch: () => undefined, usedAt: now };
    // Listening before the field is first read: every change after the version read is heard.
    memo.unwatch = watchBoardChangeLog(db, tournamentId, (change) => heard(memo, change));
    memos.set(key, memo);
    return memo;
  }

  function heard(memo: Memo, change: BoardChange | null): void {
    if (change === null) memo.log.clear();
    else {
      memo.log.set(change.version, change.player);
      const oldest = memo.log.keys().next();
      if (memo.log.size > LOG_KEPT && !oldest.done) memo.log.delete(oldest.value);
    }
    if (change === null || memo.changes.size >= MAX_CHANGES_KEPT) {
      // Changes may have been missed: the field is read whole next time.
      delete memo.field;
      memo.changes.clear();
    } else if (!memo.field || change.version > memo.field.version) memo.changes.set(change.version, change.player);
    for (const wake of [...memo.waiting]) wake();
  }

  /** Until `heard()` holds, checked after each notice, or NOTICE_WAIT_MS pass. */
  function noticesUntil(memo: Memo, heard: () => boolean): Promise<void> {
    return new Promise((resolve) => {
      const finish = () => {
        clearTimeout(timer);
        memo.waiting.delete(wake);
        resolve();
      };
      const wake = () => {
        if (heard()) finish();
      };
      const timer = setTimeout(finish, NOTICE_WAIT_MS);
      memo.waiting.add(wake);
    });
  }

  /** Until the notice of `version` is heard, the kept field is dropped, or NOTICE_WAIT_MS pass. */
  function noticeOf(memo: Memo, version: number): Promise<void> {
    return noticesUntil(memo, () => memo.changes.has(version) || memo.field === undefined);
  }

  /**
   * Whether every change after `from` up to `to` was a player's card changed by another player than
   * `reader`: true, false (one was not, or cannot be told), or undefined when every change heard was
   * and some are not heard yet.
   */
  function othersVerdict(memo: Memo | undefined, from: number, to: number, reader: number | null): boolean | undefined {
    if (!memo || to - from > LOG_KEPT) return false;
    let unheard = false;
    for (let version = from + 1; version <= to; version++) {
      const player = memo.log.get(version);
      if (player === undefined) unheard = true;
      else if (player === null || player === reader) return false;
    }
    return unheard ? undefined : true;
  }

  /** Until every version after `from` up to `to` is in the log, or NOTICE_WAIT_MS pass. */
  function untilLogged(memo: Memo, from: number, to: number): Promise<void> {
    return noticesUntil(memo, () => {
      for (let version = from + 1; version <= to; version++) if (!memo.log.has(version)) return false;
      return true;
    });
  }

  /** The players changed after `from` up to `to`, or null when the whole field must be read. */
  async function changedPlayers(memo: Memo, from: number, to: number): Promise<Set<number> | null> {
    if (to - from > MAX_CHANGES_KEPT) return null;
    const players = new Set<number>();
    for (let version = from + 1; version <= to; version++) {
      if (!memo.changes.has(version)) await noticeOf(memo, version);
      if (!memo.changes.has(version)) return null;
      const player = memo.changes.get(version);
      if (player === null || player === undefined) return null;
      players.add(player);
      if (players.size > MAX_PLAYERS_READ_AGAIN) return null;
    }
    return players;
  }

  return {
    /**
     * Whether every change to the board after version `from` up to `to` was heard here and was a
     * player's own card changed by a player other than `reader` (null: a visitor): a board at `from`
     * then holds every change the reader made. A change not heard (yet, or missed), or any other
     * kind of change (an entry, a decision: it may be the reader's), answers false.
     */
    othersOnly(db: Db, key: string, from: number, to: number, reader: number | null): boolean {
      return othersVerdict(byDatabase.get(db)?.get(key), from, to, reader) === true;
    },
    /**
     * As `othersOnly`, once the notices of the versions not heard yet have come (another process's
     * saves, committed a moment ago: their notices are on their way), for at most NOTICE_WAIT_MS.
     * Answered at once (not a promise) when nothing is waited for: a change heard to be the reader's,
     * or anyone's but a player's card, answers false at once.
     */
    othersOnlyOnceHeard(db: Db, key: string, from: number, to: number, reader: number | null): boolean | Promise<boolean> {
      const memo = byDatabase.get(db)?.get(key);
      const verdict = othersVerdict(memo, from, to, reader);
      if (verdict !== undefined || !memo) return verdict === true;
      return untilLogged(memo, from, to).then(() => othersVerdict(memo, from, to, reader) === true);
    },
    /**
     * The field of a tournament as the database has it now (the row too), and until when it holds
     * by itself: the kept field with the players changed since read again, or the whole field.
     */
    async read(db: Db, key: string, tournamentId: number, now: () => Date, source: FieldSource): Promise<Computed<{ row: TournamentRow; players: TournamentPlayer[] }>> {
      const at = now();
      const memo = memoFor(db, key, tournamentId, at.getTime());
      memo.usedAt = at.getTime();
      const { row, version } = await source.readRow();
      const kept = memo.field;
      let field: Field | undefined;
      if (kept && kept.version <= version && at.getTime() - kept.readAt < BOARD_MAX_AGE_MS && at.getTime() < kept.validUntil) {
        const changed = await changedPlayers(memo, kept.version, version);
        if (changed) {
          const players = changed.size === 0 ? kept.players : await source.readAgain(row, at, kept.players, changed);
          field = { ...kept, version, players };
        }
      }
      if (!field) {
        const whole = await source.readAll(row, at);
        field = { version, players: whole.value, readAt: at.getTime(), validUntil: whole.validUntil };
      }
      // Two computations at once (a member's and a visitor's board): the newer field is kept.
      if (!memo.field || memo.field.version <= field.version) {
        memo.field = field;
        for (const seen of [...memo.changes.keys()]) if (seen <= field.version) memo.changes.delete(seen);
      }
      return { value: { row, players: field.players }, validUntil: field.validUntil };
    },
  };
}
