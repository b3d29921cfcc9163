import { z } from 'zod';
import { clubImageSchema } from '../club/club-identity.schema';
import { countrySchema } from '../countries';
import { competitionIndexSchema, HANDICAP_SYSTEMS } from '../golf/handicap.schema';
import { platformSchema } from '../golf/platforms';

/** What a member may hide from other members, one by one; their name is shown whenever they are listed. */
export const DIRECTORY_FIELDS = ['photo', 'country', 'localTime', 'platforms', 'homeCourse', 'index', 'lastRound'] as const;
export type DirectoryField = (typeof DIRECTORY_FIELDS)[number];
export const DIRECTORY_FIELD_LABELS: Record<DirectoryField, string> = {
  photo: 'Photo',
  country: 'Country',
  localTime: 'Local time',
  platforms: 'Platforms and launch monitor',
  homeCourse: 'Home course',
  index: 'Handicap index',
  lastRound: 'Last round',
};

const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .transform((value) => (value === '' ? null : value))
    .nullable();

export const platformsField = z
  .array(platformSchema)
  .max(9, 'Choose at most 9 platforms')
  .refine((list) => new Set(list).size === list.length, 'Choose each platform once');

/** The golfer's side of the profile: where they are and what they play on. */
export const golfProfileInputSchema = z.object({
  country: countrySchema.nullable(),
  platforms: platformsField,
  launchMonitor: optionalText(60, 'Launch monitor must be at most 60 characters'),
  homeCourse: optionalText(100, 'Home course must be at most 100 characters'),
});
export type GolfProfileInput = z.input<typeof golfProfileInputSchema>;

/** Whether the member is in the directory, and which fields other members may not see. */
export const directoryChoicesSchema = z.object({
  listed: z.boolean('Choose whether you are in the directory'),
  hiddenFields: z
    .array(z.enum(DIRECTORY_FIELDS, 'Unknown directory field'))
    .max(DIRECTORY_FIELDS.length, 'Unknown directory field')
    .refine((list) => new Set(list).size === list.length, 'Each field once'),
});
export type DirectoryChoices = z.infer<typeof directoryChoicesSchema>;

/** The member's own view of their club profile. */
export const memberProfileSchema = z.object({
  photo: clubImageSchema.nullable(),
  country: z.string().nullable(),
  platforms: z.array(platformSchema),
  launchMonitor: z.string().nullable(),
  homeCourse: z.string().nullable(),
  listed: z.boolean(),
  hiddenFields: z.array(z.enum(DIRECTORY_FIELDS)),
  /** What they play off now; null when they have no index at all. */
  index: competitionIndexSchema,
  /** Where a declared index is kept, when it is the one they declared. */
  declaredSystem: z.enum(HANDICAP_SYSTEMS).nullable(),
  /** They may declare a starting index: only while they have none of any kind. */
  canDeclareIndex: z.boolean(),
});
export type MemberProfile = z.infer<typeof memberProfileSchema>;
