import { holeNumbersFor } from '../shared/golf/round-setup';
import type { Match, MatchGolf, NamedMemberRef, Scorecard, ScorecardRow, ScorecardRowGolf } from '../shared/matches/match.schema';

// What the match procedures answer, for component tests: a match as the browser receives it, and a
// fake server that keeps its scores the way the real one does (one score a player and hole).

export const MATCH_PARS = [4, 4, 3, 5, 4, 4, 3, 4, 5, 4, 4, 3, 5, 4, 4, 3, 4, 5] as const;
export const ANN: NamedMemberRef = { id: 3, username: 'ann', name: 'Ann Archer' };
export const BOB: NamedMemberRef = { id: 5, username: 'bob', name: 'Bob Birdie' };

export const GOLF: MatchGolf = {
  teeId: 2,
  courseName: 'Harbour Links',
  teeName: 'Blue',
  holes: '18',
  format: 'stableford',
  allowancePct: 95,
  ownTees: false,
  tees: [],
  resultBasis: 'points',
};

/** Ann organizes and scores for both; pass `viewer` to look as Bob (who scores for himself). */
export function matchView(overrides: Partial<Match> = {}): Match {
  return {
    id: 12,
    creatorId: ANN.id,
    date: '2026-11-25',
    time: '09:00',
    participants: [ANN, BOB],
    invited: [],
    createdAt: '2026-11-20T10:00:00.000Z',
    startsAt: '2026-11-25T09:00:00.000Z',
    viewer: { isOrganizer: true, isParticipant: true, isInvited: false, canJoin: false, canLeave: false, canCancel: true, roundStarted: true, scoresFor: [ANN.id, BOB.id], closed: false },
    golf: GOLF,
    result: null,
    apart: null,
    ...overrides,
  };
}

export const bobsView = (overrides: Partial<Match> = {}) =>
  matchView({ viewer: { isOrganizer: false, isParticipant: true, isInvited: false, canJoin: false, canLeave: false, canCancel: false, roundStarted: true, scoresFor: [BOB.id], closed: false }, ...overrides });

type Scores = Map<number, Map<number, number>>;

/** A player's golf row with nothing in it, for the fields a test sets. */
export function golfRowView(overrides: Partial<ScorecardRowGolf> = {}): ScorecardRowGolf {
  return {
    index: null,
    indexSource: null,
    courseHandicap: null,
    playingHandicap: 0,
    holes: {},
    net: 0,
    points: 0,
    toPar: 0,
    courseName: 'Harbour Links',
    teeName: 'Blue',
    complete: false,
    adjustedGross: null,
    roundId: null,
    attestedBy: null,
    excludedReason: null,
    canAttest: false,
    awaitingConfirmation: false,
    disputeReason: null,
    canConfirm: false,
    canDispute: false,
    canSettleDispute: false,
    ...overrides,
  };
}

/** Off a handicap of 0: net is gross, Stableford points against par. */
function golfRow(golf: MatchGolf, own: Map<number, number>): ScorecardRowGolf {
  const numbers = holeNumbersFor(golf.holes);
  const holes = Object.fromEntries(
    numbers.map((n) => {
      const strokes = own.get(n) ?? null;
      const par = MATCH_PARS[n - 1] ?? 4;
      return [n, { par, strokes, strokesReceived: 0, net: strokes, points: strokes === null ? null : Math.max(0, par + 2 - strokes) }];
    }),
  );
  const played = Object.values(holes).filter((h) => h.strokes !== null);
  const gross = played.reduce((sum, h) => sum + (h.strokes ?? 0), 0);
  const parPlayed = numbers.filter((n) => own.has(n)).reduce((sum, n) => sum + (MATCH_PARS[n - 1] ?? 4), 0);
  return golfRowView({ holes, net: gross, toPar: gross - parPlayed, points: played.reduce((sum, h) => sum + (h.points ?? 0), 0), complete: played.length === numbers.length });
}

/** The card as the server builds it: a golf match's round holes with par, a casual match's holes played. */
export function scorecardOf(match: Match, scores: Scores): Scorecard {
  const golf = match.golf;
  const played = [...new Set([...scores.values()].flatMap((own) => [...own.keys()]))].sort((a, b) => a - b);
  const holes = golf
    ? holeNumbersFor(golf.holes).map((number) => ({ number, par: MATCH_PARS[number - 1] ?? 4, strokeIndex: number }))
    : played.map((number) => ({ number, par: null, strokeIndex: null }));
  const rows = match.participants.map((p): ScorecardRow => {
    const own = scores.get(p.id) ?? new Map<number, number>();
    return {
      userId: p.id,
      username: p.username,
      name: p.name,
      scores: Object.fromEntries(own),
      holesPlayed: own.size,
      holesHidden: 0,
      total: [...own.values()].reduce((sum, s) => sum + s, 0),
      isLeader: false,
      golf: golf ? golfRow(golf, own) : null,
    };
  });
  return { holes, rows, golf, matchPlay: null };
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/**
 * Handlers for one match's procedures, its scores kept: `saved` holds any already in ([player, hole,
 * score]); `refuse` answers a score with the server's message instead, or null to take it.
 */
export function matchHandlers(match: Match, viewer: NamedMemberRef = ANN, saved: [number, number, number][] = [], refuse: (score: { userId: number; hole: number }) => string | null = () => null) {
  const scores: Scores = new Map();
  const put = (userId: number, hole: number, score: number) => scores.set(userId, new Map(scores.get(userId) ?? []).set(hole, score));
  for (const [userId, hole, score] of saved) put(userId, hole, score);
  const handlers = {
    'auth.user': () => ({ isAuthenticated: true, user: { id: viewer.id, username: viewer.username, memberType: 'standard' } }),
    'matches.get': () => match,
    'matches.scorecard': () => scorecardOf(match, scores),
    'matches.recordScore': (input: unknown) => {
      if (!isRecord(input) || typeof input.userId !== 'number' || typeof input.hole !== 'number' || typeof input.score !== 'number') throw new Error('Bad input');
      const refusal = refuse({ userId: input.userId, hole: input.hole });
      if (refusal !== null) throw new Error(refusal);
      put(input.userId, input.hole, input.score);
      return scorecardOf(match, scores);
    },
  };
  return { handlers, scoreOf: (userId: number, hole: number) => scores.get(userId)?.get(hole) ?? null };
}
