import { type ColumnDefinitionNode, type DataTypeNode, GeneratedNode, type Logger, PostgresDialect, type PostgresDialectConfig, PostgresQueryCompiler } from 'kysely';
import type { Pool } from 'pg';
import { createPostgresChangeStamp, type PostgresChangeStamp } from './postgres-change-stamp';
import { StampedDb } from '../change-stamp';
import { ClubPostgresDriver } from './club-postgres-driver';
import { NoticeBoard } from '../notice-board';

export { isPostgresUrl } from '../../core/database-url';

/**
 * The migrations are written once for both engines. Where SQLite's words differ, PostgreSQL gets
 * its own: `integer primary key autoincrement` becomes an identity column, `integer` becomes
 * `bigint` and `real` (8 bytes in SQLite, 4 in PostgreSQL) `double precision`, so times in
 * milliseconds, a price or a handicap keep their digits; `blob` is `bytea`.
 */
const SQLITE_TYPES_ON_POSTGRES = new Map<DataTypeNode['dataType'], DataTypeNode['dataType']>([
  ['integer', 'bigint'],
  ['real', 'double precision'],
  ['blob', 'bytea'],
]);

class ClubPostgresQueryCompiler extends PostgresQueryCompiler {
  protected override visitColumnDefinition(node: ColumnDefinitionNode): void {
    super.visitColumnDefinition(
      node.autoIncrement ? { ...node, autoIncrement: false, generated: GeneratedNode.create({ byDefault: true, identity: true }) } : node,
    );
  }

  protected override visitDataType(node: DataTypeNode): void {
    const onPostgres = SQLITE_TYPES_ON_POSTGRES.get(node.dataType);
    super.visitDataType(onPostgres ? { ...node, dataType: onPostgres } : node);
  }
}

class ClubPostgresDialect extends PostgresDialect {
  constructor(
    private readonly config: PostgresDialectConfig,
    private readonly stamp: PostgresChangeStamp,
  ) {
    super(config);
  }

  override createDriver() {
    return new ClubPostgresDriver(this.config, this.stamp);
  }

  override createQueryCompiler() {
    return new ClubPostgresQueryCompiler();
  }
}

/** pg is loaded with the first connection: a club on SQLite never has it in memory. */
async function createPool(url: string, poolSize: number): Promise<Pool> {
  const { default: pg } = await import('pg');
  // count(*) and sum() answer bigint, avg() numeric, and integer columns are bigint here (64 bits,
  // as in SQLite): all arrive as text unless parsed. A club's numbers stay far below 2^53, so they
  // are read as numbers, as SQLite gives them. (pg keeps parsers per process; no other code uses it.)
  pg.types.setTypeParser(pg.types.builtins.INT8, Number);
  pg.types.setTypeParser(pg.types.builtins.NUMERIC, Number);
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // A connection dropped while idle (the server restarted, an admin ended it) leaves the pool, and
  // the next query opens a new one; unheard, the error event would end the process.
  pool.on('error', () => undefined);
  return pool;
}


/** The address without its password, for logs and the start-up summary. */
export function postgresAddressForPeople(url: string): string {
  const address = new URL(url);
  if (address.password) address.password = '***';
  return address.toString();
}

/**
 * A pool of connections to the club's PostgreSQL database, carrying its change stamp. Twenty: with
 * ten, a tournament weekend's hole saves waited for a connection behind a thousand watchers' board
 * reads (save p99 121 ms twice; 64-79 ms with twenty). With the listening connection, 21 a process:
 * PostgreSQL's default of 100 connections serves four processes.
 */
export function openPostgres(url: string, log: Logger | undefined, poolSize = 20): StampedDb {
  const notices = new NoticeBoard();
  const stamp = createPostgresChangeStamp(url, notices);
  return new StampedDb(
    { dialect: new ClubPostgresDialect({ pool: () => createPool(url, poolSize) }, stamp), ...(log && { log }) },
    stamp,
    notices,
  );
}
