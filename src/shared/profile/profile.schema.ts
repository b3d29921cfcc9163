import { z } from 'zod';
import { emailField } from '../email-field';
import { memberTypeSchema } from '../auth/auth.schema';
import { timeZoneField } from '../time-zone';

const UNKNOWN_ZONE = 'Unknown time zone: choose one from the list, such as Asia/Tokyo';
const memberTimeZone = timeZoneField('Choose your time zone', UNKNOWN_ZONE);

export const profileInputSchema = z.object({
  fullName: z.string().trim().min(2, 'Full name must be at least 2 characters').max(100, 'Full name must be at most 100 characters'),
  email: emailField('Please enter a valid email address', 'Email must be at most 254 characters'),
  phone: z.string().trim().min(10, 'Phone number must be at least 10 characters').max(40, 'Phone number must be at most 40 characters'),
  address: z.string().trim().min(5, 'Address must be at least 5 characters').max(300, 'Address must be at most 300 characters'),
  /** An IANA name such as 'Asia/Tokyo'; unchanged when absent. */
  timeZone: memberTimeZone.optional(),
  /** Needed only when the e-mail address changes. */
  currentPassword: z.string().max(200, 'Password must be at most 200 characters').optional(),
});
export type ProfileInput = z.infer<typeof profileInputSchema>;

const password = z.string().min(6, 'Password must be at least 6 characters').max(200, 'Password must be at most 200 characters');

export const passwordChangeSchema = z
  .object({ currentPassword: password, newPassword: password, confirmPassword: password })
  .refine((form) => form.newPassword === form.confirmPassword, { message: "Passwords don't match", path: ['confirmPassword'] });
export type PasswordChangeInput = z.infer<typeof passwordChangeSchema>;

/** What the profile page shows: the editable fields plus the Account Status card. */
export const profileSchema = z.object({
  username: z.string(),
  memberType: memberTypeSchema,
  fullName: z.string(),
  email: z.string(),
  phone: z.string(),
  address: z.string(),
  /** ISO instant. */
  memberSince: z.string(),
  /** The member's match results may be posted to the club feed. */
  postResults: z.boolean(),
  /** A new address waiting for its confirmation link to be followed, or null. */
  pendingEmail: z.string().nullable(),
  /** The member's time zone; null until their browser told us (the club's zone is used meanwhile). */
  timeZone: z.string().nullable(),
});
export type Profile = z.infer<typeof profileSchema>;

/** The browser's zone, sent on a member's first sign-in, or the member's choice. */
export const timeZoneInputSchema = z.object({ timeZone: memberTimeZone });

export const postResultsSchema = z.object({ postResults: z.boolean('Choose whether your results are posted') });

/** Deleting one's own account: the password again, and what becomes of one's posts and comments. */
export const accountDeletionSchema = z.object({
  password: z.string('Please enter your password').min(1, 'Please enter your password').max(200, 'Please enter your password'),
  content: z.enum(['remove', 'anonymise'], 'Choose what happens to your posts and comments'),
});
export type AccountDeletionInput = z.infer<typeof accountDeletionSchema>;
