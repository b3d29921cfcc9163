import { type CompiledQuery, type DatabaseConnection, PostgresDriver, type PostgresDialectConfig, type QueryResult, type TransactionSettings } from 'kysely';
import type { PostgresChangeStamp } from './postgres-change-stamp';
import { tablesWrittenBy } from './written-tables';

/**
 * A pooled connection that tells the change stamp what it wrote: at once outside a transaction, at
 * the commit inside one (until then nobody else can see it).
 */
class WriteTellingConnection implements DatabaseConnection {
  /** The tables written in the transaction under way (null inside it: one not known), or undefined outside one. */
  private written: Set<string> | null | undefined;

  constructor(
    readonly pooled: DatabaseConnection,
    private readonly stamp: PostgresChangeStamp,
  ) {}

  async executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    const result = await this.pooled.executeQuery<R>(compiledQuery);
    const tables = tablesWrittenBy(compiledQuery.query, compiledQuery.sql, result.numAffectedRows);
    if (tables !== null && tables.length === 0) return result;
    if (this.written === undefined) this.stamp.wrote(tables);
    else if (tables === null) this.written = null;
    else if (this.written !== null) for (const table of tables) this.written.add(table);
    return result;
  }

  streamQuery<R>(compiledQuery: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
    return this.pooled.streamQuery<R>(compiledQuery, chunkSize);
  }

  began(): void {
    this.written = new Set();
  }

  /** Ends the transaction's count: what it wrote, when `committed`, is told to the stamp. */
  ended(committed: boolean): void {
    if (committed && this.written !== undefined && (this.written === null || this.written.size > 0)) this.stamp.wrote(this.written);
    this.written = undefined;
  }
}

/** Hands out connections that tell the change stamp what they wrote, and stops its listening with the pool. */
export class ClubPostgresDriver extends PostgresDriver {
  private readonly telling = new WeakMap<DatabaseConnection, WriteTellingConnection>();

  constructor(
    config: PostgresDialectConfig,
    private readonly stamp: PostgresChangeStamp,
  ) {
    super(config);
  }

  override async acquireConnection(): Promise<DatabaseConnection> {
    const pooled = await super.acquireConnection();
    let connection = this.telling.get(pooled);
    if (!connection) {
      connection = new WriteTellingConnection(pooled, this.stamp);
      this.telling.set(pooled, connection);
    }
    return connection;
  }

  override async releaseConnection(connection: DatabaseConnection): Promise<void> {
    const pooled = pooledOf(connection);
    if (!isPostgresDrivers(pooled)) throw new Error('A connection this driver did not hand out cannot go back to its pool.');
    await super.releaseConnection(pooled);
  }

  override async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    await super.beginTransaction(pooledOf(connection), settings);
    if (connection instanceof WriteTellingConnection) connection.began();
  }

  override async commitTransaction(connection: DatabaseConnection): Promise<void> {
    try {
      await super.commitTransaction(pooledOf(connection));
    } finally {
      // A commit that failed may still have committed (the answer was lost): counted as one.
      if (connection instanceof WriteTellingConnection) connection.ended(true);
    }
  }

  override async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    if (connection instanceof WriteTellingConnection) connection.ended(false);
    await super.rollbackTransaction(pooledOf(connection));
  }

  override async destroy(): Promise<void> {
    await this.stamp.close();
    await super.destroy();
  }
}

/** Kysely's PostgresDriver releases only the connections it made (a class it does not export). */
type PostgresDriversConnection = Parameters<PostgresDriver['releaseConnection']>[0];

/** Every connection under ours is one PostgresDriver made (`acquireConnection`). */
function isPostgresDrivers(connection: DatabaseConnection): connection is PostgresDriversConnection {
  return !(connection instanceof WriteTellingConnection);
}

function pooledOf(connection: DatabaseConnection): DatabaseConnection {
  return connection instanceof WriteTellingConnection ? connection.pooled : connection;
}
