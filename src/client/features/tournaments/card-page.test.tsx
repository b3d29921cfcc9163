import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, renderWithRouter } from '../../../test/render';
import { CARD_PARS, cardHandlers, cardView } from '../../../test/tournament-views';
import { CardPage } from './card-page';

// The card screen, made for a phone beside a simulator: a par is one tap, the screen moves on by
// itself, and a whole round of pars is handed in within 20 taps.

const holeCalls = (calls: { path: string; input: unknown }[]) => calls.filter((call) => call.path === 'tournaments.hole').map((call) => withoutKey(call.input));
/** A write's key is new each time: the calls are compared without it (it is checked on its own). */
const withoutKey = (input: unknown) => (typeof input === 'object' && input !== null ? Object.fromEntries(Object.entries(input).filter(([key]) => key !== 'writeKey')) : input);
const saveButton = () => screen.getByRole('button', { name: /^Save & (next|finish)$/ });
const strokes = () => screen.getByTestId('strokes-value').textContent;

async function renderCard(handlers: Record<string, (input: unknown) => unknown>) {
  const server = fakeServer(handlers);
  const view = await renderWithRouter(<CardPage tournamentId={7} cardId={41} />, server);
  await screen.findByRole('heading', { name: 'Hole 1' });
  return { ...view, server };
}

beforeEach(() => window.localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('entering a hole', () => {
  it('starts at par, so a par is one tap on Save & next; the hole shows saved and the next hole comes up', async () => {
    const { handlers } = cardHandlers(cardView());
    const { server } = await renderCard(handlers);
    const user = userEvent.setup();
    expect(screen.getByTestId('hole-par').textContent).toBe('Par 4');
    expect(screen.getByTestId('hole-facts').textContent).toBe('Stroke index 1 · 1 stroke received');
    expect(strokes()).toBe('4');
    await user.click(saveButton());
    expect(await screen.findByRole('heading', { name: 'Hole 2' })).toBeTruthy();
    await waitFor(() => expect(holeCalls(server.calls)).toEqual([{ cardId: 41, hole: 1, strokes: 4 }]));
    expect(await screen.findByRole('button', { name: 'Hole 1, saved: 4' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Hole 2, not entered' }).getAttribute('aria-current')).toBe('step');
    await waitFor(() => expect(screen.getByTestId('saved-note').textContent).toContain('Hole 1 saved: 4'));
    expect(screen.getByTestId('total-gross').textContent).toBe('4');
    expect(screen.getByTestId('total-points').textContent).toBe('3');
    expect(strokes()).toBe('4'); // hole 2 is a par 4 too
  });

  it('changes the strokes with minus and plus, between 1 and 20, and saves the value shown', async () => {
    const { handlers } = cardHandlers(cardView());
    const { server } = await renderCard(handlers);
    const user = userEvent.setup();
    const plus = screen.getByRole('button', { name: 'One stroke more' });
    const minus = screen.getByRole('button', { name: 'One stroke fewer' });
    await user.click(plus);
    await user.click(plus);
    expect(strokes()).toBe('6');
    expect(screen.getByText('Double bogey')).toBeTruthy();
    for (let i = 0; i < 5; i++) await user.click(minus);
    expect(strokes()).toBe('1');
    expect(minus.hasAttribute('disabled')).toBe(true);
    await user.click(plus);
    await user.click(plus);
    expect(screen.getByText('Birdie')).toBeTruthy();
    await user.click(saveButton());
    await screen.findByRole('heading', { name: 'Hole 2' });
    await waitFor(() => expect(holeCalls(server.calls)).toEqual([{ cardId: 41, hole: 1, strokes: 3 }]));
  });

  it('goes to any hole from its dot, shows what was saved there and comes back to the next empty hole', async () => {
    const { handlers } = cardHandlers(cardView());
    await renderCard(handlers);
    const user = userEvent.setup();
    await user.click(saveButton());
    await screen.findByRole('heading', { name: 'Hole 2' });
    await user.click(await screen.findByRole('button', { name: 'Hole 1, saved: 4' }));
    expect(await screen.findByRole('heading', { name: 'Hole 1' })).toBeTruthy();
    expect(screen.getByText('Saved: 4')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'One stroke more' }));
    await user.click(saveButton());
    expect(await screen.findByRole('heading', { name: 'Hole 2' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Hole 1, saved: 5' })).toBeTruthy();
  });

  it('moves on at once, and keeps a hole the server refuses in sight, with which hole and why, until it is dismissed', async () => {
    const { handlers } = cardHandlers(cardView());
    let failures = 1;
    const { server } = await renderCard({
      ...handlers,
      'tournaments.hole': (input) => {
        if (failures-- > 0) throw new Error('Round 1 has closed: this card was not returned.');
        return handlers['tournaments.hole'](input);
      },
    });
    const user = userEvent.setup();
    await user.click(saveButton());
    await screen.findByRole('heading', { name: 'Hole 2' });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Hole 1 not saved (4 strokes)')).toBeTruthy();
    expect(alert.textContent).toContain('Round 1 has closed: this card was not returned.');
    expect(await screen.findByRole('button', { name: 'Hole 1, not entered' })).toBeTruthy();
    await user.click(saveButton());
    await waitFor(() => expect(holeCalls(server.calls)).toEqual([
      { cardId: 41, hole: 1, strokes: 4 },
      { cardId: 41, hole: 2, strokes: 4 },
    ]));
    // Still there after another hole went through: nothing refused disappears by itself.
    expect(screen.getByRole('alert')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Dismiss hole 1' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it('sends every hole with a write key of its own', async () => {
    const { handlers } = cardHandlers(cardView());
    const { server } = await renderCard(handlers);
    const user = userEvent.setup();
    await user.click(saveButton());
    await screen.findByRole('heading', { name: 'Hole 2' });
    await user.click(saveButton());
    await waitFor(() => expect(holeCalls(server.calls)).toHaveLength(2));
    const keys = server.calls.filter((call) => call.path === 'tournaments.hole').map((call) => (typeof call.input === 'object' && call.input !== null && 'writeKey' in call.input ? call.input.writeKey : null));
    expect(keys.every((key) => typeof key === 'string' && /^[0-9a-f-]{36}$/.test(key))).toBe(true);
    expect(new Set(keys).size).toBe(2);
  });
});

describe('a whole round', () => {
  it('takes 20 taps for 18 pars, the marker and Submit; the card is then read-only', async () => {
    const { handlers, current } = cardHandlers(cardView());
    const { server } = await renderCard(handlers);
    const user = userEvent.setup();
    let taps = 0;
    const tap = async (element: HTMLElement) => {
      taps += 1;
      await user.click(element);
    };
    for (const [i] of CARD_PARS.entries()) {
      await screen.findByRole('heading', { name: `Hole ${i + 1}` });
      await waitFor(() => expect(saveButton().hasAttribute('disabled')).toBe(false));
      await tap(saveButton());
    }
    await screen.findByRole('heading', { name: 'Submit your card' });
    // The short list: the other players in the tournament (the player is never their own marker).
    const markers = within(screen.getByRole('radiogroup', { name: 'Your marker' }));
    expect(markers.getAllByRole('radio').map((radio) => radio.getAttribute('aria-label'))).toEqual(['Bob Marker', 'Cy Other']);
    await tap(markers.getByRole('radio', { name: 'Bob Marker' }));
    await tap(screen.getByRole('button', { name: 'Submit card' }));
    await waitFor(() => expect(screen.getByTestId('card-status').textContent).toBe('Submitted, waiting for the marker'));
    // 18 × Save & next, 1 marker, 1 Submit: the budget is 20.
    expect(taps).toBe(20);
    await waitFor(() => expect(holeCalls(server.calls)).toHaveLength(18));
    expect(server.calls.filter((call) => call.path === 'tournaments.submit').map((call) => call.input)).toEqual([{ cardId: 41, markerId: 5 }]);
    expect(current().gross).toBe(CARD_PARS.reduce((sum, par) => sum + par, 0));
    // Read-only now: no stepper, no Save; every hole on the card.
    expect(screen.queryByRole('button', { name: /^Save & / })).toBeNull();
    expect(screen.queryByRole('button', { name: 'One stroke more' })).toBeNull();
    expect(screen.getByText('Marker: Bob Marker')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy link for your marker' })).toBeTruthy();
    expect(within(screen.getByRole('table', { name: 'Holes' })).getAllByRole('row')).toHaveLength(1 + 18 + 3);
  });

  it('puts the marker used last at the head of the list next time', async () => {
    window.localStorage.setItem('club.tournaments.recentMarkers', JSON.stringify([{ id: 9, name: 'Dee Friend' }]));
    const done = cardView().holes.map((h) => ({ ...h, strokes: h.par }));
    const { handlers } = cardHandlers(cardView({ holes: done }));
    const server = fakeServer(handlers);
    await renderWithRouter(<CardPage tournamentId={7} cardId={41} />, server);
    const markers = within(await screen.findByRole('radiogroup', { name: 'Your marker' }));
    expect(markers.getAllByRole('radio').map((radio) => radio.getAttribute('aria-label'))).toEqual(['Dee Friend', 'Bob Marker', 'Cy Other']);
  });
});

describe('a card that is not in play', () => {
  it('shows its marker the card read-only with Attest, which attests it', async () => {
    const submitted = cardView({ status: 'submitted', marker: { id: 5, name: 'Bob Marker' }, holes: cardView().holes.map((h) => ({ ...h, strokes: h.par })) });
    const { handlers } = cardHandlers(submitted);
    const server = fakeServer({
      ...handlers,
      'auth.user': () => ({ isAuthenticated: true, user: { id: 5, username: 'bob', memberType: 'standard' } }),
      'tournaments.attest': () => ({ status: 'attested' }),
    });
    await renderWithRouter(<CardPage tournamentId={7} cardId={41} />, server);
    expect(await screen.findByRole('heading', { name: "Ann Player's card" })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Save & / })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Attest card' }));
    await waitFor(() => expect(server.calls.filter((call) => call.path === 'tournaments.attest').map((call) => call.input)).toEqual([{ cardId: 41 }]));
  });

  it('sends the photo of the final card through the multipart path and shows it once attached', async () => {
    const full = cardView({ holes: cardView().holes.map((hole) => ({ ...hole, strokes: hole.par, points: 2 })) });
    const { handlers } = cardHandlers(full);
    const sent: string[] = [];
    vi.stubGlobal('fetch', (url: string) => {
      sent.push(url);
      return Promise.resolve(new Response(JSON.stringify({ ...full, evidenceUrl: '/uploads/card.jpg' }), { status: 200, headers: { 'content-type': 'application/json' } }));
    });
    const server = fakeServer(handlers);
    await renderWithRouter(<CardPage tournamentId={7} cardId={41} />, server);
    await screen.findByRole('heading', { name: 'Submit your card' });
    const input = document.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    await userEvent.upload(input, new File([new Uint8Array([255, 216, 255])], 'card.jpg', { type: 'image/jpeg' }));
    await waitFor(() => expect(sent).toEqual(['/api/cards/41/evidence']));
  });
});
