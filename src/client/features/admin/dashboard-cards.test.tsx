import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminDashboard } from '../../../shared/admin/dashboard.schema';
import { fakeServer, renderWithProviders, renderWithRouter } from '../../../test/render';
import { NeedsNowCard } from './needs-now-card';
import { WeekAheadCard } from './week-ahead-card';

describe('Needs you now', () => {
  it('gives each waiting kind its count, a plain sentence and a button to where it is dealt with, in the order given', async () => {
    await renderWithRouter(
      <NeedsNowCard
        loading={false}
        items={[
          { kind: 'applications', count: 2 },
          { kind: 'payments', count: 1 },
          { kind: 'cards', count: 1, tournamentId: 7 },
          { kind: 'messages', count: 3 },
          { kind: 'mail', count: 1 },
        ]}
      />,
      fakeServer({}),
    );
    const rows = await screen.findAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      '2 applications are paid and waiting for your review.Review paid applications',
      '1 payment did not count as a membership fee and needs a decision.Review payments',
      "1 tournament card is waiting for the committee's review.Review cards",
      '3 messages from the contact form are unread.Read messages',
      '1 e-mail could not be sent: the mail server refused it and the club keeps retrying.Open outbox',
    ]);
    expect(screen.getByRole('link', { name: 'Review paid applications' }).getAttribute('href')).toBe('/admin/applications?status=pending');
    expect(screen.getByRole('link', { name: 'Review cards' }).getAttribute('href')).toBe('/admin/tournaments?review=7');
    expect(screen.getByRole('link', { name: 'Open outbox' }).getAttribute('href')).toBe('/admin/outbox');
  });

  it('says plainly when nothing waits', async () => {
    renderWithProviders(<NeedsNowCard loading={false} items={[]} />, fakeServer({}));
    expect(await screen.findByText(/^Nothing is waiting for you\./)).toBeTruthy();
    expect(screen.queryAllByRole('link')).toEqual([]);
  });
});

describe('The week ahead', () => {
  const dashboard: AdminDashboard = {
    members: 1,
    events: 1,
    applications: 0,
    needsNow: [],
    week: { from: '2028-05-10', to: '2028-05-16' },
    weekAhead: [
      { kind: 'tee-times', day: '2028-05-10', count: 2 },
      { kind: 'event', day: '2028-05-10', at: '2028-05-10T23:00:00.000Z', eventId: 4, title: 'Spring Social' },
      { kind: 'window-closes', day: '2028-05-11', at: '2028-05-11T16:00:00.000Z', tournamentId: 3, tournamentName: 'Spring Cup', round: 1 },
      { kind: 'renewals', day: '2028-05-16', count: 1 },
    ],
  };

  it('lists the days in club time with what happens on each, linked', async () => {
    await renderWithRouter(<WeekAheadCard dashboard={dashboard} timeZone="America/New_York" />, fakeServer({}));
    expect(await screen.findByRole('heading', { name: 'Today, May 10' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Thursday, May 11' })).toBeTruthy();
    expect(screen.getByText('7:00 PM')).toBeTruthy();
    expect(screen.getByText('12:00 PM')).toBeTruthy();
    expect(screen.getByText('Round 1 of Spring Cup closes')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Tee sheet: 2 tee times booked' }).getAttribute('href')).toBe('/admin/tee-sheet?day=2028-05-10');
    expect(screen.getByRole('link', { name: 'Expiring members: 1 membership falls due for renewal' }).getAttribute('href')).toBe('/admin/members?status=expiring');
  });

  it('says so when the week is quiet', async () => {
    renderWithProviders(<WeekAheadCard dashboard={{ ...dashboard, weekAhead: [] }} timeZone="America/New_York" />, fakeServer({}));
    expect(await screen.findByText(/^Nothing is planned in the next seven days/)).toBeTruthy();
  });
});
