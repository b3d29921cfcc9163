import path from 'node:path';
import { sql } from 'kysely';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { engineOf } from './db';

/**
 * db/schema.ts is the hand-written type of every table, and the migrations are the truth: this
 * compares the two, table by table and column by column (its name and whether it may be null), on
 * the engine the test runs on.
 */
type Nullability = 'null' | 'not null';
type Shape = Record<string, Record<string, Nullability>>;

const SCHEMA_FILE = path.resolve(import.meta.dirname, 'schema.ts');

/** Kysely's own bookkeeping, and SQLite's full-text index (a virtual table with shadow tables of its own). */
const NOT_THE_APP_S = new Set(['kysely_migration', 'kysely_migration_lock']);
const FULL_TEXT = 'users_search';

function declaredShape(): Shape {
  const program = ts.createProgram([SCHEMA_FILE], { strict: true, noEmit: true, skipLibCheck: true, module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler, target: ts.ScriptTarget.ES2022 });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(SCHEMA_FILE);
  const database = source?.statements.find((statement): statement is ts.InterfaceDeclaration => ts.isInterfaceDeclaration(statement) && statement.name.text === 'Database');
  if (!database) throw new Error('db/schema.ts has no Database interface');
  const shape: Shape = {};
  for (const table of checker.getTypeAtLocation(database.name).getProperties()) {
    const columns: Record<string, Nullability> = {};
    for (const column of checker.getTypeOfSymbolAtLocation(table, database).getProperties()) {
      const declared = checker.getTypeOfSymbolAtLocation(column, database);
      // Generated<T> and ColumnType<S, I, U> keep the selected type as __select__.
      const selected = declared.getProperty('__select__');
      const type = selected ? checker.getTypeOfSymbolAtLocation(selected, database) : declared;
      const parts = type.isUnion() ? type.types : [type];
      columns[column.name] = parts.some((part) => (part.flags & ts.TypeFlags.Null) !== 0) ? 'null' : 'not null';
    }
    shape[table.name] = columns;
  }
  return shape;
}

async function sqliteShape(t: TestApp): Promise<Shape> {
  const tables = await sql<{ name: string }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`.execute(t.db);
  const shape: Shape = {};
  for (const { name } of tables.rows) {
    // The full-text index's shadow tables belong to it.
    if (name.startsWith(`${FULL_TEXT}_`)) continue;
    const columns = await sql<{ name: string; notnull: number; pk: number }>`select name, "notnull", pk from pragma_table_info(${name})`.execute(t.db);
    shape[name] = Object.fromEntries(
      // An INTEGER PRIMARY KEY is the rowid: never null, whatever notnull says.
      columns.rows.map((column) => [column.name, column.notnull === 1 || column.pk === 1 ? 'not null' : 'null']),
    );
  }
  return shape;
}

async function postgresShape(t: TestApp): Promise<Shape> {
  const columns = await sql<{ table_name: string; column_name: string; is_nullable: 'YES' | 'NO' }>`
    select table_name, column_name, is_nullable from information_schema.columns
    where table_schema = current_schema() order by table_name, ordinal_position`.execute(t.db);
  const shape: Shape = {};
  for (const column of columns.rows) (shape[column.table_name] ??= {})[column.column_name] = column.is_nullable === 'YES' ? 'null' : 'not null';
  return shape;
}

let t: TestApp;
let declared: Shape;
let actual: Shape;
beforeAll(async () => {
  t = await createTestApp();
  declared = declaredShape();
  const found = engineOf(t.db) === 'postgres' ? await postgresShape(t) : await sqliteShape(t);
  actual = Object.fromEntries(Object.entries(found).filter(([table]) => !NOT_THE_APP_S.has(table)));
}, 60_000);
afterAll(() => t.close());

describe('db/schema.ts against the migrated database', () => {
  it('declares every table the migrations create, and no other', () => {
    // SQLite's full-text index is SQLite's only; PostgreSQL searches with trigram indexes instead.
    const onlyHere = (table: string) => table !== FULL_TEXT || engineOf(t.db) === 'sqlite';
    expect(Object.keys(actual).sort()).toEqual(Object.keys(declared).filter(onlyHere).sort());
  });

  it('declares each table’s columns and whether they may be null as the database has them', () => {
    const mismatches = Object.keys(actual).flatMap((table) => {
      const real = actual[table] ?? {};
      // The full-text table is read by rowid and by its own name (the MATCH column): neither is a column SQLite lists.
      const typed = Object.fromEntries(Object.entries(declared[table] ?? {}).filter(([column]) => table !== FULL_TEXT || (column !== 'rowid' && column !== FULL_TEXT)));
      const columns = [...new Set([...Object.keys(real), ...Object.keys(typed)])].sort();
      // Its columns repeat the users' columns and have no constraints of their own: only their names are compared.
      const same = (column: string) => (table === FULL_TEXT ? (column in real) === (column in typed) : real[column] === typed[column]);
      return columns.flatMap((column) =>
        same(column) ? [] : [`${table}.${column}: database ${real[column] ?? 'has no such column'}, schema.ts ${typed[column] ?? 'has no such column'}`],
      );
    });
    expect(mismatches).toEqual([]);
  });
});
