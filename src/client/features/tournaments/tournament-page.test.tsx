import { gzipSync } from 'node:zlib';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TournamentLeaderboard } from '../../../shared/tournaments/tournament.schema';
import { stubEventSource } from '../../../test/fake-event-source';
import { fakeServer, renderWithProviders, renderWithRouter } from '../../../test/render';
import { cardView, tournamentView } from '../../../test/tournament-views';
import { EntryPanel } from './entry-panel';
import { LeaderboardCard } from './leaderboard-card';
import { RulesCard } from './rules-card';
import { LEADERBOARD_REFRESH_MS } from './use-tournaments';

const openCardButton = () => screen.getByRole('button', { name: 'Open card' });

describe('the rules card', () => {
  it('opens a card only once every condition is ticked', async () => {
    const server = fakeServer({ 'tournaments.openCard': () => cardView({ id: 88 }) });
    const { router } = await renderWithRouter(<RulesCard tournament={tournamentView()} />, server);
    const user = userEvent.setup();
    const checklist = within(screen.getByRole('group', { name: 'Before you open a card' }));
    const boxes = checklist.getAllByRole('checkbox');
    const [first, last] = [boxes[0], boxes.at(-1)];
    if (!first || !last) throw new Error('No conditions to tick');
    expect(boxes.map((box) => box.closest('.mantine-Checkbox-root')?.textContent)).toEqual([
      'Course: Harbour Links (simulator), Blue tees',
      'Played on GSPro',
      'Green speed 11 on the Stimpmeter',
      'Wind light',
      'Medium pins',
      'Putt out on every hole (no gimmies, no auto-putt)',
      'No mulligans',
    ]);
    for (const box of boxes.slice(0, -1)) {
      await user.click(box);
      expect(openCardButton().hasAttribute('disabled')).toBe(true);
    }
    await user.click(last);
    expect(openCardButton().hasAttribute('disabled')).toBe(false);
    await user.click(first);
    expect(openCardButton().hasAttribute('disabled')).toBe(true);
    await user.click(first);
    await user.click(openCardButton());
    await waitFor(() => expect(server.calls.filter((c) => c.path === 'tournaments.openCard').map((c) => c.input)).toEqual([{ tournamentId: 7, round: 1 }]));
    await waitFor(() => expect(router.state.location.pathname).toBe('/member/tournaments/7/cards/88'));
  });

  it('offers to resume the card in play instead of opening another', async () => {
    await renderWithRouter(<RulesCard tournament={tournamentView({ viewer: { entry: 'entered', position: null, cannotEnter: null, index: 9.6, cards: [{ id: 41, round: 1, attempt: 1, status: 'open' }] } })} />);
    expect(screen.queryByRole('button', { name: 'Open card' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Resume card (round 1)' }).getAttribute('href')).toBe('/member/tournaments/7/cards/41');
  });

  it('asks a member who has not entered to enter first', async () => {
    await renderWithRouter(<RulesCard tournament={tournamentView({ viewer: { entry: null, position: null, cannotEnter: null, index: 9.6, cards: [] } })} />);
    expect(screen.queryByRole('button', { name: 'Open card' })).toBeNull();
    expect(screen.getByText('Enter the tournament to open a card.')).toBeTruthy();
  });
});

describe('my entry', () => {
  it('enters with one tap and says what the server answered', async () => {
    const server = fakeServer({ 'tournaments.enter': () => ({ status: 'waitlisted', position: 2 }) });
    renderWithProviders(<EntryPanel tournament={tournamentView({ viewer: { entry: null, position: null, cannotEnter: null, index: 9.6, cards: [] } })} />, server);
    await userEvent.click(screen.getByRole('button', { name: 'Enter' }));
    expect(await screen.findByText("You're on the waitlist, number 2. We'll e-mail you if a place opens up.")).toBeTruthy();
    expect(server.calls.filter((c) => c.path === 'tournaments.enter').map((c) => c.input)).toEqual([{ tournamentId: 7, enter: true }]);
  });

  it('shows why the member cannot enter, without an Enter button', () => {
    const cannotEnter = 'You need a club index (three attested rounds) or an index set by the club to enter.';
    renderWithProviders(<EntryPanel tournament={tournamentView({ viewer: { entry: null, position: null, cannotEnter, index: null, cards: [] } })} />);
    expect(screen.getByText(cannotEnter)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Enter' })).toBeNull();
  });

  it('counts the places left while entries are open, and none once they closed', () => {
    const { unmount } = renderWithProviders(<EntryPanel tournament={tournamentView()} />);
    expect(screen.getByText(/^Entry fee .+ · 17 of 20 places left$/)).toBeTruthy();
    unmount();
    renderWithProviders(<EntryPanel tournament={tournamentView({ entriesOpen: false, phase: 'final', placesLeft: 20 })} />);
    expect(screen.getByText('Entries are closed.')).toBeTruthy();
    expect(screen.getByText(/^Entry fee [^·]+$/)).toBeTruthy();
    expect(screen.queryByText(/places? left/)).toBeNull();
  });

  it('shows the server’s message when withdrawing is refused', async () => {
    const server = fakeServer({
      'tournaments.enter': () => {
        throw new Error('Entries have closed: ask the committee if you cannot play.');
      },
    });
    renderWithProviders(<EntryPanel tournament={tournamentView()} />, server);
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('Entries have closed: ask the committee if you cannot play.')).toBeTruthy();
  });
});

describe('the leaderboard', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'visible' });
  });

  const board = (gross: number, version = 41): TournamentLeaderboard => ({
    basis: 'net',
    flight: null,
    rows: [{ position: '1', userId: 3, name: 'Ann Player', flight: null, thru: 2, today: -1, gross, net: gross - 1, points: 6, toPar: -1 }],
    version,
  });
  // The board is read through GET /api/tournaments/{id}/leaderboard: its query is the fake's input.
  const versionAsked = (input: unknown) => (typeof input === 'object' && input !== null && 'version' in input && typeof input.version === 'string' ? Number(input.version) : undefined);

  it('asks for the latest scores every 5 seconds while the page is visible, and stops when it is hidden', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let gross = 7;
    const server = fakeServer({
      'auth.user': () => ({ isAuthenticated: true, user: { id: 3, username: 'ann', memberType: 'standard' } }),
      'GET /api/tournaments/7/leaderboard': () => board(gross++),
    });
    renderWithProviders(<LeaderboardCard tournament={tournamentView()} />, server);
    const polls = () => server.calls.filter((c) => c.path === 'GET /api/tournaments/7/leaderboard');
    await waitFor(() => expect(polls()).toHaveLength(1));
    expect(polls()[0]?.input).toEqual({ basis: 'net' });
    expect(screen.queryByText(/^Updates by itself every 5 seconds/)).not.toBeNull();
    const table = () => within(screen.getByRole('table', { name: 'Tournament leaderboard' }));
    expect(table().getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Pos', 'Player', 'Thru', 'Today', 'To par', 'Gross', 'Net']);
    await waitFor(() => expect(table().getByRole('row', { name: /Ann Player/ }).textContent).toContain('7'));

    await act(() => vi.advanceTimersByTimeAsync(LEADERBOARD_REFRESH_MS));
    await waitFor(() => expect(polls()).toHaveLength(2));
    await waitFor(() => expect(table().getByRole('row', { name: /Ann Player/ }).textContent).toContain('8'));
    await act(() => vi.advanceTimersByTimeAsync(LEADERBOARD_REFRESH_MS));
    await waitFor(() => expect(polls()).toHaveLength(3));

    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' });
    act(() => {
      fireEvent(document, new Event('visibilitychange'));
    });
    await act(() => vi.advanceTimersByTimeAsync(3 * LEADERBOARD_REFRESH_MS));
    expect(polls()).toHaveLength(3);
  });

  it('updates by itself when the live stream names a newer board, reading that version, without waiting for the 5 s poll', async () => {
    const streams = stubEventSource();
    let gross = 7;
    const server = fakeServer({
      'auth.user': () => ({ isAuthenticated: true, user: { id: 3, username: 'ann', memberType: 'standard' } }),
      'GET /api/tournaments/7/leaderboard': (input) => board(gross++, versionAsked(input)),
    });
    const { unmount } = renderWithProviders(<LeaderboardCard tournament={tournamentView()} />, server);
    const reads = () => server.calls.filter((c) => c.path === 'GET /api/tournaments/7/leaderboard');
    const row = () => within(screen.getByRole('table', { name: 'Tournament leaderboard' })).getByRole('row', { name: /Ann Player/ });
    await waitFor(() => expect(row().textContent).toContain('7'));
    expect(streams.map((stream) => stream.url)).toEqual(['/api/tournaments/7/live?basis=net']);
    act(() => {
      streams[0]?.dispatchEvent(new Event('open'));
      // The version now, as the stream opens: the board on screen has it, nothing to read.
      streams[0]?.dispatchEvent(new MessageEvent('board', { data: '41' }));
    });
    // Connected, the board says so rather than promising a poll it no longer makes.
    expect(screen.queryByText(/^Live: updates as players save their holes/)).not.toBeNull();
    act(() => {
      // Another player saved a hole: the server names the board's next version.
      streams[0]?.dispatchEvent(new MessageEvent('board', { data: '42' }));
    });
    // Well inside the 5 s poll (waitFor gives up after 1 s): the stream brought it.
    await waitFor(() => expect(row().textContent).toContain('8'));
    expect(reads().map((call) => call.input)).toEqual([{ basis: 'net' }, { basis: 'net', version: '42' }]);
    // An update naming a version the board already shows (or an older one) reads nothing.
    act(() => {
      streams[0]?.dispatchEvent(new MessageEvent('board', { data: '42' }));
      streams[0]?.dispatchEvent(new MessageEvent('board', { data: '40' }));
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(reads()).toHaveLength(2);
    unmount();
    expect(streams[0]?.close).toHaveBeenCalled();
  });

  it('shows the board an update carries without reading it, and reads the version named when what it carries cannot be unzipped', async () => {
    const streams = stubEventSource();
    const server = fakeServer({
      'auth.user': () => ({ isAuthenticated: true, user: { id: 3, username: 'ann', memberType: 'standard' } }),
      'GET /api/tournaments/7/leaderboard': (input) => board(versionAsked(input) === 44 ? 30 : 7, versionAsked(input) ?? 41),
    });
    renderWithProviders(<LeaderboardCard tournament={tournamentView()} />, server);
    const reads = () => server.calls.filter((c) => c.path === 'GET /api/tournaments/7/leaderboard');
    const row = () => within(screen.getByRole('table', { name: 'Tournament leaderboard' })).getByRole('row', { name: /Ann Player/ });
    await waitFor(() => expect(row().textContent).toContain('7'));
    const carrying = (value: TournamentLeaderboard) => `${value.version} ${gzipSync(JSON.stringify(value)).toString('base64')}`;
    act(() => {
      streams[0]?.dispatchEvent(new Event('open'));
      streams[0]?.dispatchEvent(new MessageEvent('board', { data: '41' }));
      streams[0]?.dispatchEvent(new MessageEvent('board', { data: carrying(board(12, 42)) }));
    });
    await waitFor(() => expect(row().textContent).toContain('12'));
    act(() => {
      streams[0]?.dispatchEvent(new MessageEvent('board', { data: carrying(board(13, 43)) }));
    });
    await waitFor(() => expect(row().textContent).toContain('13'));
    expect(reads()).toHaveLength(1);
    // Not gzip: the board at that version is read instead.
    act(() => {
      streams[0]?.dispatchEvent(new MessageEvent('board', { data: '44 bm90IGd6aXA=' }));
    });
    await waitFor(() => expect(row().textContent).toContain('30'));
    expect(reads().map((call) => call.input)).toEqual([{ basis: 'net' }, { basis: 'net', version: '44' }]);
  });

  it('reads the board again when the stream opens naming a newer version than the one it shows (a save just before, a gap while hidden)', async () => {
    const streams = stubEventSource();
    let gross = 7;
    const server = fakeServer({
      'auth.user': () => ({ isAuthenticated: true, user: { id: 3, username: 'ann', memberType: 'standard' } }),
      'GET /api/tournaments/7/leaderboard': (input) => board(gross++, versionAsked(input) ?? 41),
    });
    renderWithProviders(<LeaderboardCard tournament={tournamentView()} />, server);
    const row = () => within(screen.getByRole('table', { name: 'Tournament leaderboard' })).getByRole('row', { name: /Ann Player/ });
    await waitFor(() => expect(row().textContent).toContain('7'));
    act(() => {
      streams[0]?.dispatchEvent(new Event('open'));
      streams[0]?.dispatchEvent(new MessageEvent('board', { data: '44' }));
    });
    await waitFor(() => expect(row().textContent).toContain('8'));
    expect(server.calls.filter((c) => c.path === 'GET /api/tournaments/7/leaderboard').at(-1)?.input).toEqual({ basis: 'net', version: '44' });
  });

  it('switches stroke play between net and gross', async () => {
    const server = fakeServer({
      'auth.user': () => ({ isAuthenticated: false, user: null }),
      'GET /api/tournaments/7/leaderboard': () => board(7),
    });
    renderWithProviders(<LeaderboardCard tournament={tournamentView()} />, server);
    await screen.findByText('Ann Player');
    await userEvent.click(screen.getByRole('radio', { name: 'Gross' }));
    await waitFor(() => expect(server.calls.filter((c) => c.path === 'GET /api/tournaments/7/leaderboard').map((c) => c.input)).toContainEqual({ basis: 'gross' }));
  });
});
