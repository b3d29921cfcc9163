import { z } from 'zod';

export const indexValue = z
  .number('Give the index as a number')
  .min(-10, 'An index is at least -10.0')
  .max(54, 'An index is at most 54.0')
  .refine((value) => Math.abs(value * 10 - Math.round(value * 10)) < 1e-9, 'An index has one decimal');

/** PUT /api/admin/members/{id}/handicap: the member's official index from their home club, with a note. */
export const handicapInputSchema = z.object({
  index: indexValue,
  note: z.string('Say where the index comes from').trim().min(3, 'Say where the index comes from').max(200, 'The note is at most 200 characters'),
});
export type HandicapInput = z.infer<typeof handicapInputSchema>;

/** Who gave an index outside the club's own: an admin ('set') or the member ('declared'). */
export const HANDICAP_SOURCES = ['set', 'declared'] as const;
export type HandicapSource = (typeof HANDICAP_SOURCES)[number];
/** Where the member's own index is kept: another club, GHIN, or another national system. */
export const HANDICAP_SYSTEMS = ['club', 'ghin', 'national'] as const;
export type HandicapSystem = (typeof HANDICAP_SYSTEMS)[number];
export const HANDICAP_SYSTEM_LABELS: Record<HandicapSystem, string> = {
  club: 'Another club',
  ghin: 'GHIN',
  national: 'Another national system',
};
/** What a round or a competitor's index came from: the club index, one an admin set, or one the member declared. */
export const INDEX_SOURCES = ['club', 'set', 'declared'] as const;
export type IndexSource = (typeof INDEX_SOURCES)[number];

/** A member's own index from outside the club: the number, the system that keeps it, and their number or club there. */
export const declaredIndexSchema = z.object({
  index: indexValue,
  system: z.enum(HANDICAP_SYSTEMS, 'Choose where your index is kept'),
  reference: z
    .string('Give your number or club there')
    .trim()
    .min(2, 'Give your number or club there')
    .max(80, 'The number or club is at most 80 characters'),
});
export type DeclaredIndexInput = z.infer<typeof declaredIndexSchema>;

export const competitionIndexSchema = z
  .object({ index: z.number(), source: z.enum(INDEX_SOURCES), note: z.string().nullable() })
  .nullable();

export const handicapRequestSchema = z.object({ userId: z.number().int().positive('Member not found'), handicap: handicapInputSchema });
