import { addDays } from '../club-time';
import type { MembershipStanding, MembershipStatus } from './membership.schema';

// Where a member's year stands, computed once from `users.paid_through` (the last paid day on the
// club's calendar) and the club's day: every screen, mail and PDF that names the renewal date,
// the days left or whether Renew is offered reads it from here (docs/decisions/membership-year.md).

export interface RenewalRules {
  /** Days before the renewal date that the renewal window opens (reminders, banner, Renew). */
  expiringDays: number;
  /** Days after the renewal date that full access continues. */
  graceDays: number;
}

/** Whose year it is: admins have no renewal date and never lapse. */
export interface MembershipAccount {
  memberType: 'admin' | 'standard';
  paidThrough: string | null;
}

const DAY_MS = 86_400_000;

/** Whole days from one 'YYYY-MM-DD' to another (both read as UTC midnights, so no zone shifts them; negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS);
}

/**
 * The renewal date, which is also the statements' "Next Payment": the last paid day itself, so a
 * member who pays on it loses nothing and is never without a year. Null for admins.
 */
export function renewalDateOf(account: MembershipAccount): string | null {
  return account.memberType === 'admin' ? null : account.paidThrough;
}

/**
 * Paid through D means paid for every day up to and including D: active until D is within
 * `expiringDays`, expiring to D, grace for `graceDays` after D, lapsed after that. No date
 * (admins) is always active.
 */
export function membershipStatusOn(paidThrough: string | null, today: string, rules: RenewalRules): MembershipStatus {
  if (paidThrough === null) return 'active';
  const left = daysBetween(today, paidThrough);
  if (left > rules.expiringDays) return 'active';
  if (left >= 0) return 'expiring';
  return -left <= rules.graceDays ? 'grace' : 'lapsed';
}

/** The member's standing on the club's day `today`. Renew is offered from `renewalOpensOn` on, and after a lapse. */
export function membershipStandingOn(account: MembershipAccount, today: string, rules: RenewalRules): MembershipStanding {
  const renewalDate = renewalDateOf(account);
  const status = membershipStatusOn(renewalDate, today, rules);
  if (renewalDate === null) {
    return { status, paidThrough: null, renewalDate: null, renewalOpensOn: null, canRenew: false, daysLeft: null, graceEndsOn: null, graceDaysLeft: null };
  }
  const daysLeft = daysBetween(today, renewalDate);
  return {
    status,
    paidThrough: renewalDate,
    renewalDate,
    renewalOpensOn: addDays(renewalDate, -rules.expiringDays),
    canRenew: daysLeft <= rules.expiringDays,
    daysLeft,
    graceEndsOn: addDays(renewalDate, rules.graceDays),
    graceDaysLeft: status === 'grace' ? rules.graceDays + daysLeft : null,
  };
}

/** '1 day', '3 days'. */
export function dayCount(count: number): string {
  return `${count} ${count === 1 ? 'day' : 'days'}`;
}

/** How the renewal stands in a few words: 'due in 12 days', 'due today', 'lapsed 3 days ago'. */
export function renewalDuePhrase(daysLeft: number): string {
  if (daysLeft > 0) return `due in ${dayCount(daysLeft)}`;
  if (daysLeft === 0) return 'due today';
  return `lapsed ${dayCount(-daysLeft)} ago`;
}

/** 'your membership is due in 12 days', 'your membership is due today', 'your membership lapsed 3 days ago'. */
export function yourMembershipPhrase(daysLeft: number): string {
  return `your membership ${daysLeft >= 0 ? 'is ' : ''}${renewalDuePhrase(daysLeft)}`;
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * One sentence on where the member's year stands, as the pages and the e-mails say it; `day`
 * writes a calendar day ('March 10, 2027') in the reader's locale.
 */
export function standingSentence(standing: MembershipStanding, day: (date: string) => string): string {
  const { status, renewalDate, renewalOpensOn, daysLeft, graceEndsOn, graceDaysLeft } = standing;
  if (renewalDate === null || renewalOpensOn === null || daysLeft === null || graceEndsOn === null) return 'Your membership does not expire.';
  const paid = day(renewalDate);
  switch (status) {
    case 'active':
      return `Your membership is paid through ${paid}. Renewal opens on ${day(renewalOpensOn)}.`;
    case 'expiring':
      return `Your membership is paid through ${paid}: renewal is ${renewalDuePhrase(daysLeft)}.`;
    case 'grace': {
      const access = graceDaysLeft ? `You keep full access for ${graceDaysLeft} more ${graceDaysLeft === 1 ? 'day' : 'days'}, through ${day(graceEndsOn)}.` : 'Today is the last day of full access.';
      return `${capitalised(yourMembershipPhrase(daysLeft))}: it was paid through ${paid}. ${access}`;
    }
    case 'lapsed':
      return `${capitalised(yourMembershipPhrase(daysLeft))}: it was paid through ${paid}.`;
  }
}
