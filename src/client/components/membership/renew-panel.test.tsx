import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Membership } from '../../../shared/membership/membership.schema';
import { membershipStandingOn } from '../../../shared/membership/membership-standing';
import { fakeServer, renderWithRouter } from '../../../test/render';
import { zoneHandlers } from '../../../test/zone-views';
import { RenewPanel } from './renew-panel';

const membershipOn = (today: string): Membership => ({
  ...membershipStandingOn({ memberType: 'standard', paidThrough: '2027-03-10' }, today, { expiringDays: 30, graceDays: 14 }),
  renewalPrice: 50,
  balanceDue: 0,
});

const show = (today: string) => renderWithRouter(<RenewPanel membership={membershipOn(today)} />, fakeServer(zoneHandlers(null)), '/member/renew');

describe('the renew page', () => {
  it('reached from an old e-mail far ahead of the date: no Renew, and when renewal opens', async () => {
    await show('2026-12-01');
    expect(await screen.findByText('Your membership is paid through March 10, 2027. Renewal opens on February 8, 2027.')).toBeTruthy();
    expect(screen.getByText('There is nothing to pay yet. We will e-mail you when renewal opens.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Renew/ })).toBeNull();
  });

  it('for a member whose grace is over: how long ago it lapsed, and Renew from the day they pay', async () => {
    await show('2027-04-13');
    expect(await screen.findByText('Your membership lapsed 34 days ago: it was paid through March 10, 2027.')).toBeTruthy();
    expect(screen.getByText(/One year for \$50, from the day you pay/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Renew for $50' })).toBeTruthy();
  });
});
