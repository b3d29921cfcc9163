import type { MembershipStatus } from '../../../shared/membership/membership.schema';
import { dayjs } from '../../../shared/club-time';

export interface RenewalRules {
  expiringDays: number;
  graceDays: number;
}

/** Whole days from `from` to `to`, both 'YYYY-MM-DD' (negative when `to` is earlier). */
const DAY_MS = 86_400_000;

/** Whole days from one 'YYYY-MM-DD' to another (both read as UTC midnights, so no zone shifts them). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS);
}

/**
 * Paid through D means paid for every day up to and including D: active until D is within
 * `expiringDays`, expiring to D, grace for `graceDays` after D, lapsed after that. Admins
 * (paidThrough null) are always active.
 */
export function membershipStatusOn(paidThrough: string | null, today: string, rules: RenewalRules): MembershipStatus {
  if (paidThrough === null) return 'active';
  const left = daysBetween(today, paidThrough);
  if (left > rules.expiringDays) return 'active';
  if (left >= 0) return 'expiring';
  return -left <= rules.graceDays ? 'grace' : 'lapsed';
}

/** A year on from the later of today and the current paid-through date. */
export function extendedPaidThrough(current: string | null, today: string): string {
  const from = current !== null && current > today ? current : today;
  return dayjs.utc(from).add(1, 'year').format('YYYY-MM-DD');
}

/**
 * The status with its day count, for the admin's list: days left while expiring (0 on the last
 * paid day), days past the paid-through date in grace or lapsed, null while simply active.
 */
export function membershipStandingOn(paidThrough: string | null, today: string, rules: RenewalRules): { status: MembershipStatus; days: number | null } {
  const status = membershipStatusOn(paidThrough, today, rules);
  if (paidThrough === null || status === 'active') return { status, days: null };
  const left = daysBetween(today, paidThrough);
  return { status, days: status === 'expiring' ? left : -left };
}
