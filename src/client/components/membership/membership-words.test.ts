import { describe, expect, it } from 'vitest';
import type { MembershipStanding } from '../../../shared/membership/membership.schema';
import { nextPaymentHint } from './membership-words';

const base: MembershipStanding = {
  status: 'active',
  paidThrough: '2027-03-10',
  renewalDate: '2027-03-10',
  renewalOpensOn: '2027-02-08',
  canRenew: false,
  daysLeft: 100,
  graceEndsOn: '2027-03-24',
  graceDaysLeft: null,
};
const day = (date: string) => `<${date}>`;

describe('the line under Next Payment', () => {
  it('says when renewal opens while it is far ahead, then how the renewal stands', () => {
    expect(nextPaymentHint(base, day)).toBe('Renewal opens <2027-02-08>');
    expect(nextPaymentHint({ ...base, status: 'expiring', canRenew: true, daysLeft: 12 }, day)).toBe('Due in 12 days');
    expect(nextPaymentHint({ ...base, status: 'expiring', canRenew: true, daysLeft: 1 }, day)).toBe('Due in 1 day');
    expect(nextPaymentHint({ ...base, status: 'expiring', canRenew: true, daysLeft: 0 }, day)).toBe('Due today');
    expect(nextPaymentHint({ ...base, status: 'grace', canRenew: true, daysLeft: -1, graceDaysLeft: 13 }, day)).toBe('Lapsed 1 day ago');
    expect(nextPaymentHint({ ...base, status: 'lapsed', canRenew: true, daysLeft: -40 }, day)).toBe('Lapsed 40 days ago');
  });

  it('has no date to speak of for an admin', () => {
    expect(nextPaymentHint({ ...base, paidThrough: null, renewalDate: null, renewalOpensOn: null, daysLeft: null, graceEndsOn: null }, day)).toBe('No renewal date');
  });
});
