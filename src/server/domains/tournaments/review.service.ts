import type { SessionUser } from '../../../shared/auth/auth.schema';
import { adjustedGross, playerCard } from '../../../shared/golf/scorecard';
import { scoreDifferential } from '../../../shared/golf/whs';
import type { DecisionInput, ReviewItem } from '../../../shared/tournaments/tournament.schema';
import { recordAudit } from '../../platform/audit/audit.service';
import { AppError, forbidden, notFound } from '../../platform/core/app-error';
import type { Db } from '../../platform/db/db';
import type { TournamentCardRow } from '../../platform/db/schema';
import { inTransaction } from '../../platform/db/transaction';
import type { AppDeps } from '../../platform/deps/deps';
import { snapshotSetup } from '../rounds/round-snapshot';
import { attestRoundRow, confirmRoundRow, findRoundOfMatch, listRoundRowsOfMatches, listScoreRows, listScoresOf, recordHoleScore, type RoundWithMatch, setRoundExclusion } from '../rounds/rounds.service';
import { findUserById } from '../users/users.service';
import { challengeCardRow, decideCardRow, findCardRow, listTournamentCards, listUndecidedCards } from './cards.repository';
import { findEntryRow } from './entries.repository';
import { findTournamentOrThrow } from './tournaments.service';
import { listRoundRows } from './tournaments.repository';
import { displayNameOf } from '../users/display-name';
import { boardChanged } from './board-changes.service';

/** A score this far below the player's index is exceptional (Rules of Handicapping, Rule 5.9): the committee looks at it. */
const EXCEPTIONAL_BELOW = 7;

/** What the committee's rules read of one submitted card, loaded for many cards at once. */
interface CardFacts {
  card: TournamentCardRow;
  evidenceRequired: boolean;
  /** When the card's round window closes (UTC ISO). */
  closesAt: string;
  /** The round played on the card, or undefined before its snapshot. */
  played: RoundWithMatch | undefined;
  scores: Record<number, number>;
}

/** The played rounds and strokes of these cards: two queries however many cards and tournaments. */
async function loadCardFacts(db: Db, cards: readonly (TournamentCardRow & { evidenceRequired: boolean; closesAt: string })[]): Promise<CardFacts[]> {
  const [rounds, scores] = await Promise.all([
    listRoundRowsOfMatches(db, cards.map((card) => card.match_id)),
    listScoresOf(db, cards.map((card) => ({ matchId: card.match_id, userId: card.user_id }))),
  ]);
  return cards.map(({ evidenceRequired, closesAt, ...card }) => ({
    card,
    evidenceRequired,
    closesAt,
    played: rounds.find((round) => round.match_id === card.match_id && round.user_id === card.user_id),
    scores: Object.fromEntries(scores.filter((s) => s.match_id === card.match_id && s.user_id === card.user_id).map((s) => [s.hole, s.score])),
  }));
}

/**
 * A returned card as the committee looks at it: why it waits (empty when it does not) and its
 * gross. `queriedBy` names whoever queried the card (asked only when it was).
 */
function reviewOf(facts: CardFacts, now: Date, queriedBy: string): { reasons: string[]; gross: number } {
  const { card, played } = facts;
  const reasons: string[] = [];
  if (!played) return { reasons, gross: 0 };
  if (played.attested_at === null && now.getTime() >= Date.parse(facts.closesAt)) reasons.push('Not attested when the window closed');
  const setup = snapshotSetup(played);
  const adjusted = adjustedGross(setup, facts.scores);
  if (adjusted !== null && setup.index !== null) {
    const differential = scoreDifferential({ adjustedGross: adjusted, courseRating: setup.ratingTenths / 10, slope: setup.slope });
    if (setup.index - differential >= EXCEPTIONAL_BELOW) {
      reasons.push(`Exceptional: a differential of ${differential.toFixed(1)} is ${EXCEPTIONAL_BELOW}.0 or more below the index ${setup.index.toFixed(1)}`);
    }
  }
  if (facts.evidenceRequired && card.evidence_file === null) reasons.push('No photo of the final card');
  if (card.challenged_at !== null) reasons.push(`Queried by ${queriedBy}: ${card.challenge_reason ?? ''}`);
  return { reasons, gross: playerCard(setup, facts.scores).gross };
}

async function nameOf(db: Db, userId: number | null): Promise<string> {
  const user = userId === null ? undefined : await findUserById(db, userId);
  return user ? displayNameOf(user) : 'a former member';
}

/** GET /api/admin/tournaments/{id}/review: returned cards the committee has not decided that need a look, and why. */
export async function reviewQueue({ db, clock }: Pick<AppDeps, 'db' | 'clock'>, tournamentId: number): Promise<ReviewItem[]> {
  const tournament = await findTournamentOrThrow(db, tournamentId);
  const now = clock.now();
  const [rounds, cards] = await Promise.all([listRoundRows(db, [tournamentId]), listTournamentCards(db, tournamentId)]);
  const submitted = cards.flatMap((card) => {
    const round = rounds.find((r) => r.number === card.round_number);
    return card.status === 'submitted' && round ? [{ ...card, evidenceRequired: tournament.evidence_required === 1, closesAt: round.closes_at }] : [];
  });
  const items: ReviewItem[] = [];
  for (const facts of await loadCardFacts(db, submitted)) {
    const { card } = facts;
    const queriedBy = card.challenged_at === null ? '' : await nameOf(db, card.challenged_by);
    const { reasons, gross } = reviewOf(facts, now, queriedBy);
    if (reasons.length === 0) continue;
    const player = await findUserById(db, card.user_id);
    items.push({ cardId: card.id, userId: card.user_id, name: player ? displayNameOf(player) : '', round: card.round_number, attempt: card.attempt, gross, reasons });
  }
  return items;
}

/**
 * How many returned cards wait for the committee across the tournaments not yet finalised (the
 * dashboard's count), and the tournament when they are all in one. The same rule as the review
 * queue, read in three queries however many tournaments and cards there are.
 */
export async function cardsWaitingReview({ db, clock }: Pick<AppDeps, 'db' | 'clock'>): Promise<{ count: number; tournamentIds: number[] }> {
  const now = clock.now();
  const undecided = await listUndecidedCards(db);
  const facts = await loadCardFacts(
    db,
    undecided.map(({ evidence_required, closes_at, ...card }) => ({ ...card, evidenceRequired: evidence_required === 1, closesAt: closes_at })),
  );
  const waiting = facts.filter((fact) => reviewOf(fact, now, '').reasons.length > 0);
  return { count: waiting.length, tournamentIds: [...new Set(waiting.map((fact) => fact.card.tournament_id))] };
}

const DECISION_WORDS = { accept: 'Accepted', disqualify: 'Disqualified', reinstate: 'Reinstated', correct: 'Corrected' } as const;

/**
 * POST /api/admin/cards/{id}/decision: the committee accepts a card (attesting it if nobody did),
 * disqualifies it (the round leaves the club index), reinstates a disqualified one, or corrects a
 * hole; each with a reason, audited, and undone only by a later decision.
 */
export async function decideCard({ db, clock }: Pick<AppDeps, 'db' | 'clock'>, admin: SessionUser, cardId: number, input: DecisionInput): Promise<{ status: string }> {
  const now = clock.now();
  const at = now.toISOString();
  const status = await inTransaction(db, async (trx) => {
    const card = await findCardRow(trx, cardId);
    if (!card) throw notFound('Card not found');
    const tournament = await findTournamentOrThrow(trx, card.tournament_id);
    if (tournament.finalised_at !== null) throw new AppError('CONFLICT', 'This tournament is finalised: its results stand.');
    const played = await findRoundOfMatch(trx, card.match_id);
    if (!played) throw notFound('Card not found');
    const player = await findUserById(trx, card.user_id);
    let next = card.status;
    if (input.decision === 'accept') {
      if (!(await decideCardRow(trx, card.id, 'submitted', { status: 'accepted', reason: input.reason, by: admin.id, at }))) throw new AppError('CONFLICT', 'Only a submitted card can be accepted.');
      if (played.attested_at === null) await attestRoundRow(trx, played.id, admin.id, at);
      next = 'accepted';
    } else if (input.decision === 'disqualify') {
      if (card.status !== 'submitted' && card.status !== 'accepted') throw new AppError('CONFLICT', 'Only a returned card can be disqualified.');
      await decideCardRow(trx, card.id, card.status, { status: 'disqualified', reason: input.reason, by: admin.id, at });
      await setRoundExclusion(trx, played.id, { by: admin.id, at, reason: `Disqualified from ${tournament.name}: ${input.reason}` });
      next = 'disqualified';
    } else if (input.decision === 'reinstate') {
      if (!(await decideCardRow(trx, card.id, 'disqualified', { status: 'submitted', reason: input.reason, by: admin.id, at }))) throw new AppError('CONFLICT', 'Only a disqualified card can be reinstated.');
      await setRoundExclusion(trx, played.id, null);
      next = 'submitted';
    } else {
      if (card.status !== 'submitted' && card.status !== 'accepted') throw new AppError('CONFLICT', 'Only a returned card can be corrected.');
      const hole = input.hole ?? 0;
      const previous = (await listScoreRows(trx, card.match_id)).find((row) => row.hole === hole)?.score ?? null;
      await recordHoleScore(trx, { matchId: card.match_id, userId: card.user_id, hole, score: input.strokes ?? 0, notes: null, recordedBy: admin.id, at, previous, snapshot: null });
      // The committee's correction stands for the player: no confirmation is asked of them.
      await confirmRoundRow(trx, played.id, at);
    }
    await recordAudit(trx, {
      actorId: admin.id,
      action: `tournament.card_${input.decision}`,
      entityType: 'tournament',
      entityId: tournament.id,
      summary: `${DECISION_WORDS[input.decision]} ${player?.username ?? 'a player'}'s round ${card.round_number} card (attempt ${card.attempt})${input.decision === 'correct' ? `: hole ${input.hole ?? ''} to ${input.strokes ?? ''}` : ''}: ${input.reason}`,
      at: now,
    });
    return { next, tournamentId: tournament.id };
  });
  await boardChanged(db, status.tournamentId);
  return { status: status.next };
}

/**
 * An entrant queries a returned card in the challenge period (after the last window closed, before
 * the period ends): it waits in the committee's queue with the reason.
 */
export async function challengeCard({ db, clock }: Pick<AppDeps, 'db' | 'clock'>, member: SessionUser, cardId: number, reason: string): Promise<{ success: true }> {
  const now = clock.now();
  await inTransaction(db, async (trx) => {
    const card = await findCardRow(trx, cardId);
    if (!card) throw notFound('Card not found');
    const tournament = await findTournamentOrThrow(trx, card.tournament_id);
    if ((await findEntryRow(trx, tournament.id, member.id))?.status !== 'entered') throw forbidden('Only players in this tournament can query its cards.');
    const last = (await listRoundRows(trx, [tournament.id])).at(-1);
    const closed = last ? Date.parse(last.closes_at) : Number.POSITIVE_INFINITY;
    if (now.getTime() < closed || now.getTime() >= closed + tournament.challenge_hours * 3_600_000 || tournament.finalised_at !== null) {
      throw new AppError('CONFLICT', 'Cards can be queried only in the challenge period after the last round closes.');
    }
    if (card.status !== 'submitted' && card.status !== 'accepted') throw new AppError('CONFLICT', 'Only a returned card can be queried.');
    if (card.challenged_at !== null) throw new AppError('CONFLICT', 'This card is already queried.');
    // A queried card goes back to the committee, accepted or not.
    if (card.status === 'accepted') await decideCardRow(trx, card.id, 'accepted', { status: 'submitted', reason: 'Queried', by: member.id, at: now.toISOString() });
    if (!(await challengeCardRow(trx, card.id, member.id, reason, now.toISOString()))) throw new AppError('CONFLICT', 'This card is already queried.');
    await recordAudit(trx, { actorId: member.id, action: 'tournament.card_query', entityType: 'tournament', entityId: tournament.id, summary: `Queried card #${card.id}: ${reason}`, at: now });
  });
  return { success: true };
}
