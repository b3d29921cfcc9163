/**
 * The input of a public board, shared by the route's loader (in the first bundle: keep this file
 * free of imports) and the page's query, so both read one cache entry. Net unless gross is asked for.
 */
export function publicBoardInput(id: number, basis: 'net' | 'gross' = 'net') {
  return { id, basis };
}
