import { z } from 'zod';

/** PUT /api/admin/members/{id}/handicap: the member's official index from their home club, with a note. */
export const handicapInputSchema = z.object({
  index: z
    .number('Give the index as a number')
    .min(-10, 'An index is at least -10.0')
    .max(54, 'An index is at most 54.0')
    .refine((value) => Math.abs(value * 10 - Math.round(value * 10)) < 1e-9, 'An index has one decimal'),
  note: z.string('Say where the index comes from').trim().min(3, 'Say where the index comes from').max(200, 'The note is at most 200 characters'),
});
export type HandicapInput = z.infer<typeof handicapInputSchema>;

export const competitionIndexSchema = z.object({ index: z.number(), source: z.enum(['club', 'set']), note: z.string().nullable() }).nullable();

export const handicapRequestSchema = z.object({ userId: z.number().int().positive('Member not found'), handicap: handicapInputSchema });
