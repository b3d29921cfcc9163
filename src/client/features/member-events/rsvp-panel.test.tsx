import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ClubEvent, MyRsvp } from '../../../shared/events/event.schema';
import { fakeServer, renderWithProviders } from '../../../test/render';
import { zoneHandlers } from '../../../test/zone-views';
import { RsvpPanel } from './rsvp-panel';

const event: ClubEvent = {
  id: 7,
  title: 'Winter Scramble',
  description: 'Nine holes on the simulator',
  startDate: '2026-11-28T15:00:00.000Z',
  endDate: '2026-11-28T17:00:00.000Z',
  location: 'Clubhouse',
  category: 'social',
  visibility: 'members',
  image: null,
  capacity: 1,
  placesLeft: 0,
  rsvpDeadline: '2026-11-24T00:00:00.000Z',
  rsvpOpen: false,
  fee: 25,
};
const offered: MyRsvp = { eventId: 7, status: 'offered', position: null, placesLeft: 0, offerExpiresAt: '2026-11-26T14:00:00.000Z' };

describe('a place held for the member after the deadline', () => {
  it('says until when (the member’s time, the club’s beside) and offers Take the place and Leave it, whatever the closed RSVP', async () => {
    const server = fakeServer({ ...zoneHandlers('Asia/Tokyo'), 'events.rsvp': () => ({ status: 'going', position: null, placesLeft: 0, offerExpiresAt: null }) });
    renderWithProviders(<RsvpPanel event={event} rsvp={offered} />, server);
    expect(screen.getByText('Place held for you')).toBeTruthy();
    expect(await screen.findByText(/take it by Nov 26, 2026 at 11:00 PM your time · 9:00 AM club time or it goes to the next on the waitlist/)).toBeTruthy();
    expect(screen.getByText('Answer by Nov 24, 2026 at 9:00 AM your time · Mon 7:00 PM club time')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Going/ })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Take the place: Winter Scramble' }));
    await waitFor(() => expect(server.calls.filter((call) => call.path === 'events.rsvp')).toEqual([{ path: 'events.rsvp', input: { eventId: 7, going: true } }]));
    expect(screen.getByRole('button', { name: 'Leave it: Winter Scramble' })).toBeTruthy();
  });

  it('shows neither button to a member who is not offered a place once answers are closed', () => {
    renderWithProviders(<RsvpPanel event={event} rsvp={{ ...offered, status: 'not_going', offerExpiresAt: null }} />);
    expect(screen.queryByRole('button', { name: /Take the place/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Going/ })).toBeNull();
  });
});
