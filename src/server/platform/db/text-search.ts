import { type Expression, sql, type SqlBool } from 'kysely';

/** Shorter searches have no trigram to look up: they match the start of the text instead. */
const TRIGRAM_LENGTH = 3;

export function isLongSearch(needle: string): boolean {
  return [...needle].length >= TRIGRAM_LENGTH;
}

/** Lower-cased text that sorts first and just past every text starting with `needle`. */
function prefixRange(needle: string): [string, string] {
  const points = [...needle];
  const last = points.pop()?.codePointAt(0) ?? 0;
  return [needle, `${points.join('')}${String.fromCodePoint(last + 1)}`];
}

/** `expression` (already lower-cased) starts with `needle`: a range over the expression's index. */
export function startsWith(expression: Expression<string | null>, needle: string): Expression<SqlBool> {
  const [from, before] = prefixRange(needle);
  return sql<SqlBool>`(${expression} >= ${from} and ${expression} < ${before})`;
}

type SearchColumn = 'username' | 'full_name' | 'email';

/** An FTS5 query for `needle` as one phrase (any characters) in the given columns. */
export function trigramPhrase(needle: string, columns: readonly SearchColumn[]): string {
  return `{${columns.join(' ')}} : "${needle.replaceAll('"', '""')}"`;
}

/** A LIKE pattern for text containing `needle`, whose %, _ and \ are plain characters (escaped by \). */
export function likeContaining(needle: string): string {
  return `%${needle.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/**
 * PostgreSQL's counterpart of an FTS5 phrase: `expression` (already lower-cased) contains
 * `needle`, a LIKE its pg_trgm index answers. %, _ and \ in the needle are plain characters.
 */
export function containsOnPostgres(expression: Expression<string | null>, needle: string): Expression<SqlBool> {
  return sql<SqlBool>`${expression} like ${likeContaining(needle)}`;
}
