import {
  type Compilable,
  type CompiledQuery,
  createQueryId,
  DummyDriver,
  Kysely,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
} from 'kysely';
import { type Db, type Engine, engineOf } from './db';
import type { Database } from './schema';

/** Builds and compiles queries without a database (compileOnce runs them on the real one). */
export const queryBuilder = new Kysely<Database>({
  dialect: {
    createAdapter: () => new SqliteAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (db) => new SqliteIntrospector(db),
    createQueryCompiler: () => new SqliteQueryCompiler(),
  },
});

/**
 * A query run on every request, compiled once instead of each time (building and compiling it
 * was a tenth of a signed-in request). Build it with placeholder values; the runner takes the
 * real ones, in the order the placeholders appear.
 */
export function compileOnce<R>(query: Compilable<R>): (db: Db, parameters: readonly unknown[]) => Promise<R[]> {
  const node = query.compile().query;
  // Compiled by the engine it runs on (SQLite writes `?`, PostgreSQL `$1`), once per engine.
  const compiled = new Map<Engine, CompiledQuery<R>>();
  return async (db, parameters) => {
    const engine = engineOf(db);
    let once = compiled.get(engine);
    if (!once) {
      once = db.getExecutor().compileQuery<R>(node, createQueryId());
      compiled.set(engine, once);
    }
    if (parameters.length !== once.parameters.length) throw new Error(`Expected ${once.parameters.length} parameters`);
    return (await db.executeQuery<R>({ ...once, parameters })).rows;
  };
}
