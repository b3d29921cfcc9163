import type { z } from 'zod';
import type { clubIdentitySchema, clubImageSchema } from './club-identity.schema';

// The shapes live in club-identity.schema.ts; this file stays free of zod at run time for the first bundle.
export type ClubImage = z.infer<typeof clubImageSchema>;
export type ClubIdentity = z.infer<typeof clubIdentitySchema>;

export type ClubImageKind = 'logo' | 'hero';
export const CLUB_IMAGE_KINDS: readonly ClubImageKind[] = ['logo', 'hero'];
