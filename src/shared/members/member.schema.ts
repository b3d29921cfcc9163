import { MEMBERSHIP_STATUSES } from '../membership/membership.schema';
import { pageQuerySchema } from '../paging/paging.schema';
import { z } from 'zod';
import { recordId } from '../record-id.schema';
import { memberTypeSchema } from '../auth/auth.schema';
import { newUsernameSchema } from '../auth/onboarding.schema';
import { competitionIndexSchema } from '../golf/handicap.schema';

// One username rule for onboarding and for admins: letters, digits, _ and -, so no look-alikes or hidden characters.
const username = newUsernameSchema;
const password = z
  .string()
  .min(6, 'Password must be at least 6 characters')
  .max(200, 'Password must be at most 200 characters');

export const memberCreateSchema = z.object({
  username,
  password,
  memberType: memberTypeSchema.default('standard'),
});

/** As create, but a blank (or missing) password keeps the current one. */
export const memberUpdateSchema = z.object({
  username,
  password: z.union([z.literal(''), password]).optional(),
  memberType: memberTypeSchema,
});

export const memberIdSchema = recordId('Unknown member');

/** The admin view of a member; the password is write-only. */
export const adminMemberSchema = z.object({
  id: z.number(),
  username: z.string(),
  memberType: memberTypeSchema,
  fullName: z.string().nullable(),
  email: z.string().nullable(),
  createdAt: z.string(),
  membershipStatus: z.enum(MEMBERSHIP_STATUSES),
  /** 'YYYY-MM-DD', also the renewal date; null for admins. */
  paidThrough: z.string().nullable(),
  /** The renewal in the members' own words ('due in 12 days', 'due today', 'lapsed 3 days ago'); null for admins. */
  renewalDue: z.string().nullable(),
});
export type AdminMember = z.infer<typeof adminMemberSchema>;

/** A row of the Manage Members list: the member with the words the committee reads the club by. */
export const adminMemberListItemSchema = adminMemberSchema.extend({
  /** Days left while expiring, days past the paid-through date in grace or lapsed; else null. */
  statusDays: z.number().nullable(),
  /** The index the member competes off, and where it comes from. */
  competitionIndex: competitionIndexSchema,
  /** 'YYYY-MM-DD' (club day) of the member's last round with a score, or null. */
  lastPlayed: z.string().nullable(),
});
export type AdminMemberListItem = z.infer<typeof adminMemberListItemSchema>;

/** The Manage Members list: a page, a search, and optionally one membership status or only balances due. */
export const memberListQuerySchema = pageQuerySchema.extend({
  status: z.enum(MEMBERSHIP_STATUSES, 'Choose active, expiring, grace or lapsed').optional(),
  /** 'due': only members who owe money. */
  balance: z.literal('due', 'The balance filter can only be due').optional(),
  /** Keyset paging: the page starts after this member id (the last one of the page before); `page` then only numbers it. */
  after: z.coerce.number('After must be a member id').int('After must be a member id').positive('After must be a member id').optional(),
});
export type MemberListQuery = z.infer<typeof memberListQuerySchema>;
