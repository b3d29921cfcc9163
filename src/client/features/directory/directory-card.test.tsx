import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DirectoryEntry } from '../../../shared/people/directory.schema';
import { renderWithProviders } from '../../../test/render';
import { DirectoryCard, type DirectoryViewer } from './directory-card';

// 1:42 PM in London (still on GMT: its clocks go forward on 28 March 2027), 9:42 AM in New York (already on EDT).
const now = new Date('2027-03-15T13:42:00.000Z');
const londoner: DirectoryViewer = { zone: 'Europe/London', clubZone: 'America/New_York', locale: 'en-US' };

function card(entry: DirectoryEntry, viewer = londoner) {
  renderWithProviders(<DirectoryCard entry={entry} now={now} viewer={viewer} />);
  return screen.getByRole('article', { name: entry.name });
}

const everything: DirectoryEntry = {
  id: 7,
  name: 'Kenji Sato',
  photo: { src: '/member-photos/member-abc-128.webp', srcSet: '/member-photos/member-abc-128.webp 128w, /member-photos/member-abc-320.webp 320w' },
  country: 'JP',
  timeZone: 'Asia/Tokyo',
  platforms: ['gspro', 'trackman'],
  launchMonitor: 'Garmin R10',
  homeCourse: 'Kasumigaseki',
  index: { index: 12.3, source: 'club' },
  lastRound: '2027-03-12',
};

describe('DirectoryCard', () => {
  it('shows every field a member shows, their local time on a fixed clock with the difference from the viewer', () => {
    const article = card(everything);
    expect(within(article).getByRole('heading', { name: 'Kenji Sato' })).toBeTruthy();
    expect(within(article).getByRole('img', { name: 'Photo of Kenji Sato' }).getAttribute('src')).toBe('/member-photos/member-abc-128.webp');
    expect(article.textContent).toContain('Japan');
    expect(article.textContent).toContain('10:42 PM in Tokyo · 9 hours ahead of you');
    expect(article.textContent).toContain('Plays on GSPro, Trackman · Launch monitor: Garmin R10');
    expect(article.textContent).toContain('Home course: Kasumigaseki');
    expect(article.textContent).toContain('Club index 12.3');
    expect(article.textContent).toContain('Last round 3 days ago');
  });

  it('says how far behind, and half hours, on the viewer’s clock', () => {
    expect(card({ id: 1, name: 'Ann Lee', timeZone: 'America/New_York' }).textContent).toContain('9:42 AM in New York · 4 hours behind you');
    expect(card({ id: 2, name: 'Ravi Rao', timeZone: 'Asia/Kolkata' }).textContent).toContain('7:12 PM in Kolkata · 5 hours 30 minutes ahead of you');
    expect(card({ id: 3, name: 'Sam Hill', timeZone: 'Europe/London' }).textContent).toContain('1:42 PM in London · Same time as you');
  });

  it('renders nothing at all for a field that is absent (hidden by the member)', () => {
    const article = card({ id: 8, name: 'Private Person' });
    expect(article.textContent).toBe('PPPrivate Person');
    expect(within(article).queryByRole('img')).toBeNull();
  });

  it('says "No handicap" for a null index, and words the other kinds of index', () => {
    expect(card({ id: 9, name: 'New Golfer', index: null, lastRound: null }).textContent).toContain('No handicap');
    expect(screen.getByRole('article', { name: 'New Golfer' }).textContent).toContain('No rounds yet');
    expect(card({ id: 10, name: 'Declared Player', index: { index: 14.2, source: 'declared' } }).textContent).toContain('Declared index 14.2');
    expect(card({ id: 11, name: 'Set Player', index: { index: -1.5, source: 'set' } }).textContent).toContain('Index +1.5 set by the committee');
  });

  it('shows nothing for fields shown but never filled in', () => {
    const article = card({ id: 12, name: 'Blank Slate', country: null, timeZone: null, platforms: [], launchMonitor: null, homeCourse: null });
    expect(article.textContent).toBe('BSBlank Slate');
  });
});
