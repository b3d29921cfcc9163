import { describe, expect, it } from 'vitest';
import { extendedPaidThrough, membershipStatusOn } from './membership-status';

describe('the membership states (30 days expiring, 14 days grace)', () => {
  const rules = { expiringDays: 30, graceDays: 14 };
  it.each([
    ['2027-05-01', 'active'],
    ['2027-04-10', 'active'],
    ['2027-04-09', 'expiring'],
    ['2027-04-08', 'expiring'],
    ['2027-03-10', 'expiring'],
    ['2027-03-09', 'grace'],
    ['2027-02-24', 'grace'],
    ['2027-02-23', 'lapsed'],
  ])('paid through %s on 2027-03-10 is %s', (paidThrough, status) => {
    expect(membershipStatusOn(paidThrough, '2027-03-10', rules)).toBe(status);
  });

  it('counts an admin (no paid-through date) as active', () => {
    expect(membershipStatusOn(null, '2027-03-10', rules)).toBe('active');
  });
});

describe('a renewal', () => {
  it('adds a year to the paid-through date while it is today or later', () => {
    expect(extendedPaidThrough('2027-03-20', '2027-03-10')).toBe('2028-03-20');
  });
  it('adds a year to today once the paid-through date has passed', () => {
    expect(extendedPaidThrough('2027-02-01', '2027-03-10')).toBe('2028-03-10');
  });
  it('keeps a 29 February renewal on a real day', () => {
    expect(extendedPaidThrough('2028-02-29', '2028-02-01')).toBe('2029-02-28');
  });
});
