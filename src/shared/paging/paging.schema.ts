import { z } from 'zod';

import { DEFAULT_PAGE_SIZE } from '../page-sizes';

/** One page of a list that grows: 1-based page, at most 100 rows, optional search text. */
export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(DEFAULT_PAGE_SIZE),
  search: z.string().trim().max(100).optional(),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

const pageFieldsSchema = z.object({
  total: z.number(),
  /** Counting stopped at `total`: there are more (shown as "1000+"). */
  totalIsAtLeast: z.boolean().optional(),
  page: z.number(),
  pageSize: z.number(),
});

export type Page<T> = z.infer<typeof pageFieldsSchema> & { items: T[] };

export function pageSchema<Item extends z.ZodType>(item: Item) {
  return pageFieldsSchema.extend({ items: z.array(item) });
}
