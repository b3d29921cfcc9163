import { z } from 'zod';
import { isRealCalendarDate } from '../calendar-date';

export const MEMBERSHIP_STATUSES = ['active', 'expiring', 'grace', 'lapsed'] as const;
export type MembershipStatus = (typeof MEMBERSHIP_STATUSES)[number];

export const LAPSED_MESSAGE = 'Your membership has lapsed. Renew to continue.';
export const NOTHING_DUE_MESSAGE = 'There is nothing to pay: your balance is $0.00.';

/**
 * Where the member's year stands today, computed once by `membershipStandingOn`
 * (src/shared/membership/membership-standing.ts) from the paid-through date and the club's day.
 */
export const membershipStandingSchema = z.object({
  status: z.enum(MEMBERSHIP_STATUSES),
  /** Last day paid for, 'YYYY-MM-DD' on the club's calendar; null for admins, who never lapse. */
  paidThrough: z.string().nullable(),
  /** The renewal date, also the statements' Next Payment: the paid-through day itself; null for admins. */
  renewalDate: z.string().nullable(),
  /** The first day Renew is offered (the club's expiring warning before the renewal date); null for admins. */
  renewalOpensOn: z.string().nullable(),
  /** Whether Renew is offered today: inside the renewal window or after the renewal date. */
  canRenew: z.boolean(),
  /** Days until the renewal date (0 on the day, negative once it has passed); null without one. */
  daysLeft: z.number().nullable(),
  /** The last day of full access after the renewal date; null for admins. */
  graceEndsOn: z.string().nullable(),
  /** Days of grace left once the renewal date has passed, else null. */
  graceDaysLeft: z.number().nullable(),
});
export type MembershipStanding = z.infer<typeof membershipStandingSchema>;

/** The member's year at a glance (prices in dollars). */
export const membershipSchema = membershipStandingSchema.extend({
  renewalPrice: z.number(),
  balanceDue: z.number(),
});
export type Membership = z.infer<typeof membershipSchema>;

/** GET /api/membership: the spec's fields, and the renewal date and window the pages show (the same values as tRPC's). */
export const membershipRestSchema = membershipSchema.pick({
  status: true,
  paidThrough: true,
  renewalPrice: true,
  balanceDue: true,
  renewalDate: true,
  renewalOpensOn: true,
  canRenew: true,
});

/** What joining costs now (public): the founding price while places are left, then the regular price. */
export const membershipOfferSchema = z.object({
  foundingPlacesLeft: z.number(),
  foundingPrice: z.number(),
  regularPrice: z.number(),
  /** What a new applicant pays today. */
  price: z.number(),
});
export type MembershipOffer = z.infer<typeof membershipOfferSchema>;

export const checkoutLinkSchema = z.object({ url: z.string() });
export type CheckoutLink = z.infer<typeof checkoutLinkSchema>;

const PAID_THROUGH_MESSAGE = 'Enter the paid-through date as YYYY-MM-DD';

/** PUT /api/admin/members/{id}/membership: the admin's hand on a member's paid-through date. */
export const paidThroughChangeSchema = z.object({
  paidThrough: z
    .string(PAID_THROUGH_MESSAGE)
    .trim()
    .refine(isRealCalendarDate, PAID_THROUGH_MESSAGE)
    .refine((day) => day >= '2000-01-01' && day <= '2099-12-31', 'The paid-through date must be between 2000 and 2099'),
  note: z.string('The note must be text').trim().max(200, 'The note must be at most 200 characters').optional(),
  /** Set when the change is a payment taken by hand (cash, cheque): it is recorded on the statement. */
  amountPaid: z
    .number('The amount paid must be a number')
    .positive('The amount paid must be more than $0.00')
    .max(100000, 'The amount paid must be at most $100,000.00')
    .refine((amount) => Math.abs(Math.round(amount * 100) - amount * 100) < 1e-6, 'The amount paid can have at most 2 decimals')
    .optional(),
});
export type PaidThroughChange = z.infer<typeof paidThroughChangeSchema>;

export const adminPaidThroughSchema = paidThroughChangeSchema.extend({ userId: z.number().int().positive() });

export const membershipChangeResultSchema = membershipSchema.pick({ status: true, paidThrough: true });
export type MembershipChangeResult = z.infer<typeof membershipChangeResultSchema>;

export const checkoutSessionSchema = z.object({
  sessionId: z.string('Unknown payment').trim().min(1, 'Unknown payment').max(200, 'Unknown payment'),
});

export const checkoutOutcomeSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('paid'), purpose: z.enum(['renewal', 'balance']) }),
  z.object({ status: z.literal('pending') }),
]);
export type CheckoutOutcome = z.infer<typeof checkoutOutcomeSchema>;
