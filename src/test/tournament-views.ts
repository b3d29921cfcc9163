import type { TournamentCard, TournamentDetail } from '../shared/tournaments/tournament.schema';

// What the tournament procedures answer, for component tests: a card and a tournament as the
// browser receives them, and a fake server that keeps one card's holes the way the real one does.

export const CARD_PARS = [4, 4, 3, 5, 4, 4, 3, 4, 5, 4, 4, 3, 5, 4, 4, 3, 4, 5] as const;
const HOUR = 60 * 60 * 1000;

export function cardView(overrides: Partial<TournamentCard> = {}): TournamentCard {
  return {
    id: 41,
    tournamentId: 7,
    round: 1,
    attempt: 1,
    status: 'open',
    player: { id: 3, name: 'Ann Player' },
    playingHandicap: 9,
    index: 9.6,
    course: 'Harbour Links (simulator), Blue',
    holes: CARD_PARS.map((par, i) => ({ number: i + 1, par, strokeIndex: ((i * 7) % 18) + 1, strokesReceived: i % 2 === 0 ? 1 : 0, strokes: null, points: null })),
    gross: 0,
    net: 0,
    points: 0,
    marker: null,
    closesAt: new Date(Date.now() + 48 * HOUR).toISOString(),
    evidenceUrl: null,
    ...overrides,
  };
}

/** Totals over the holes entered, as the server works them out. */
export function withTotals(card: TournamentCard): TournamentCard {
  const holes = card.holes.map((h) => ({ ...h, points: h.strokes === null ? null : Math.max(0, h.par + h.strokesReceived + 2 - h.strokes) }));
  const entered = holes.filter((h) => h.strokes !== null);
  const gross = entered.reduce((sum, h) => sum + (h.strokes ?? 0), 0);
  return {
    ...card,
    holes,
    gross,
    net: gross - entered.reduce((sum, h) => sum + h.strokesReceived, 0),
    points: entered.reduce((sum, h) => sum + (h.points ?? 0), 0),
  };
}

export function tournamentView(overrides: Partial<TournamentDetail> = {}): TournamentDetail {
  const now = Date.now();
  return {
    id: 7,
    name: 'Winter Medal',
    format: 'stroke',
    phase: 'open',
    rounds: [{ number: 1, teeId: 2, course: 'Harbour Links (simulator)', tee: 'Blue', opensAt: new Date(now - 2 * HOUR).toISOString(), closesAt: new Date(now + 48 * HOUR).toISOString() }],
    entriesCloseAt: new Date(now + 24 * HOUR).toISOString(),
    entriesOpen: true,
    capacity: 20,
    placesLeft: 17,
    entryFee: 10,
    prize: 'A bottle of club port',
    entrants: 3,
    description: 'Our winter stroke play medal.',
    allowance: 95,
    attempts: 1,
    flights: null,
    handicapLimit: null,
    conditions: { greenSpeed: 11, wind: 'light', pinSet: 'medium', puttingMode: 'putt_out', gimmeFeet: null, mulligans: 0, platforms: ['GSPro'] },
    evidenceRequired: false,
    challengeHours: 24,
    publicLeaderboard: false,
    entrantList: [
      { userId: 3, name: 'Ann Player', status: 'entered', flight: null },
      { userId: 5, name: 'Bob Marker', status: 'entered', flight: null },
      { userId: 6, name: 'Cy Other', status: 'entered', flight: null },
    ],
    viewer: { entry: 'entered', position: null, cannotEnter: null, index: 9.6, cards: [] },
    ...overrides,
  };
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** Handlers for one card's procedures: holes are kept (the same hole sent twice is one score), submit locks the card. */
export function cardHandlers(start: TournamentCard, tournament: TournamentDetail = tournamentView()) {
  let card = withTotals(start);
  const handlers = {
    'auth.user': () => ({ isAuthenticated: true, user: { id: card.player.id, username: 'ann', memberType: 'standard' } }),
    'tournaments.get': () => tournament,
    'tournaments.card': () => card,
    'tournaments.hole': (input: unknown) => {
      if (!isRecord(input) || typeof input.hole !== 'number' || typeof input.strokes !== 'number') throw new Error('Bad input');
      const { hole, strokes } = input;
      card = withTotals({ ...card, holes: card.holes.map((h) => (h.number === hole ? { ...h, strokes } : h)) });
      return card;
    },
    'tournaments.submit': (input: unknown) => {
      if (!isRecord(input) || typeof input.markerId !== 'number') throw new Error('Bad input');
      const markerId = input.markerId;
      const marker = tournament.entrantList.find((e) => e.userId === markerId);
      card = { ...card, status: 'submitted', marker: { id: markerId, name: marker?.name ?? 'Someone' } };
      return { status: 'submitted' };
    },
    'members.search': () => [],
  };
  return { handlers, current: () => card };
}
