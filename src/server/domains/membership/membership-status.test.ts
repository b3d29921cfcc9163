import { describe, expect, it } from 'vitest';
import { addDays, dayjs } from '../../../shared/club-time';
import { MEMBERSHIP_STATUSES } from '../../../shared/membership/membership.schema';
import { daysBetween, membershipStatusOn } from '../../../shared/membership/membership-standing';
import { extendedPaidThrough } from './membership-status';
import { paidThroughRange } from './status-ranges';

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

describe('the SQL date ranges for a status filter', () => {
  it('put every paid-through date in exactly the range of the status membershipStatusOn gives it', () => {
    const today = '2027-03-10';
    for (const rules of [
      { expiringDays: 30, graceDays: 14 },
      { expiringDays: 7, graceDays: 0 },
    ]) {
      for (let offset = -60; offset <= 60; offset++) {
        const paidThrough = addDays(today, offset);
        const inRange = MEMBERSHIP_STATUSES.filter((status) => {
          const { from, to } = paidThroughRange(status, today, rules);
          return (from === undefined || paidThrough >= from) && (to === undefined || paidThrough <= to);
        });
        expect(inRange, `${paidThrough} with ${JSON.stringify(rules)}`).toEqual([membershipStatusOn(paidThrough, today, rules)]);
      }
    }
  });
});

describe('daysBetween', () => {
  it('counts whole calendar days like dayjs, across month ends, leap days and both directions', () => {
    const from = ['2024-02-28', '2024-03-01', '2026-03-08', '2026-10-31', '2027-12-31'];
    for (const start of from) {
      for (const days of [-400, -31, -1, 0, 1, 29, 365, 366]) {
        const end = addDays(start, days);
        expect(daysBetween(start, end), `${start} -> ${end}`).toBe(dayjs.utc(end).diff(dayjs.utc(start), 'day'));
      }
    }
  });
});
