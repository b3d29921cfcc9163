import { type DirectoryQuery, directoryQuerySchema } from '../../../shared/people/directory.schema';
import type { DirectorySearch } from '../../lib/list-search';

const FILTER_FIELDS = ['q', 'platform', 'zoneBand', 'indexMin', 'indexMax', 'page', 'after'] as const;
type FilterField = (typeof FILTER_FIELDS)[number];
export type FilterErrors = Partial<Record<FilterField, string>>;

const isFilterField = (value: unknown): value is FilterField => FILTER_FIELDS.some((field) => field === value);

/** The URL's search checked against the directory's own schema: the query to send, or each field's words. */
export function directoryQueryOf(search: DirectorySearch): { query: DirectoryQuery | null; errors: FilterErrors } {
  const present = Object.fromEntries(Object.entries(search).filter(([, value]) => value !== undefined));
  const parsed = directoryQuerySchema.safeParse(present);
  if (parsed.success) return { query: parsed.data, errors: {} };
  const errors: FilterErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (isFilterField(field)) errors[field] ??= issue.message;
  }
  return { query: null, errors };
}

/** Whether the URL searches or filters at all (the empty list then says so, and the filters offer to clear). */
export function isFiltered(search: DirectorySearch): boolean {
  return Boolean(search.q || search.platform || search.zoneBand || search.indexMin !== undefined || search.indexMax !== undefined);
}
