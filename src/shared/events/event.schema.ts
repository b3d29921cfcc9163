import type { ClubImage } from '../club/club-identity';
import { z } from 'zod';
import { recordId } from '../record-id.schema';

const eventVisibilitySchema = z.enum(['public', 'members']);
export type EventVisibility = z.infer<typeof eventVisibilitySchema>;

export interface ClubEvent {
  id: number;
  title: string;
  description: string;
  /** ISO instants. */
  startDate: string;
  endDate: string;
  location: string;
  category: string;
  visibility: EventVisibility;
  /** The event's picture in its sizes, or null. */
  image: ClubImage | null;
}

const isDate = (value: string) => !Number.isNaN(Date.parse(value));

/** What an admin submits; dates are ISO strings (UTC). */
export const eventInputSchema = z
  .object({
    title: z.string().trim().min(1, 'Title is required').max(120, 'Title must be at most 120 characters'),
    description: z.string().trim().min(1, 'Description is required').max(2000, 'Description must be at most 2000 characters'),
    startDate: z.string().min(1, { error: 'Start date is required', abort: true }).refine(isDate, 'Start date is not a valid date'),
    endDate: z.string().min(1, { error: 'End date is required', abort: true }).refine(isDate, 'End date is not a valid date'),
    category: z.string().trim().min(1, 'Category is required').max(60, 'Category must be at most 60 characters'),
    location: z.string().trim().min(1, 'Location is required').max(120, 'Location must be at most 120 characters'),
    visibility: eventVisibilitySchema.default('public'),
  })
  .refine((event) => !isDate(event.startDate) || !isDate(event.endDate) || Date.parse(event.endDate) > Date.parse(event.startDate), {
    message: 'End date must be after start date',
    path: ['endDate'],
  });
export type EventInput = z.input<typeof eventInputSchema>;

/** Optional window for calendars: events starting in [from, to). */
export const eventRangeSchema = z
  .object({ from: z.iso.datetime().optional(), to: z.iso.datetime().optional() })
  .default({});
export type EventRange = z.infer<typeof eventRangeSchema>;

export const eventIdSchema = recordId('Unknown event');
