import type { SessionUser } from '../../../shared/auth/auth.schema';
import {
  type Conditions,
  conditionsSchema,
  type TournamentDetail,
  type TournamentInput,
  type TournamentList,
  type tournamentListQuerySchema,
  type TournamentPhase,
  type TournamentSummary,
  PAST_TOURNAMENTS_PAGE,
  type WindowChange,
} from '../../../shared/tournaments/tournament.schema';
import { recordAudit } from '../../platform/audit/audit.service';
import { AppError, notFound } from '../../platform/core/app-error';
import type { Db } from '../../platform/db/db';
import type { TournamentRoundRow, TournamentRow } from '../../platform/db/schema';
import { inTransaction } from '../../platform/db/transaction';
import type { AppDeps } from '../../platform/deps/deps';
import type { z } from 'zod';

type TournamentListQueryInput = z.output<typeof tournamentListQuerySchema>;
import { findCourseRow, findTeeOrThrow, listTeeLabels } from '../courses/courses.service';
import { competitionIndexOf } from '../golf/competition-index.service';
import { listCardsOf } from './cards.repository';
import { countEnteredOf, findEntryRow, listEntrants, waitlistPositionOf } from './entries.repository';
import { findTournamentRow, insertTournamentRow, listCurrentTournamentRows, listPastTournamentRows, listRoundRows, listWindowsChangingBetween, replaceRoundRows, setRoundCloses, updateTournamentRow } from './tournaments.repository';
import { displayNameOf } from '../users/display-name';
import { boardChanged } from './board-changes.service';

// The member's calendar lists the windows of the rounds they entered.
export { listWindowsOf } from './entries.repository';
export { listCardsOfMatches } from './cards.repository';

/** A round window opening or closing: what the committee's week ahead lists. */
export interface WindowChangeAhead {
  kind: 'opens' | 'closes';
  at: string;
  tournamentId: number;
  tournamentName: string;
  round: number;
}

/** Round windows opening or closing in [from, to) (UTC ISO), soonest first. */
export async function listWindowChangesBetween(db: Db, from: string, to: string): Promise<WindowChangeAhead[]> {
  const changes: WindowChangeAhead[] = [];
  for (const row of await listWindowsChangingBetween(db, from, to)) {
    const base = { tournamentId: row.tournament_id, tournamentName: row.name, round: row.number };
    if (row.opens_at >= from && row.opens_at < to) changes.push({ ...base, kind: 'opens', at: row.opens_at });
    if (row.closes_at >= from && row.closes_at < to) changes.push({ ...base, kind: 'closes', at: row.closes_at });
  }
  return changes
    .sort((a, b) => a.at.localeCompare(b.at) || a.tournamentId - b.tournamentId || a.round - b.round);
}

export const TOURNAMENT_NOT_FOUND = 'Tournament not found';
export const STARTED = 'This tournament has started: its format, rounds and places can no longer change.';

export interface Flight {
  name: string;
  maxIndexTenths: number | null;
}

export function readFlights(row: TournamentRow): Flight[] | null {
  if (row.flights === null) return null;
  const parsed: unknown = JSON.parse(row.flights);
  if (!Array.isArray(parsed)) return null;
  return parsed.flatMap((item: unknown) => {
    if (typeof item !== 'object' || item === null || !('name' in item) || !('maxIndexTenths' in item)) return [];
    const { name, maxIndexTenths } = item;
    return typeof name === 'string' && (maxIndexTenths === null || typeof maxIndexTenths === 'number') ? [{ name, maxIndexTenths }] : [];
  });
}

function readConditions(row: TournamentRow): Conditions {
  return conditionsSchema.parse(JSON.parse(row.conditions));
}

/** Where a tournament stands now: before its first window, while one is open or between, after the last, or finalised. */
export function phaseOf(row: TournamentRow, rounds: TournamentRoundRow[], now: Date): TournamentPhase {
  if (row.finalised_at !== null) return 'final';
  const first = rounds[0];
  const last = rounds.at(-1);
  if (!first || !last || now.getTime() < Date.parse(first.opens_at)) return 'upcoming';
  return now.getTime() < Date.parse(last.closes_at) ? 'open' : 'closed';
}

export function entriesOpen(row: TournamentRow, now: Date): boolean {
  return row.finalised_at === null && now.getTime() < Date.parse(row.entries_close_at);
}

function columnsOf(input: TournamentInput, now: string) {
  const first = input.rounds[0];
  return {
    name: input.name,
    description: input.description,
    prize: input.prize,
    format: input.format,
    allowance_pct: input.allowance,
    attempts: input.attempts,
    entries_close_at: new Date(input.entriesCloseAt ?? first?.closesAt ?? now).toISOString(),
    capacity: input.capacity,
    fee_cents: input.entryFee === null ? null : Math.round(input.entryFee * 100),
    flights: input.flights === null ? null : JSON.stringify(input.flights.map((f) => ({ name: f.name, maxIndexTenths: f.maxIndex === null ? null : Math.round(f.maxIndex * 10) }))),
    handicap_limit_tenths: input.handicapLimit === null ? null : Math.round(input.handicapLimit * 10),
    conditions: JSON.stringify(input.conditions),
    evidence_required: input.evidenceRequired ? 1 : 0,
    challenge_hours: input.challengeHours,
    public_leaderboard: input.publicLeaderboard ? 1 : 0,
    updated_at: now,
  };
}

/** Every round on tees the club still plays (not retired). */
async function checkTees(db: Db, input: TournamentInput): Promise<void> {
  for (const [i, round] of input.rounds.entries()) {
    const tee = await findTeeOrThrow(db, round.teeId).catch(() => null);
    const course = tee ? await findCourseRow(db, tee.course_id) : undefined;
    if (!tee || tee.retired_at !== null || !course || course.retired_at !== null) {
      const message = 'Choose tees from the list';
      throw new AppError('BAD_REQUEST', message, { [`rounds.${i}.teeId`]: [message] });
    }
  }
}

function roundRows(id: number, input: TournamentInput): TournamentRoundRow[] {
  return input.rounds.map((round, i) => ({
    tournament_id: id,
    number: i + 1,
    tee_id: round.teeId,
    opens_at: new Date(round.opensAt).toISOString(),
    closes_at: new Date(round.closesAt).toISOString(),
  }));
}

/** The committee creates a tournament (POST /api/admin/tournaments); audited. */
export async function createTournament({ db, clock }: Pick<AppDeps, 'db' | 'clock'>, admin: SessionUser, input: TournamentInput): Promise<{ id: number }> {
  const now = clock.now().toISOString();
  await checkTees(db, input);
  const id = await inTransaction(db, async (trx) => {
    const newId = await insertTournamentRow(trx, { ...columnsOf(input, now), created_by: admin.id, created_at: now });
    await replaceRoundRows(trx, newId, roundRows(newId, input));
    await recordAudit(trx, { actorId: admin.id, action: 'tournament.create', entityType: 'tournament', entityId: newId, summary: `Created the tournament "${input.name}"`, at: clock.now() });
    return newId;
  });
  return { id };
}

/**
 * The committee edits a tournament (PUT /api/admin/tournaments/{id}); audited. Once the first
 * window has opened, the format, allowance, rounds' tees and openings, attempts, places and fee
 * are what players entered and played under: they stay.
 */
export async function updateTournament({ db, clock }: Pick<AppDeps, 'db' | 'clock'>, admin: SessionUser, id: number, input: TournamentInput): Promise<{ id: number }> {
  const now = clock.now();
  await checkTees(db, input);
  await inTransaction(db, async (trx) => {
    const row = await findTournamentRow(trx, id);
    if (!row) throw notFound(TOURNAMENT_NOT_FOUND);
    if (row.finalised_at !== null) throw new AppError('CONFLICT', 'This tournament is finalised: its results stand.');
    const rounds = await listRoundRows(trx, [id]);
    if (phaseOf(row, rounds, now) !== 'upcoming' && startedChanges(row, rounds, input)) throw new AppError('CONFLICT', STARTED);
    await updateTournamentRow(trx, id, columnsOf(input, now.toISOString()));
    await replaceRoundRows(trx, id, roundRows(id, input));
    await recordAudit(trx, { actorId: admin.id, action: 'tournament.update', entityType: 'tournament', entityId: id, summary: `Updated the tournament "${input.name}"`, at: now });
  });
  // Format, flights and rounds shape the board.
  await boardChanged(db, id);
  return { id };
}

/**
 * The committee closes a round's window early (now at the soonest) or extends it, with a reason;
 * audited. The window still closes after it opens and before the next round opens.
 */
export async function changeWindow({ db, clock }: Pick<AppDeps, 'db' | 'clock'>, admin: SessionUser, tournamentId: number, number: number, change: WindowChange): Promise<{ id: number }> {
  const now = clock.now();
  await inTransaction(db, async (trx) => {
    const row = await findTournamentOrThrow(trx, tournamentId);
    if (row.finalised_at !== null) throw new AppError('CONFLICT', 'This tournament is finalised: its results stand.');
    const rounds = await listRoundRows(trx, [tournamentId]);
    const round = rounds.find((r) => r.number === number);
    if (!round) throw notFound('Round not found');
    const closes = change.closesAt === 'now' ? now.getTime() : Date.parse(change.closesAt);
    if (closes < now.getTime()) {
      const message = 'That time has passed: choose a later one, or close the round now.';
      throw new AppError('BAD_REQUEST', message, { closesAt: [message] });
    }
    const next = rounds.find((r) => r.number === number + 1);
    if (closes <= Date.parse(round.opens_at)) throw new AppError('BAD_REQUEST', 'A round closes after it opens.', { closesAt: ['A round closes after it opens.'] });
    if (next && closes > Date.parse(next.closes_at)) throw new AppError('BAD_REQUEST', 'A round closes before the next round does.', { closesAt: ['A round closes before the next round does.'] });
    const closesAt = new Date(closes).toISOString();
    await setRoundCloses(trx, tournamentId, number, closesAt);
    await recordAudit(trx, {
      actorId: admin.id,
      action: 'tournament.window',
      entityType: 'tournament',
      entityId: tournamentId,
      summary: `Round ${number} of "${row.name}" now closes ${closesAt} (was ${round.closes_at}): ${change.reason}`,
      at: now,
    });
  });
  // A closed window takes the cards still open off the board.
  await boardChanged(db, tournamentId);
  return { id: tournamentId };
}

function startedChanges(row: TournamentRow, rounds: TournamentRoundRow[], input: TournamentInput): boolean {
  const wanted = columnsOf(input, '');
  const sameRounds =
    rounds.length === input.rounds.length &&
    rounds.every((round, i) => {
      const next = input.rounds[i];
      return next !== undefined && round.tee_id === next.teeId && round.opens_at === new Date(next.opensAt).toISOString();
    });
  return (
    !sameRounds ||
    row.format !== wanted.format ||
    row.allowance_pct !== wanted.allowance_pct ||
    row.attempts !== wanted.attempts ||
    row.capacity !== wanted.capacity ||
    row.fee_cents !== wanted.fee_cents ||
    row.handicap_limit_tenths !== wanted.handicap_limit_tenths
  );
}

export async function findTournamentOrThrow(db: Db, id: number): Promise<TournamentRow> {
  const row = await findTournamentRow(db, id);
  if (!row) throw notFound(TOURNAMENT_NOT_FOUND);
  return row;
}

type LabelledRound = TournamentSummary['rounds'][number];

/** The rounds of these tournaments with their course and tee names, and where each tournament stands now. */
export async function roundsAndPhases(db: Db, rows: TournamentRow[], now: Date): Promise<Map<number, { rounds: LabelledRound[]; phase: TournamentPhase }>> {
  const rounds = await listRoundRows(
    db,
    rows.map((row) => row.id),
  );
  const tees = new Map((await listTeeLabels(db, [...new Set(rounds.map((r) => r.tee_id))])).map((tee) => [tee.id, tee]));
  return new Map(
    rows.map((row) => {
      const own = rounds.filter((round) => round.tournament_id === row.id);
      const labelled = own.map((round) => ({
        number: round.number,
        teeId: round.tee_id,
        course: tees.get(round.tee_id)?.course_name ?? '',
        tee: tees.get(round.tee_id)?.name ?? '',
        opensAt: round.opens_at,
        closesAt: round.closes_at,
      }));
      return [row.id, { rounds: labelled, phase: phaseOf(row, own, now) }];
    }),
  );
}

async function summaries(db: Db, rows: TournamentRow[], now: Date): Promise<TournamentSummary[]> {
  const ids = rows.map((row) => row.id);
  const [schedule, enteredOf] = await Promise.all([roundsAndPhases(db, rows, now), countEnteredOf(db, ids)]);
  return rows.map((row) => {
      const entered = enteredOf.get(row.id) ?? 0;
      return {
        id: row.id,
        name: row.name,
        format: row.format,
        phase: schedule.get(row.id)?.phase ?? 'upcoming',
        rounds: schedule.get(row.id)?.rounds ?? [],
        entriesCloseAt: row.entries_close_at,
        entriesOpen: entriesOpen(row, now),
        capacity: row.capacity,
        placesLeft: row.capacity === null ? null : Math.max(0, row.capacity - entered),
        entryFee: row.fee_cents === null ? null : row.fee_cents / 100,
        prize: row.prize,
        entrants: entered,
      };
    });
}

/**
 * The tournaments list: those not finalised yet, all of them, and the finalised ones a page at a
 * time, the latest first. A page of the past starts after the tournament its link names.
 */
export async function listTournaments({ db, clock }: Pick<AppDeps, 'db' | 'clock'>, query: TournamentListQueryInput = {}): Promise<TournamentList> {
  const current = query.when === 'past' ? [] : await listCurrentTournamentRows(db);
  let past: TournamentRow[] = [];
  let next: number | null = null;
  if (query.when !== 'current') {
    const before = query.cursor === undefined ? null : await findTournamentOrThrow(db, query.cursor);
    const rows = await listPastTournamentRows(db, before && { entriesCloseAt: before.entries_close_at, id: before.id }, PAST_TOURNAMENTS_PAGE + 1);
    past = rows.slice(0, PAST_TOURNAMENTS_PAGE);
    next = rows.length > PAST_TOURNAMENTS_PAGE ? (past.at(-1)?.id ?? null) : null;
  }
  return { tournaments: await summaries(db, [...current, ...past], clock.now()), next };
}

/** Why this member cannot enter now, or null. */
export async function entryRefusal(db: Db, row: TournamentRow, userId: number, now: Date): Promise<string | null> {
  if (!entriesOpen(row, now)) return 'Entries for this tournament are closed.';
  if ((await competitionIndexOf(db, userId)) === null) {
    return 'You need a club index (three attested rounds) or an index set by the club to enter: ask an admin to set your home club’s index.';
  }
  return null;
}

/** GET /api/tournaments/{id}: the rules card, entrants, and the viewer's entry. */
export async function getTournament({ db, clock }: Pick<AppDeps, 'db' | 'clock'>, viewer: SessionUser, id: number): Promise<TournamentDetail> {
  const now = clock.now();
  const row = await findTournamentOrThrow(db, id);
  const [summary] = await summaries(db, [row], now);
  if (!summary) throw notFound(TOURNAMENT_NOT_FOUND);
  const [entrants, mine, index, cards] = await Promise.all([
    listEntrants(db, id),
    findEntryRow(db, id, viewer.id),
    competitionIndexOf(db, viewer.id),
    listCardsOf(db, id, viewer.id),
  ]);
  const closesAt = new Map(summary.rounds.map((round) => [round.number, Date.parse(round.closesAt)]));
  const entry = mine && mine.status !== 'withdrawn' ? mine.status : null;
  return {
    ...summary,
    description: row.description,
    allowance: row.allowance_pct,
    attempts: row.attempts,
    flights: readFlights(row)?.map((f) => ({ name: f.name, maxIndex: f.maxIndexTenths === null ? null : f.maxIndexTenths / 10 })) ?? null,
    handicapLimit: row.handicap_limit_tenths === null ? null : row.handicap_limit_tenths / 10,
    conditions: readConditions(row),
    evidenceRequired: row.evidence_required === 1,
    challengeHours: row.challenge_hours,
    publicLeaderboard: row.public_leaderboard === 1,
    entrantList: entrants.map((e) => ({ userId: e.user_id, name: displayNameOf(e), status: e.status, flight: e.flight })),
    viewer: {
      entry,
      position: mine && entry === 'waitlisted' ? await waitlistPositionOf(db, id, mine.id) : null,
      cannotEnter: entry ? null : await entryRefusal(db, row, viewer.id, now),
      index: index?.index ?? null,
      cards: cards.map((card) => ({
        id: card.id,
        round: card.round_number,
        attempt: card.attempt,
        // An open card past its round's close was not returned: it can no longer be played.
        status: card.status === 'open' && now.getTime() >= (closesAt.get(card.round_number) ?? Infinity) ? 'no_return' : card.status,
      })),
    },
  };
}
