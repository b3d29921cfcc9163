import { describe, expect, it } from 'vitest';
import { addDays } from '../club-time';
import { formatCalendarDay } from '../zoned-time';
import { membershipStandingOn, renewalDuePhrase, standingSentence, yourMembershipPhrase } from './membership-standing';

const rules = { expiringDays: 30, graceDays: 14 };
const member = { memberType: 'standard' as const, paidThrough: '2027-03-10' };
const day = (date: string) => formatCalendarDay(date, 'en-US', 'longDate');
/** The standing when the renewal date is `daysLeft` days away (negative: past). */
const standingAt = (daysLeft: number) => membershipStandingOn(member, addDays('2027-03-10', -daysLeft), rules);

describe('the membership standing', () => {
  it('has one renewal date, the paid-through day, and opens Renew the club’s expiring warning before it', () => {
    expect(standingAt(200)).toEqual({
      status: 'active',
      paidThrough: '2027-03-10',
      renewalDate: '2027-03-10',
      renewalOpensOn: '2027-02-08',
      canRenew: false,
      daysLeft: 200,
      graceEndsOn: '2027-03-24',
      graceDaysLeft: null,
    });
    expect(standingAt(31).canRenew).toBe(false);
    expect(standingAt(30)).toMatchObject({ status: 'expiring', canRenew: true, daysLeft: 30 });
    expect(standingAt(0)).toMatchObject({ status: 'expiring', canRenew: true, daysLeft: 0 });
    expect(standingAt(-3)).toMatchObject({ status: 'grace', canRenew: true, daysLeft: -3, graceDaysLeft: 11 });
    expect(standingAt(-15)).toMatchObject({ status: 'lapsed', canRenew: true, daysLeft: -15, graceDaysLeft: null });
  });

  it('follows the club’s setting for the window', () => {
    const week = { expiringDays: 7, graceDays: 0 };
    expect(membershipStandingOn(member, '2027-03-02', week)).toMatchObject({ canRenew: false, renewalOpensOn: '2027-03-03' });
    expect(membershipStandingOn(member, '2027-03-03', week)).toMatchObject({ canRenew: true });
    expect(membershipStandingOn(member, '2027-03-11', week)).toMatchObject({ status: 'lapsed', canRenew: true });
  });

  it('gives an admin no renewal date and no Renew', () => {
    expect(membershipStandingOn({ memberType: 'admin', paidThrough: '2027-03-10' }, '2027-03-10', rules)).toEqual({
      status: 'active',
      paidThrough: null,
      renewalDate: null,
      renewalOpensOn: null,
      canRenew: false,
      daysLeft: null,
      graceEndsOn: null,
      graceDaysLeft: null,
    });
  });
});

describe('the words for the renewal', () => {
  it.each([
    [12, 'due in 12 days', 'your membership is due in 12 days'],
    [1, 'due in 1 day', 'your membership is due in 1 day'],
    [0, 'due today', 'your membership is due today'],
    [-1, 'lapsed 1 day ago', 'your membership lapsed 1 day ago'],
    [-3, 'lapsed 3 days ago', 'your membership lapsed 3 days ago'],
  ])('%i days left: %s', (daysLeft, phrase, sentence) => {
    expect(renewalDuePhrase(daysLeft)).toBe(phrase);
    expect(yourMembershipPhrase(daysLeft)).toBe(sentence);
  });

  it('says each state plainly; a member past the date is never told it is due today', () => {
    expect(standingSentence(standingAt(200), day)).toBe('Your membership is paid through March 10, 2027. Renewal opens on February 8, 2027.');
    expect(standingSentence(standingAt(12), day)).toBe('Your membership is paid through March 10, 2027: renewal is due in 12 days.');
    expect(standingSentence(standingAt(1), day)).toBe('Your membership is paid through March 10, 2027: renewal is due in 1 day.');
    expect(standingSentence(standingAt(0), day)).toBe('Your membership is paid through March 10, 2027: renewal is due today.');
    expect(standingSentence(standingAt(-1), day)).toBe(
      'Your membership lapsed 1 day ago: it was paid through March 10, 2027. You keep full access for 13 more days, through March 24, 2027.',
    );
    expect(standingSentence(standingAt(-13), day)).toContain('You keep full access for 1 more day, through March 24, 2027.');
    expect(standingSentence(standingAt(-14), day)).toContain('Today is the last day of full access.');
    expect(standingSentence(standingAt(-40), day)).toBe('Your membership lapsed 40 days ago: it was paid through March 10, 2027.');
    for (const daysLeft of [-1, -3, -14, -40]) expect(standingSentence(standingAt(daysLeft), day)).not.toContain('due today');
  });

  it('tells an admin that nothing expires', () => {
    expect(standingSentence(membershipStandingOn({ memberType: 'admin', paidThrough: null }, '2027-03-10', rules), day)).toBe('Your membership does not expire.');
  });
});
