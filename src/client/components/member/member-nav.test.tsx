import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Membership } from '../../../shared/membership/membership.schema';
import { fakeServer, renderWithRouter } from '../../../test/render';
import { MemberNav } from './member-nav';

const membership = (status: Membership['status']): Membership => ({ status, paidThrough: '2027-01-31', renewalPrice: 50, balanceDue: 0, daysLeft: 100, graceDaysLeft: null });

async function navAt(path: string, status: Membership['status'] = 'active') {
  await renderWithRouter(<MemberNav />, fakeServer({ 'membership.get': () => membership(status) }), path);
  return within(screen.getByRole('navigation', { name: 'Members area' }));
}

const current = (nav: ReturnType<typeof within>) => nav.getAllByRole('link').filter((link: HTMLElement) => link.getAttribute('aria-current') === 'page');

describe('the members area’s tabs', () => {
  it('are the five destinations, the page’s section lit and no other', async () => {
    const nav = await navAt('/member/match/7/score');
    expect(nav.getAllByRole('link').map((link: HTMLElement) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Home', '/member/home'],
      ['Play', '/member/play'],
      ['Leaderboard', '/member/leaderboard'],
      ['Events', '/member/events'],
      ['Me', '/member/me'],
    ]);
    expect(current(nav).map((link: HTMLElement) => link.textContent)).toEqual(['Play']);
  });

  it('light Me on the account pages', async () => {
    expect(current(await navAt('/member/statements')).map((link: HTMLElement) => link.textContent)).toEqual(['Me']);
  });

  it('light Leaderboard on a member’s club index', async () => {
    expect(current(await navAt('/member/club-index/12')).map((link: HTMLElement) => link.textContent)).toEqual(['Leaderboard']);
  });

  it('light the tab whose own page shows', async () => {
    expect(current(await navAt('/member/leaderboard')).map((link: HTMLElement) => link.textContent)).toEqual(['Leaderboard']);
  });

  it('offer a lapsed member only Renew and Me, with Renew lit where the renew page shows', async () => {
    const nav = await navAt('/member/home', 'lapsed');
    await screen.findByRole('link', { name: 'Renew' });
    expect(nav.getAllByRole('link').map((link: HTMLElement) => link.textContent)).toEqual(['Renew', 'Me']);
    expect(current(nav).map((link: HTMLElement) => link.textContent)).toEqual(['Renew']);
  });
});
