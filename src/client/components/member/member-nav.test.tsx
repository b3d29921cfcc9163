import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Membership } from '../../../shared/membership/membership.schema';
import { fakeServer, renderWithRouter } from '../../../test/render';
import { MemberNav } from './member-nav';

const membership = (status: Membership['status']): Membership => ({
  status,
  paidThrough: '2027-01-31',
  renewalDate: '2027-01-31',
  renewalOpensOn: '2027-01-01',
  canRenew: status !== 'active',
  renewalPrice: 50,
  balanceDue: 0,
  daysLeft: 100,
  graceEndsOn: null,
  graceDaysLeft: null,
});

async function renderAt(path: string, status: Membership['status'] = 'active') {
  await renderWithRouter(<MemberNav />, fakeServer({ 'membership.get': () => membership(status) }), path);
}

const links = (): HTMLElement[] => within(screen.getByRole('navigation', { name: 'Members area' })).getAllByRole('link');
const lit = () => links().filter((link) => link.getAttribute('aria-current') === 'page').map((link) => link.textContent);

describe('the members area’s tabs', () => {
  it('are the five destinations, the page’s section lit and no other', async () => {
    await renderAt('/member/match/7/score');
    expect(links().map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Home', '/member/home'],
      ['Play', '/member/play'],
      ['Leaderboard', '/member/leaderboard'],
      ['Events', '/member/events'],
      ['Me', '/member/me'],
    ]);
    expect(lit()).toEqual(['Play']);
  });

  it('light Me on the account pages', async () => {
    await renderAt('/member/statements');
    expect(lit()).toEqual(['Me']);
  });

  it('light Leaderboard on a member’s club index', async () => {
    await renderAt('/member/club-index/12');
    expect(lit()).toEqual(['Leaderboard']);
  });

  it('light the tab whose own page shows', async () => {
    await renderAt('/member/leaderboard');
    expect(lit()).toEqual(['Leaderboard']);
  });

  it('offer a lapsed member only Renew and Me, with Renew lit where the renew page shows', async () => {
    await renderAt('/member/home', 'lapsed');
    await screen.findByRole('link', { name: 'Renew' });
    expect(links().map((link) => link.textContent)).toEqual(['Renew', 'Me']);
    expect(lit()).toEqual(['Renew']);
  });
});
