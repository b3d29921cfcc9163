import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Membership } from '../../../shared/membership/membership.schema';
import { membershipStandingOn } from '../../../shared/membership/membership-standing';
import type { MemberStatements } from '../../../shared/statements/statement.schema';
import { fakeServer, renderWithRouter } from '../../../test/render';
import { zoneHandlers } from '../../../test/zone-views';
import { StatementsPage } from './statements-page';

const rules = { expiringDays: 30, graceDays: 14 };

/** What membership.get answers on a club day, for a member paid through 2027-03-10 (the server's own function). */
function membershipOn(today: string): Membership {
  return { ...membershipStandingOn({ memberType: 'standard', paidThrough: '2027-03-10' }, today, rules), renewalPrice: 50, balanceDue: 0 };
}

const statements: MemberStatements = { summary: { balanceCents: 0, yearlyDuesCents: 5000, nextPaymentDate: '2027-03-10' }, statements: [] };

async function showOn(today: string) {
  const server = fakeServer({
    ...zoneHandlers(null),
    'membership.get': () => membershipOn(today),
    'statements.list': () => statements,
    'membership.renew': () => ({ url: '#paying' }),
  });
  await renderWithRouter(<StatementsPage />, server, '/member/statements');
  const membership = await screen.findByRole('region', { name: 'Membership' });
  const nextPayment = await screen.findByRole('region', { name: 'Next Payment' });
  return { server, membership, nextPayment };
}

describe('the statements page’s membership and Next Payment', () => {
  it('far ahead: says when the year is paid through and when renewal opens, and offers no Renew', async () => {
    const { membership, nextPayment } = await showOn('2026-09-01');
    expect(membership.textContent).toContain('Your membership is paid through March 10, 2027. Renewal opens on February 8, 2027.');
    expect(within(membership).queryByRole('button', { name: /Renew/ })).toBeNull();
    expect(nextPayment.textContent).toContain('03/10/2027');
    expect(nextPayment.textContent).toContain('Renewal opens February 8, 2027');
  });

  it('inside the window: due in N days beside the same date, and Renew opens a checkout', async () => {
    const { server, membership, nextPayment } = await showOn('2027-02-26');
    expect(membership.textContent).toContain('Your membership is paid through March 10, 2027: renewal is due in 12 days.');
    expect(nextPayment.textContent).toContain('03/10/2027');
    expect(nextPayment.textContent).toContain('Due in 12 days');
    await userEvent.click(within(membership).getByRole('button', { name: 'Renew for $50' }));
    await waitFor(() => expect(server.calls.map((call) => call.path)).toContain('membership.renew'));
  });

  it('on the day and after it: due today, then lapsed 1 day ago (never due today again)', async () => {
    const due = await showOn('2027-03-10');
    expect(due.membership.textContent).toContain('renewal is due today.');
    expect(due.nextPayment.textContent).toContain('Due today');
    cleanup();

    const lapsed = await showOn('2027-03-11');
    expect(lapsed.membership.textContent).toContain('Your membership lapsed 1 day ago: it was paid through March 10, 2027. You keep full access for 13 more days');
    expect(lapsed.nextPayment.textContent).toContain('Lapsed 1 day ago');
    expect(lapsed.membership.textContent).not.toContain('due today');
    expect(within(lapsed.membership).getByRole('button', { name: 'Renew for $50' })).toBeTruthy();
  });
});
