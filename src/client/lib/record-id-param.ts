import { notFound } from '@tanstack/react-router';
import { parseRecordId } from '../../shared/record-id';

/** A record's id from a path, for a route's beforeLoad: a malformed one is a page that does not exist, not a request for record 0. */
export function recordIdParam(text: string): number {
  const id = parseRecordId(text);
  if (id === null) throw notFound();
  return id;
}
