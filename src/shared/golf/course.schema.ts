import { z } from 'zod';
import { recordId } from '../record-id.schema';

export const COURSE_KINDS = ['simulator', 'outdoor'] as const;
export type CourseKind = (typeof COURSE_KINDS)[number];
export const TEE_GENDERS = ['men', 'women'] as const;
export type TeeGender = (typeof TEE_GENDERS)[number];

export const courseInputSchema = z.object({
  name: z.string('Course name is required').trim().min(1, 'Course name is required').max(100, 'Course name must be at most 100 characters'),
  kind: z.enum(COURSE_KINDS, 'Choose simulator or outdoor course'),
  location: z
    .string('Location is required')
    .trim()
    .min(1, 'Location is required (a place, or the simulator software)')
    .max(200, 'Location must be at most 200 characters'),
});
export const courseUpdateSchema = courseInputSchema.extend({ id: recordId('Course not found') });

function hasOneDecimal(value: number): boolean {
  return Math.abs(value * 10 - Math.round(value * 10)) < 1e-9;
}

function ratingSchema(label: string, min: number, max: number) {
  return z
    .number(`${label} must be a number`)
    .min(min, `${label} must be between ${min.toFixed(1)} and ${max.toFixed(1)}`)
    .max(max, `${label} must be between ${min.toFixed(1)} and ${max.toFixed(1)}`)
    .refine(hasOneDecimal, `${label} has at most one decimal, such as 72.4`);
}

function slopeSchema(label: string) {
  return z
    .number(`${label} must be a number`)
    .int(`${label} must be a whole number`)
    .min(55, `${label} must be between 55 and 155`)
    .max(155, `${label} must be between 55 and 155`);
}

const holeParSchema = z.number('Each par must be a number').int('Each par must be a whole number').min(3, 'Each par must be 3, 4, 5 or 6').max(6, 'Each par must be 3, 4, 5 or 6');

export const teeInputSchema = z.object({
  courseId: recordId('Course not found'),
  name: z.string('Tee name is required').trim().min(1, 'Tee name is required').max(40, 'Tee name must be at most 40 characters'),
  gender: z.enum(TEE_GENDERS, "Choose men's or women's ratings"),
  pars: z.array(holeParSchema, 'Enter a par for each of the 18 holes').length(18, 'Enter a par for each of the 18 holes'),
  strokeIndexes: z
    .array(z.number('Each stroke index must be a number').int('Each stroke index must be a whole number'), 'Enter a stroke index for each of the 18 holes')
    .length(18, 'Enter a stroke index for each of the 18 holes')
    .refine(
      (indexes) => [...indexes].sort((a, b) => a - b).every((value, i) => value === i + 1),
      'Stroke indexes must use each number from 1 to 18 once',
    ),
  rating: ratingSchema('Course rating', 50, 90),
  slope: slopeSchema('Slope'),
  frontRating: ratingSchema('Front nine course rating', 25, 45),
  frontSlope: slopeSchema('Front nine slope'),
  backRating: ratingSchema('Back nine course rating', 25, 45),
  backSlope: slopeSchema('Back nine slope'),
});
export const teeUpdateSchema = teeInputSchema.omit({ courseId: true }).extend({ id: recordId('Tee not found') });

const nineRatingSchema = z.object({ rating: z.number(), slope: z.number(), par: z.number() });
export type NineRating = z.infer<typeof nineRatingSchema>;

export const teeSchema = z.object({
  id: z.number(),
  courseId: z.number(),
  name: z.string(),
  gender: z.enum(TEE_GENDERS),
  pars: z.array(z.number()),
  strokeIndexes: z.array(z.number()),
  rating: z.number(),
  slope: z.number(),
  par: z.number(),
  front: nineRatingSchema,
  back: nineRatingSchema,
  retired: z.boolean(),
});
export type Tee = z.infer<typeof teeSchema>;

export const courseSchema = z.object({
  id: z.number(),
  name: z.string(),
  kind: z.enum(COURSE_KINDS),
  location: z.string(),
  retired: z.boolean(),
  /** Rounds have been played on it: its tees can still change, past rounds keep their snapshot. */
  inUse: z.boolean(),
  tees: z.array(teeSchema),
});
export type Course = z.infer<typeof courseSchema>;
export const courseListSchema = z.array(courseSchema);
