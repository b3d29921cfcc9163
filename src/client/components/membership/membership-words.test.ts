import { describe, expect, it } from 'vitest';
import type { Membership } from '../../../shared/membership/membership.schema';
import { membershipSentence } from './membership-words';

const base: Membership = { status: 'active', paidThrough: '2027-03-10', renewalPrice: 50, balanceDue: 0, daysLeft: 100, graceDaysLeft: null };

describe('the sentence on the member’s year', () => {
  it('says each state plainly, counting days in the singular and plural', () => {
    expect(membershipSentence(base)).toBe('Your membership is paid through March 10, 2027.');
    expect(membershipSentence({ ...base, status: 'expiring', daysLeft: 1 })).toBe('Your membership ends on March 10, 2027, in 1 day.');
    expect(membershipSentence({ ...base, status: 'expiring', daysLeft: 12 })).toBe('Your membership ends on March 10, 2027, in 12 days.');
    expect(membershipSentence({ ...base, status: 'expiring', daysLeft: 0 })).toBe('Your membership ends today, March 10, 2027.');
    expect(membershipSentence({ ...base, status: 'grace', daysLeft: -3, graceDaysLeft: 11 })).toBe(
      'Your membership ended on March 10, 2027. You have 11 days of grace left to renew.',
    );
    expect(membershipSentence({ ...base, status: 'lapsed', daysLeft: -40 })).toBe('Your membership ended on March 10, 2027 and has lapsed.');
  });

  it('tells an admin (no paid-through date) that nothing expires', () => {
    expect(membershipSentence({ ...base, paidThrough: null, daysLeft: null })).toBe('Your membership does not expire.');
  });
});
