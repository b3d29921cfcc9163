import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ClubEvent } from '../../../shared/events/event.schema';
import type { TournamentSummary } from '../../../shared/tournaments/tournament.schema';
import { fakeServer, renderWithRouter } from '../../../test/render';
import { tournamentView } from '../../../test/tournament-views';
import { MemberEventsPage } from './member-events-page';

// Each round's window is on the members' events calendar: open and coming windows among the
// upcoming events by date, in the club's time zone, each linked to its tournament; closed ones gone.

const ZONE = 'America/New_York';

function event(id: number, title: string, startDate: string): ClubEvent {
  return {
    id,
    title,
    description: 'At the clubhouse',
    startDate,
    endDate: startDate,
    location: 'Clubhouse',
    category: 'social',
    visibility: 'public',
    image: null,
    capacity: null,
    placesLeft: null,
    rsvpDeadline: null,
    rsvpOpen: true,
    fee: null,
  };
}

function tournament(id: number, name: string, windows: [string, string][]): TournamentSummary {
  return {
    ...tournamentView({ id, name }),
    rounds: windows.map(([opensAt, closesAt], i) => ({ number: i + 1, teeId: 2, course: 'Harbour Links', tee: 'Blue', opensAt, closesAt })),
  };
}

const tournaments = [
  tournament(7, 'Winter Medal', [
    ['2020-01-01T00:00:00.000Z', '2020-01-03T00:00:00.000Z'],
    ['2020-02-01T15:00:00.000Z', '2099-01-01T00:00:00.000Z'],
    ['2099-03-01T17:00:00.000Z', '2099-03-03T17:00:00.000Z'],
  ]),
  tournament(9, 'Spring Cup', [['2099-02-01T17:00:00.000Z', '2099-02-02T17:00:00.000Z']]),
  tournament(11, 'Autumn Foursomes', [['2020-10-01T00:00:00.000Z', '2020-10-04T00:00:00.000Z']]),
];

function server(list: TournamentSummary[] = tournaments) {
  return fakeServer({
    'club.settings': () => ({ clubName: 'Remote Golf Club', timeZone: ZONE }),
    'events.upcoming': () => [event(1, 'Wine Night', '2099-01-15T23:00:00.000Z'), event(2, 'Club Social', '2099-03-05T00:00:00.000Z')],
    'events.memberOnly': () => [],
    'events.myRsvps': () => [],
    'calendar.feed': () => ({ hasFeed: false }),
    'tournaments.list': () => ({ tournaments: list, next: null }),
  });
}

const listed = () => screen.getAllByRole('article').map((article) => article.getAttribute('aria-label'));

describe('round windows on the members’ events page', () => {
  it('lists the open and coming windows among the upcoming events by date, and no closed one', async () => {
    await renderWithRouter(<MemberEventsPage />, server(), '/member/events');
    expect(await screen.findByRole('article', { name: 'Winter Medal: round 2' })).toBeTruthy();
    expect(listed()).toEqual(['Winter Medal: round 2', 'Wine Night', 'Spring Cup: round 1', 'Winter Medal: round 3', 'Club Social']);
    expect(screen.queryByRole('article', { name: 'Winter Medal: round 1' })).toBeNull();
    expect(screen.queryByRole('article', { name: /Autumn Foursomes/ })).toBeNull();
  });

  it('says when each window opens and closes on the member’s clock with the club’s beside, and links to its tournament', async () => {
    await renderWithRouter(<MemberEventsPage />, server(), '/member/events');
    const open = within(await screen.findByRole('article', { name: 'Winter Medal: round 2' }));
    expect(open.getByText('Open now')).toBeTruthy();
    // The member's browser is on UTC here, the club in New York: the member's clock first, the club's beside.
    expect(open.getByText('Opened Sat, Feb 1, 2020 at 3:00 PM your time · 10:00 AM club time · Closes Thu, Jan 1, 2099 at 12:00 AM your time · Wed 7:00 PM club time')).toBeTruthy();
    expect(open.getByRole('link', { name: 'View tournament: Winter Medal' }).getAttribute('href')).toBe('/member/tournaments/7');
    const coming = within(screen.getByRole('article', { name: 'Spring Cup: round 1' }));
    expect(coming.queryByText('Open now')).toBeNull();
    expect(coming.getByText('Opens Sun, Feb 1, 2099 at 5:00 PM your time · 12:00 PM club time · Closes Mon, Feb 2, 2099 at 5:00 PM your time · 12:00 PM club time')).toBeTruthy();
    expect(coming.getByRole('link', { name: 'View tournament: Spring Cup' }).getAttribute('href')).toBe('/member/tournaments/9');
  });

  it('shows the events alone when no window is open or to come', async () => {
    await renderWithRouter(<MemberEventsPage />, server([tournaments[2] ?? tournament(1, 'None', [])]), '/member/events');
    expect(await screen.findByRole('article', { name: 'Wine Night' })).toBeTruthy();
    expect(listed()).toEqual(['Wine Night', 'Club Social']);
  });
});
