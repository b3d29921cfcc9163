import { Kysely, type KyselyConfig } from 'kysely';
import type { Db } from './db';
import type { Database } from './schema';
import { NoticeBoard } from './notice-board';

/** How an engine tells that its data changed (see `changeStampOf`). */
export interface ChangeStamp {
  /** Moves with any change, or only with changes to `tables` where the engine can tell (PostgreSQL). */
  read: (tables?: readonly string[]) => string | undefined;
  start: () => Promise<void>;
  /**
   * Whether another process's commit moves the stamp before that process's request has answered.
   * SQLite: yes (`data_version` is read from the file). PostgreSQL: no, its notice arrives a little later.
   */
  seesOtherProcessesAtOnce: boolean;
  /** Stops whatever listening it does; the Db's destroy calls it. */
  close: () => Promise<void>;
}

/**
 * The club's database as `openDatabase` opens it: a Kysely that carries its engine's change stamp.
 * A transaction, or a Kysely made some other way, is not one, so it has no stamp and reads fresh.
 */
export class StampedDb extends Kysely<Database> {
  constructor(
    config: KyselyConfig,
    readonly changeStamp: ChangeStamp,
    /** The live notices this process listens to (`live-notices.ts`). */
    readonly notices: NoticeBoard = new NoticeBoard(),
  ) {
    super(config);
  }

  /**
   * Kysely only destroys a driver that ran a query; a Db that never did may still have started its
   * stamp's listening (`startChangeStamp`), and that connection would outlive the pool.
   */
  override async destroy(): Promise<void> {
    await this.changeStamp.close();
    await super.destroy();
  }
}

/**
 * Changes whenever the database does. SQLite: `total_changes()` counts every row this connection
 * wrote (rolled back or not, so it only grows), `data_version` moves when another connection (a
 * script, a restore) commits; read straight from the connection, since the read caches ask on every
 * request and going through Kysely cost four times as much. PostgreSQL: this process's writes and
 * commits, and the commit notices of every other process (`postgres/postgres-change-stamp.ts`),
 * counted by table, so with `tables` named it moves only with writes to those (or to tables not
 * known); undefined while not listening. Undefined for a transaction's Db: those always read fresh.
 */
export function changeStampOf(db: Db, tables?: readonly string[]): string | undefined {
  return db instanceof StampedDb ? db.changeStamp.read(tables) : undefined;
}

/**
 * The change stamp only where it moves as soon as any process's commit is done, for reads that
 * decide who may do what (a session): undefined on PostgreSQL, so those read fresh every time.
 */
export function exactChangeStampOf(db: Db, tables?: readonly string[]): string | undefined {
  return db instanceof StampedDb && db.changeStamp.seesOtherProcessesAtOnce ? db.changeStamp.read(tables) : undefined;
}

/** PostgreSQL: starts listening for other processes' changes now, so the caches work from the first request. */
export async function startChangeStamp(db: Db): Promise<void> {
  if (db instanceof StampedDb) await db.changeStamp.start();
}
