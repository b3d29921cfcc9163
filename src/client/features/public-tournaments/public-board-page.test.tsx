import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PublicBoard } from '../../../shared/tournaments/public-board.schema';
import { stubEventSource } from '../../../test/fake-event-source';
import { fakeServer, renderWithRouter } from '../../../test/render';
import { PublicBoardPage } from './public-board-page';
import { LIVE_REFRESH_MS, refreshInterval } from './use-public-board';

const HOUR = 60 * 60 * 1000;
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const ZONE = 'America/New_York';

function board(overrides: Partial<PublicBoard> = {}, now = Date.now()): PublicBoard {
  return {
    tournament: {
      id: 7,
      name: 'Winter Stableford',
      format: 'stableford',
      phase: 'open',
      rounds: [{ number: 1, course: 'Harbour Links', tee: 'Blue', opensAt: new Date(now - HOUR).toISOString(), closesAt: new Date(now + 48 * HOUR).toISOString() }],
    },
    basis: 'net',
    boards: [
      {
        flight: 'Low',
        rows: [
          { position: 'T1', name: 'Ann E.', flight: 'Low', thru: 'F', today: 38, gross: 74, net: 64, points: 38, toPar: 38 },
          { position: 'T1', name: 'Cy O.', flight: 'Low', thru: 'F', today: 38, gross: 75, net: 64, points: 38, toPar: 38 },
        ],
      },
      { flight: 'High', rows: [] },
    ],
    updatedAt: new Date(now).toISOString(),
    version: 3,
    ...overrides,
  };
}

afterEach(() => vi.useRealTimers());

describe('the public leaderboard', () => {
  it('shows each flight’s board with positions, names and Stableford points', async () => {
    const server = fakeServer({ 'club.settings': () => ({ clubName: 'Club', timeZone: ZONE }), 'tournaments.publicBoard': () => board() });
    await renderWithRouter(<PublicBoardPage id={7} />, server, '/tournaments/7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Winter Stableford' })).toBeTruthy();
    const low = within(screen.getByRole('table', { name: 'Winter Stableford: Flight Low' }));
    expect(low.getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Pos', 'Player', 'Thru', 'Today', 'Points']);
    expect(low.getAllByRole('row').slice(1).map((row) => [...row.querySelectorAll('td')].map((td) => td.textContent))).toEqual([
      ['T1', 'Ann E.', 'F', '38', '38'],
      ['T1', 'Cy O.', 'F', '38', '38'],
    ]);
    expect(within(screen.getByRole('table', { name: 'Winter Stableford: Flight High' })).getByText(/No cards yet/)).toBeTruthy();
    expect(screen.getByText(/^Updated .* · refreshes every 5 seconds while the round is open$/)).toBeTruthy();
    // Stableford is always net points: no choice of basis.
    expect(screen.queryByRole('group', { name: 'Rank by' })).toBeNull();
  });

  it('ranks stroke play by net, and by gross when asked', async () => {
    const stroke = board({ tournament: { ...board().tournament, format: 'stroke' }, boards: [{ flight: null, rows: [] }] });
    const server = fakeServer({
      'club.settings': () => ({ clubName: 'Club', timeZone: ZONE }),
      'tournaments.publicBoard': (input) => ({ ...stroke, basis: isRecord(input) && input.basis === 'gross' ? 'gross' : 'net' }),
    });
    await renderWithRouter(<PublicBoardPage id={7} />, server, '/tournaments/7');
    const choice = within(await screen.findByRole('group', { name: 'Rank by' }));
    expect(choice.getByRole('button', { name: 'Net' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('heading', { level: 2, name: 'Leaderboard' })).toBeTruthy();
    await userEvent.click(choice.getByRole('button', { name: 'Gross' }));
    await waitFor(() => expect(choice.getByRole('button', { name: 'Gross' }).getAttribute('aria-pressed')).toBe('true'));
    expect(server.calls.filter((c) => c.path === 'tournaments.publicBoard').map((c) => c.input)).toEqual([
      { id: 7, basis: 'net' },
      { id: 7, basis: 'gross' },
    ]);
  });

  it('asks for the latest board every 5 seconds while a round is open', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const server = fakeServer({ 'club.settings': () => ({ clubName: 'Club', timeZone: ZONE }), 'tournaments.publicBoard': () => board() });
    await renderWithRouter(<PublicBoardPage id={7} />, server, '/tournaments/7');
    const polls = () => server.calls.filter((c) => c.path === 'tournaments.publicBoard');
    await waitFor(() => expect(polls()).toHaveLength(1));
    expect(polls()[0]?.input).toEqual({ id: 7, basis: 'net' });
    await act(() => vi.advanceTimersByTimeAsync(LIVE_REFRESH_MS));
    await waitFor(() => expect(polls()).toHaveLength(2));
  });

  it('reads the board at the version the live stream names when it is newer than the one shown', async () => {
    const streams = stubEventSource();
    const named = (input: unknown) => (isRecord(input) && typeof input.version === 'number' ? input.version : 3);
    const server = fakeServer({
      'club.settings': () => ({ clubName: 'Club', timeZone: ZONE }),
      'tournaments.publicBoard': (input) => board({ version: named(input), updatedAt: new Date(Date.parse('2026-12-06T15:00:00.000Z') + named(input) * 1000).toISOString() }),
    });
    await renderWithRouter(<PublicBoardPage id={7} />, server, '/tournaments/7');
    await screen.findByRole('heading', { level: 1, name: 'Winter Stableford' });
    await waitFor(() => expect(streams.map((stream) => stream.url)).toEqual(['/api/tournaments/7/live']));
    act(() => {
      streams[0]?.dispatchEvent(new Event('open'));
      streams[0]?.dispatchEvent(new MessageEvent('board', { data: '3' }));
      streams[0]?.dispatchEvent(new MessageEvent('board', { data: '5' }));
    });
    await waitFor(() => expect(screen.getByText(/^Updated Dec 6, 10:00:05 AM/)).toBeTruthy());
    expect(server.calls.filter((c) => c.path === 'tournaments.publicBoard').map((c) => c.input)).toEqual([
      { id: 7, basis: 'net' },
      { id: 7, basis: 'net', version: 5 },
    ]);
    vi.unstubAllGlobals();
  });
});

describe('how often the board refreshes', () => {
  const now = Date.parse('2026-12-06T15:00:00.000Z');
  const round = (opens: number, closes: number) => ({ number: 1, course: 'C', tee: 'T', opensAt: new Date(now + opens * HOUR).toISOString(), closesAt: new Date(now + closes * HOUR).toISOString() });

  it('is every 5 seconds in a window, every minute before one, never after the last', () => {
    expect(refreshInterval([round(-1, 2)], now)).toBe(LIVE_REFRESH_MS);
    expect(refreshInterval([round(-5, -2), round(3, 6)], now)).toBe(60_000);
    expect(refreshInterval([round(-5, -2)], now)).toBe(false);
  });
});
