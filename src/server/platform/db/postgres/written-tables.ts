import { AliasNode, DeleteQueryNode, InsertQueryNode, MergeQueryNode, type OperationNode, TableNode, UpdateQueryNode } from 'kysely';

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

/**
 * The tables a statement writes to itself, from the query Kysely built, or null when that cannot
 * be told (raw SQL, a statement with a `with` that may write too, a table in another schema):
 * whoever uses the answer must then count the write as one to every table.
 */
export function writtenTables(query: OperationNode | undefined): string[] | null {
  if (query === undefined) return null;
  if (InsertQueryNode.is(query)) return query.with ? null : named([query.into]);
  if (UpdateQueryNode.is(query)) return query.with ? null : named([query.table]);
  if (DeleteQueryNode.is(query)) return query.with ? null : named(query.from.froms);
  if (MergeQueryNode.is(query)) return query.with ? null : named([query.into]);
  return null;
}
