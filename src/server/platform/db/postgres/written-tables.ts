import {
  AliasNode,
  DeleteQueryNode,
  InsertQueryNode,
  MergeQueryNode,
  type OperationNode,
  RawNode,
  SelectQueryNode,
  TableNode,
  UpdateQueryNode,
  type WithNode,
} from 'kysely';

function tableName(node: OperationNode | undefined): string | null {
  if (node === undefined) return null;
  if (TableNode.is(node)) return node.table.schema === undefined ? node.table.identifier.name : null;
  if (AliasNode.is(node)) return tableName(node.node);
  return null;
}

function named(nodes: ReadonlyArray<OperationNode | undefined>): string[] | null {
  const names = nodes.map(tableName);
  return names.every((name): name is string => name !== null) && names.length > 0 ? names : null;
}

/** What the statements of a `with` write: nothing for reads, null when one cannot be told. */
function writtenInWith(node: WithNode | undefined): string[] | null {
  const tables: string[] = [];
  for (const expression of node?.expressions ?? []) {
    const written = writtenTables(expression.expression);
    if (written === null) return null;
    tables.push(...written);
  }
  return tables;
}

function withOwn(own: string[] | null, inWith: string[] | null): string[] | null {
  return own === null || inWith === null ? null : [...new Set([...own, ...inWith])];
}

/**
 * The tables a statement writes, from the query Kysely built, its `with` included (none for a read),
 * or null when that cannot be told (raw SQL, a table in another schema): whoever uses the answer
 * must then count the write as one to every table.
 */
export function writtenTables(query: OperationNode | undefined): string[] | null {
  if (query === undefined) return null;
  if (SelectQueryNode.is(query)) return writtenInWith(query.with);
  if (InsertQueryNode.is(query)) return withOwn(named([query.into]), writtenInWith(query.with));
  if (UpdateQueryNode.is(query)) return withOwn(named([query.table]), writtenInWith(query.with));
  if (DeleteQueryNode.is(query)) return withOwn(named(query.from.froms), writtenInWith(query.with));
  if (MergeQueryNode.is(query)) return withOwn(named([query.into]), writtenInWith(query.with));
  return null;
}

function withOf(query: OperationNode): WithNode | undefined {
  if (SelectQueryNode.is(query) || InsertQueryNode.is(query) || UpdateQueryNode.is(query) || DeleteQueryNode.is(query) || MergeQueryNode.is(query)) return query.with;
  return undefined;
}

/**
 * What a statement that ran wrote, for the change stamp: nothing for a read or a write of no rows,
 * but what its `with` writes (a read's rows are not counted: it may have); raw SQL that wrote rows
 * or starts with a `with` as what cannot be told.
 */
export function tablesWrittenBy(query: OperationNode, sql: string, affectedRows: bigint | undefined): string[] | null {
  const wroteRows = affectedRows !== undefined && affectedRows > 0n;
  if (RawNode.is(query)) return wroteRows || /^\s*with\b/i.test(sql) ? null : [];
  return wroteRows ? writtenTables(query) : writtenInWith(withOf(query));
}
