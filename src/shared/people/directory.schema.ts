import { z } from 'zod';
import { INDEX_SOURCES } from '../golf/handicap.schema';
import { PLATFORMS, platformSchema } from '../golf/platforms';
import { clubImageSchema } from '../club/club-identity.schema';

/** Where in the world a member's clock is, by its UTC offset now: how members find someone awake when they are. */
export const ZONE_BANDS = ['americas', 'europe-africa', 'asia', 'oceania'] as const;
export type ZoneBand = (typeof ZONE_BANDS)[number];
export const ZONE_BAND_LABELS: Record<ZoneBand, string> = {
  americas: 'Americas (UTC−12 to −3)',
  'europe-africa': 'Europe and Africa (UTC−2 to +3)',
  asia: 'Asia (UTC+4 to +8)',
  oceania: 'East Asia and Oceania (UTC+9 to +14)',
};

/** The band of a UTC offset in minutes. */
export function zoneBandOf(offsetMinutes: number): ZoneBand {
  if (offsetMinutes < -120) return 'americas';
  if (offsetMinutes < 240) return 'europe-africa';
  if (offsetMinutes < 540) return 'asia';
  return 'oceania';
}

export const DIRECTORY_PAGE_SIZE = 24;

const indexBound = (message: string) => z.coerce.number(message).min(-10, message).max(54, message);
const INDEX_RANGE = 'Give an index from -10 to 54';

/** GET /api/members/directory and members.directory: search and filters, every one optional. */
export const directoryQuerySchema = z
  .object({
    q: z.string().trim().max(60, 'Search at most 60 characters').optional(),
    platform: z.enum(PLATFORMS, 'Choose a platform from the list').optional(),
    zoneBand: z.enum(ZONE_BANDS, 'Choose a time zone band from the list').optional(),
    indexMin: indexBound(INDEX_RANGE).optional(),
    indexMax: indexBound(INDEX_RANGE).optional(),
    page: z.coerce.number('Page must be a number').int('Page must be a whole number').min(1, 'Page must be 1 or more').default(1),
    /**
     * The Next link's: the id of the last member on the page before. The page then starts just
     * after them in name order, so it stays put as members join and leave; without it (or when
     * that member is gone) the page is counted from the start.
     */
    after: z.coerce.number('Give the id of a member').int('Give the id of a member').min(1, 'Give the id of a member').optional(),
  })
  .refine((query) => query.indexMin === undefined || query.indexMax === undefined || query.indexMin <= query.indexMax, {
    message: 'The lowest index must not be above the highest',
    path: ['indexMax'],
  });
export type DirectoryQuery = z.input<typeof directoryQuerySchema>;

/**
 * One member as other members see them. A field the member hid is absent (never sent); `index: null`
 * is shown, as "no handicap".
 */
export const directoryEntrySchema = z.object({
  id: z.number(),
  name: z.string(),
  photo: clubImageSchema.nullable().optional(),
  country: z.string().nullable().optional(),
  /** Their IANA zone, for their local time now; null when not known yet. */
  timeZone: z.string().nullable().optional(),
  platforms: z.array(platformSchema).optional(),
  launchMonitor: z.string().nullable().optional(),
  homeCourse: z.string().nullable().optional(),
  index: z.object({ index: z.number(), source: z.enum(INDEX_SOURCES) }).nullable().optional(),
  /** Club day (YYYY-MM-DD) of their latest round, or null before any. */
  lastRound: z.string().nullable().optional(),
});
export type DirectoryEntry = z.infer<typeof directoryEntrySchema>;

export const directoryPageSchema = z.object({
  members: z.array(directoryEntrySchema),
  /** Counted ten pages ahead (an index filter: to the end of this page); `totalIsAtLeast` when more follow. */
  total: z.number(),
  totalIsAtLeast: z.literal(true).optional(),
  page: z.number(),
  pageSize: z.number(),
  /** The `after` of the next page, or null on the last one. */
  next: z.number().nullable(),
});
export type DirectoryPage = z.infer<typeof directoryPageSchema>;
