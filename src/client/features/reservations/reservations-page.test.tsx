import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Reservation, SlotAvailability } from '../../../shared/reservations/reservation.schema';
import { TEE_TIMES } from '../../../shared/reservations/reservation.schema';
import { fakeServer, renderWithProviders } from '../../../test/render';
import { zoneHandlers } from '../../../test/zone-views';
import { ReservationsPage } from './reservations-page';

const booked = (id: number, date: string, time: string): Reservation => ({ id, date, time, players: 2, createdAt: '2027-03-01T00:00:00.000Z', cancellable: true });
const open = (time: string): SlotAvailability => ({ time, booked: 0, left: 4, bookable: true, unavailable: null, whyNot: null, canWait: false, onWaitlist: false, lateCancel: false });

// Saturday 13 March 2027, 10 AM in New York: the form opens on Sunday the 14th, the day the club's clocks go forward.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2027-03-13T15:00:00.000Z'));
});
afterEach(() => vi.useRealTimers());

function serverFor(memberZone: string) {
  return fakeServer({
    ...zoneHandlers(memberZone),
    'reservations.list': () => [booked(1, '2027-03-13', '15:00'), booked(2, '2027-03-15', '09:00')],
    'reservations.waitlist': () => [],
    'reservations.availability': () => TEE_TIMES.map(open),
  });
}

describe('the tee times page of a member in Tokyo, the club in New York', () => {
  it('shows each booked tee time on the member’s clock with the club’s beside, across the club’s change of clocks', async () => {
    renderWithProviders(<ReservationsPage />, serverFor('Asia/Tokyo'));
    const list = within(await screen.findByRole('region', { name: 'Your Upcoming Reservations' }));
    // 3 PM EST on Saturday is 5 AM on Sunday in Tokyo (14 hours); 9 AM EDT on Monday is 10 PM in Tokyo (13 hours).
    expect(await list.findByRole('listitem', { name: 'Sun, Mar 14, 2027 at 5:00 AM your time · Sat 3:00 PM club time' })).toBeTruthy();
    expect(list.getByRole('listitem', { name: 'Mon, Mar 15, 2027 at 10:00 PM your time · 9:00 AM club time' })).toBeTruthy();
  });

  it('offers the club’s tee times of the chosen day on the member’s clock', async () => {
    renderWithProviders(<ReservationsPage />, serverFor('Asia/Tokyo'));
    expect(await screen.findByText(/^Sunday, March 14, 2027 at the club \(America\/New_York\)/)).toBeTruthy();
    await userEvent.click(screen.getByRole('combobox', { name: 'Preferred Time' }));
    // 7 AM EDT on the 14th is 8 PM in Tokyo; 9 AM is 10 PM.
    expect(await screen.findByRole('option', { name: '8:00 PM your time · 7:00 AM club time' })).toBeTruthy();
    expect(screen.getByRole('option', { name: '10:00 PM your time · 9:00 AM club time' })).toBeTruthy();
  });

  it('shows the club’s clock alone to a member in the club’s zone', async () => {
    renderWithProviders(<ReservationsPage />, serverFor('America/New_York'));
    const list = within(await screen.findByRole('region', { name: 'Your Upcoming Reservations' }));
    expect(await list.findByRole('listitem', { name: 'Sat, Mar 13, 2027 at 3:00 PM' })).toBeTruthy();
  });
});
