import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, renderWithRouter } from '../../../../test/render';
import { ANN, BOB, bobsView, GOLF, MATCH_PARS, matchHandlers, matchView } from '../../../../test/match-views';
import { ScorePage } from './score-page';
import { SCORECARD_REFRESH_MS } from './use-matches';

// The match's score screen, made for a phone on the course: every player the member scores for is on
// the hole, a par is one tap for all of them, and the screen moves on to the next hole by itself.

type Handlers = Record<string, (input: unknown) => unknown>;

const scoreCalls = (calls: { path: string; input: unknown }[]) => calls.filter((call) => call.path === 'matches.recordScore').map((call) => withoutKey(call.input));
/** A write's key is new each time: the calls are compared without it (it is checked on its own). */
const withoutKey = (input: unknown) => (typeof input === 'object' && input !== null ? Object.fromEntries(Object.entries(input).filter(([key]) => key !== 'writeKey')) : input);
const saveButton = () => screen.getByRole('button', { name: /^Save & (next|finish)$/ });
const strokesOf = (username: string) => screen.getByTestId(`strokes-${username}`).textContent;

async function renderScreen(handlers: Handlers, firstHole = 'Hole 1') {
  const server = fakeServer(handlers);
  const view = await renderWithRouter(<ScorePage matchId={12} />, server);
  await screen.findByRole('heading', { name: firstHole });
  return { ...view, server };
}

afterEach(() => {
  vi.useRealTimers();
  Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'visible' });
});

describe('a hole', () => {
  it('starts every player at par, and one tap saves them all and brings up the next hole', async () => {
    const { handlers } = matchHandlers(matchView());
    const { server } = await renderScreen(handlers);
    const user = userEvent.setup();
    expect(screen.getByRole('heading', { level: 1, name: 'Record Score' })).toBeTruthy();
    expect(screen.getByTestId('hole-par').textContent).toBe('Par 4');
    expect([strokesOf('ann'), strokesOf('bob')]).toEqual(['4', '4']);
    expect(screen.getAllByText('Par')).toHaveLength(2);
    await user.click(saveButton());
    expect(await screen.findByRole('heading', { name: 'Hole 2' })).toBeTruthy();
    await waitFor(() => expect(scoreCalls(server.calls)).toEqual([
      { matchId: 12, userId: ANN.id, hole: 1, score: 4 },
      { matchId: 12, userId: BOB.id, hole: 1, score: 4 },
    ]));
    expect(await screen.findByRole('button', { name: 'Hole 1, saved: Ann Archer 4, Bob Birdie 4' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Hole 2, not entered' }).getAttribute('aria-current')).toBe('step');
    await waitFor(() => expect(screen.getByTestId('saved-note').textContent).toContain('Hole 1 saved: Ann Archer 4, Bob Birdie 4'));
    expect(screen.getByTestId('running-ann').textContent).toBe('4 after 1 hole · 2 pts');
  });

  it('shows the organizer every player, with steppers named for each', async () => {
    const { handlers } = matchHandlers(matchView());
    await renderScreen(handlers);
    const user = userEvent.setup();
    expect(screen.getByRole('region', { name: 'Score of Ann Archer' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Score of Bob Birdie' })).toBeTruthy();
    expect(screen.getByText('Ann Archer (you)')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'One stroke more for Bob Birdie' }));
    await user.click(screen.getByRole('button', { name: 'One stroke more for Bob Birdie' }));
    expect([strokesOf('ann'), strokesOf('bob')]).toEqual(['4', '6']);
    expect(screen.getByText('Double bogey')).toBeTruthy();
  });

  it('shows a player who is not the organizer only themselves, and saves only their score', async () => {
    const { handlers } = matchHandlers(bobsView(), BOB);
    const { server } = await renderScreen(handlers);
    const user = userEvent.setup();
    expect(screen.queryByRole('region', { name: 'Score of Ann Archer' })).toBeNull();
    expect(screen.getByText('Bob Birdie (you)')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'One stroke fewer' }));
    await user.click(saveButton());
    await screen.findByRole('heading', { name: 'Hole 2' });
    await waitFor(() => expect(scoreCalls(server.calls)).toEqual([{ matchId: 12, userId: BOB.id, hole: 1, score: 3 }]));
    expect(await screen.findByRole('button', { name: 'Hole 1, saved: 3' })).toBeTruthy();
  });

  it('moves on at once, and shows whose score the server refused on which hole and why until it is dismissed', async () => {
    let refusals = 1;
    const { handlers } = matchHandlers(matchView(), ANN, [], ({ userId }) => (userId === BOB.id && refusals-- > 0 ? 'That player is not in this match.' : null));
    const { server } = await renderScreen(handlers);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'One stroke more for Bob Birdie' }));
    await user.click(saveButton());
    await screen.findByRole('heading', { name: 'Hole 2' });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Hole 1 not saved for Bob Birdie (5 strokes)')).toBeTruthy();
    expect(alert.textContent).toContain('That player is not in this match.');
    expect(await screen.findByRole('button', { name: 'Hole 1, partly saved: Ann Archer 4' })).toBeTruthy();
    await waitFor(() => expect(scoreCalls(server.calls)).toEqual([
      { matchId: 12, userId: ANN.id, hole: 1, score: 4 },
      { matchId: 12, userId: BOB.id, hole: 1, score: 5 },
    ]));
    // Back on the hole, Bob's 5 stands ready and goes again (Ann's 4 is in already); the refusal stays until dismissed.
    await user.click(screen.getByRole('button', { name: 'Hole 1, partly saved: Ann Archer 4' }));
    await screen.findByRole('heading', { name: 'Hole 1' });
    expect([strokesOf('ann'), strokesOf('bob')]).toEqual(['4', '5']);
    await user.click(saveButton());
    await waitFor(() => expect(scoreCalls(server.calls)).toHaveLength(3));
    expect(scoreCalls(server.calls)[2]).toEqual({ matchId: 12, userId: BOB.id, hole: 1, score: 5 });
    expect(await screen.findByRole('button', { name: 'Hole 1, saved: Ann Archer 4, Bob Birdie 5' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Dismiss hole 1' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it('corrects a saved hole from its dot, sending only the score that changed, and comes back to the next hole without a score', async () => {
    const { handlers, scoreOf } = matchHandlers(matchView(), ANN, [
      [ANN.id, 1, 4],
      [BOB.id, 1, 6],
    ]);
    const { server } = await renderScreen(handlers, 'Hole 2');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Hole 1, saved: Ann Archer 4, Bob Birdie 6' }));
    await screen.findByRole('heading', { name: 'Hole 1' });
    // What is saved is shown and preselected, not the par.
    expect(within(screen.getByRole('region', { name: 'Score of Bob Birdie' })).getByText('Saved: 6')).toBeTruthy();
    expect([strokesOf('ann'), strokesOf('bob')]).toEqual(['4', '6']);
    await user.click(screen.getByRole('button', { name: 'One stroke fewer for Bob Birdie' }));
    await user.click(saveButton());
    expect(await screen.findByRole('heading', { name: 'Hole 2' })).toBeTruthy();
    await waitFor(() => expect(scoreCalls(server.calls)).toEqual([{ matchId: 12, userId: BOB.id, hole: 1, score: 5 }]));
    expect([scoreOf(ANN.id, 1), scoreOf(BOB.id, 1)]).toEqual([4, 5]);
    expect(await screen.findByRole('button', { name: 'Hole 1, saved: Ann Archer 4, Bob Birdie 5' })).toBeTruthy();
  });

  it('sends a note only for the player it was written for, out of the way of the one-tap path', async () => {
    const { handlers } = matchHandlers(matchView());
    const { server } = await renderScreen(handlers);
    const user = userEvent.setup();
    expect(screen.queryByRole('textbox')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Add note for Bob Birdie' }));
    await user.type(screen.getByRole('textbox', { name: 'Note for Bob Birdie (optional)' }), 'Ball in the water');
    await user.click(saveButton());
    await screen.findByRole('heading', { name: 'Hole 2' });
    await waitFor(() => expect(scoreCalls(server.calls)).toEqual([
      { matchId: 12, userId: ANN.id, hole: 1, score: 4 },
      { matchId: 12, userId: BOB.id, hole: 1, score: 4, notes: 'Ball in the water' },
    ]));
    expect(screen.queryByRole('textbox')).toBeNull();
  });
});

describe('the holes of the round', () => {
  it('walks only the back nine of a back-nine match', async () => {
    const { handlers } = matchHandlers(bobsView({ golf: { ...GOLF, holes: 'back' } }), BOB);
    await renderScreen(handlers, 'Hole 10');
    const dots = within(screen.getByRole('navigation', { name: 'Holes' })).getAllByRole('button');
    expect(dots.map((dot) => dot.textContent)).toEqual(['10', '11', '12', '13', '14', '15', '16', '17', '18']);
    expect(screen.getByTestId('hole-par').textContent).toBe(`Par ${MATCH_PARS[9]}`);
  });

  it('has no par on a casual match: the strokes start at the score saved, else at 4, and the screen says so', async () => {
    const { handlers } = matchHandlers(bobsView({ golf: null }), BOB, [[BOB.id, 1, 6]]);
    await renderScreen(handlers, 'Hole 2');
    expect(screen.queryByTestId('hole-par')).toBeNull();
    expect(screen.getByTestId('no-par').textContent).toBe('A casual match has no par: the strokes start at 4, or at the score already saved.');
    expect(strokesOf('bob')).toBe('4');
    expect(within(screen.getByRole('navigation', { name: 'Holes' })).getAllByRole('button')).toHaveLength(18);
    await userEvent.click(screen.getByRole('button', { name: 'Hole 1, saved: 6' }));
    await screen.findByRole('heading', { name: 'Hole 1' });
    expect(strokesOf('bob')).toBe('6');
  });
});

describe('a whole round', () => {
  it('takes 18 taps for a player’s 18 pars, from opening the screen to the last hole saved', async () => {
    const { handlers, scoreOf } = matchHandlers(bobsView(), BOB);
    const { server } = await renderScreen(handlers);
    const user = userEvent.setup();
    let taps = 0;
    for (const [i] of MATCH_PARS.entries()) {
      await screen.findByRole('heading', { name: `Hole ${i + 1}` });
      await waitFor(() => expect(saveButton().hasAttribute('disabled')).toBe(false));
      taps += 1;
      await user.click(saveButton());
    }
    await screen.findByRole('heading', { name: 'Every hole is in' });
    expect(taps).toBe(18);
    await waitFor(() => expect(scoreCalls(server.calls)).toHaveLength(18));
    expect(MATCH_PARS.map((_, i) => scoreOf(BOB.id, i + 1))).toEqual([...MATCH_PARS]);
    expect(await screen.findByText('Score Recorded')).toBeTruthy();
    // The totals follow the card read again after the last save, which may land a moment after its toast.
    await waitFor(() => expect(screen.getByRole('list', { name: 'Running totals' }).textContent).toBe('Bob Birdie: 72 after 18 holes · 36 pts'));
    expect(screen.getByRole('link', { name: 'See the scorecard' }).getAttribute('href')).toBe('/member/match/12');
  });
});

describe('live scores', () => {
  it('asks for the card every 5 seconds while the round is on and the page is visible: a hole saved on another phone shows', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { handlers } = matchHandlers(matchView());
    const { server } = await renderScreen(handlers);
    const polls = () => server.calls.filter((call) => call.path === 'matches.scorecard').length;
    const before = polls();
    // Bob saves his first hole on his own phone.
    handlers['matches.recordScore']({ matchId: 12, userId: BOB.id, hole: 1, score: 5 });
    await act(() => vi.advanceTimersByTimeAsync(SCORECARD_REFRESH_MS));
    await waitFor(() => expect(polls()).toBe(before + 1));
    await waitFor(() => expect(strokesOf('bob')).toBe('5'));
    expect(within(screen.getByRole('region', { name: 'Score of Bob Birdie' })).getByText('Saved: 5')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Hole 1, partly saved: Bob Birdie 5' })).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(SCORECARD_REFRESH_MS));
    await waitFor(() => expect(polls()).toBe(before + 2));

    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' });
    act(() => {
      fireEvent(document, new Event('visibilitychange'));
    });
    await act(() => vi.advanceTimersByTimeAsync(3 * SCORECARD_REFRESH_MS));
    expect(polls()).toBe(before + 2);
  });

  it('does not ask before the round has started, and says when scores can be recorded', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const early = bobsView();
    const { handlers } = matchHandlers({ ...early, viewer: { ...early.viewer, roundStarted: false } }, BOB);
    const server = fakeServer(handlers);
    await renderWithRouter(<ScorePage matchId={12} />, server);
    expect(await screen.findByText('Scores can be recorded once the round starts.')).toBeTruthy();
    const polls = () => server.calls.filter((call) => call.path === 'matches.scorecard').length;
    const before = polls();
    await act(() => vi.advanceTimersByTimeAsync(3 * SCORECARD_REFRESH_MS));
    expect(polls()).toBe(before);
    expect(screen.queryByRole('button', { name: /^Save & / })).toBeNull();
  });
});
