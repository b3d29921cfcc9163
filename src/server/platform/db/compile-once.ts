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

/** Where a compiled query's parameter comes from: a slot's value of each call, or the query itself. */
type Parameter = { slot: string } | { constant: unknown };

interface Compiled<R> {
  query: CompiledQuery<R>;
  parameters: Parameter[];
}

/** The slot whose example `value` is, or none (a constant of the query). */
function parameterOf(example: Readonly<Record<string, unknown>>, value: unknown): Parameter {
  const names = Object.keys(example).filter((name) => Object.is(example[name], value));
  if (names.length > 1) throw new Error(`Slots ${names.join(', ')} have the same example: give each its own`);
  const [slot] = names;
  return slot === undefined ? { constant: value } : { slot };
}

function compiledFor<R>(db: Db, example: Readonly<Record<string, unknown>>, query: Compilable<R>): Compiled<R> {
  const compiled = db.getExecutor().compileQuery<R>(query.compile().query, createQueryId());
  const parameters = compiled.parameters.map((value) => parameterOf(example, value));
  const unused = Object.keys(example).filter((name) => !parameters.some((parameter) => 'slot' in parameter && parameter.slot === name));
  if (unused.length > 0) throw new Error(`Slots ${unused.join(', ')} are not in the query`);
  return { query: compiled, parameters };
}

/**
 * A query run on every request or every hole saved, built and compiled once per engine instead of
 * each time (Kysely's building and compiling was a tenth of a signed-in request, and 18 % of the
 * server's own CPU in a tournament weekend's saves). `example` names each value the query takes
 * with an example of it that nothing else in the query is (-101, 'slot:id': any other value is kept
 * as the query's own); `build` writes the query with them, for the engine it runs on. Each call
 * gives its own values by name.
 */
export function compileOnce<S extends Record<string, unknown>, R>(example: S, build: (values: S, engine: Engine) => Compilable<R>): (db: Db, values: S) => Promise<R[]> {
  const compiled = new Map<Engine, Compiled<R>>();
  return async (db, values) => {
    const engine = engineOf(db);
    let once = compiled.get(engine);
    if (!once) {
      once = compiledFor(db, example, build(example, engine));
      compiled.set(engine, once);
    }
    const parameters = once.parameters.map((parameter) => ('slot' in parameter ? values[parameter.slot] : parameter.constant));
    return (await db.executeQuery<R>({ ...once.query, parameters })).rows;
  };
}
