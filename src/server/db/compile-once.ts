import { type Compilable, type CompiledQuery, DummyDriver, Kysely, SqliteAdapter, SqliteIntrospector, SqliteQueryCompiler } from 'kysely';
import type { Db } from './database';
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
  const compiled: CompiledQuery<R> = query.compile();
  return async (db, parameters) => {
    if (parameters.length !== compiled.parameters.length) throw new Error(`Expected ${compiled.parameters.length} parameters`);
    return (await db.executeQuery<R>({ ...compiled, parameters })).rows;
  };
}
