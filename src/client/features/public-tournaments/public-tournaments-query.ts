import { publicQuery } from '../../lib/public-query';

/** The public tournaments list: the first page shares the home page's read (no input); later pages name the tournament they follow. */
export function publicTournamentsQuery(before: number | undefined) {
  return before === undefined ? publicQuery('tournaments', 'publicList') : publicQuery('tournaments', 'publicList', { before });
}
