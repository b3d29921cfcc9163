import type { Insertable } from 'kysely';
import { compileOnce, queryBuilder } from '../../platform/db/compile-once';
import type { Db } from '../../platform/db/db';
import { forWrite } from '../../platform/db/transaction';
import type { Database, TournamentCardRow, TournamentRoundRow } from '../../platform/db/schema';

export async function insertCardRow(db: Db, row: Insertable<Database['tournament_cards']>): Promise<number> {
  const { id } = await db.insertInto('tournament_cards').values(row).returning('id').executeTakeFirstOrThrow();
  return id;
}

export function findCardRow(db: Db, id: number): Promise<TournamentCardRow | undefined> {
  return db.selectFrom('tournament_cards').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * A card's row locked for the transaction's write (`forWrite`: whoever changes the card after waits
 * for it), with its round (not locked) in the same read; the round is undefined if it is gone.
 */
const cardWithRoundForWrite = compileOnce({ id: -101 }, ({ id }, engine) =>
  forWrite(
    engine,
    queryBuilder
      .selectFrom('tournament_cards')
      .leftJoin('tournament_rounds', (join) => join.onRef('tournament_rounds.tournament_id', '=', 'tournament_cards.tournament_id').onRef('tournament_rounds.number', '=', 'tournament_cards.round_number'))
      .selectAll('tournament_cards')
      .select(['tournament_rounds.tee_id as round_tee_id', 'tournament_rounds.opens_at as round_opens_at', 'tournament_rounds.closes_at as round_closes_at'])
      .where('tournament_cards.id', '=', id),
    'tournament_cards',
  ),
);

export async function findCardWithRoundForWrite(db: Db, id: number): Promise<{ card: TournamentCardRow; round: TournamentRoundRow | undefined } | undefined> {
  // Compiled once: every hole saved reads it first.
  const [found] = await cardWithRoundForWrite(db, { id });
  if (!found) return undefined;
  const { round_tee_id: teeId, round_opens_at: opensAt, round_closes_at: closesAt, ...card } = found;
  const round = teeId === null || opensAt === null || closesAt === null ? undefined : { tournament_id: card.tournament_id, number: card.round_number, tee_id: teeId, opens_at: opensAt, closes_at: closesAt };
  return { card, round };
}

/** A member's cards in one round of a tournament, first attempt first. */
export function listRoundCardsOf(db: Db, tournamentId: number, roundNumber: number, userId: number): Promise<TournamentCardRow[]> {
  return db
    .selectFrom('tournament_cards')
    .selectAll()
    .where('tournament_id', '=', tournamentId)
    .where('round_number', '=', roundNumber)
    .where('user_id', '=', userId)
    .orderBy('attempt')
    .execute();
}

export function listCardsOf(db: Db, tournamentId: number, userId: number): Promise<TournamentCardRow[]> {
  return db.selectFrom('tournament_cards').selectAll().where('tournament_id', '=', tournamentId).where('user_id', '=', userId).orderBy('round_number').orderBy('attempt').execute();
}

/** A tournament's cards, or only those of the players named, by round, player and attempt. */
export function listTournamentCards(db: Db, tournamentId: number, userIds?: readonly number[]): Promise<TournamentCardRow[]> {
  if (userIds?.length === 0) return Promise.resolve([]);
  let query = db.selectFrom('tournament_cards').selectAll().where('tournament_id', '=', tournamentId);
  if (userIds) query = query.where('user_id', 'in', userIds);
  return query.orderBy('round_number').orderBy('user_id').orderBy('attempt').execute();
}

export async function setEvidenceFile(db: Db, id: number, file: string): Promise<void> {
  await db.updateTable('tournament_cards').set({ evidence_file: file }).where('id', '=', id).execute();
}

/** Submits an open card once: true when this call did (a second submit finds it done). */
export async function submitCardRow(db: Db, id: number, markerId: number, at: string): Promise<boolean> {
  const result = await db
    .updateTable('tournament_cards')
    .set({ status: 'submitted', submitted_at: at, marker_id: markerId })
    .where('id', '=', id)
    .where('status', '=', 'open')
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Records the committee's decision on a card (accept, disqualify, reinstate), only from the status it was decided from. */
export async function decideCardRow(
  db: Db,
  id: number,
  from: TournamentCardRow['status'],
  decision: { status: TournamentCardRow['status']; reason: string; by: number; at: string },
): Promise<boolean> {
  const result = await db
    .updateTable('tournament_cards')
    .set({ status: decision.status, decision_reason: decision.reason, decided_by: decision.by, decided_at: decision.at, challenged_at: null, challenged_by: null, challenge_reason: null })
    .where('id', '=', id)
    .where('status', '=', from)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function challengeCardRow(db: Db, id: number, by: number, reason: string, at: string): Promise<boolean> {
  const result = await db
    .updateTable('tournament_cards')
    .set({ challenged_at: at, challenged_by: by, challenge_reason: reason })
    .where('id', '=', id)
    .where('challenged_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/**
 * Cards of open tournaments waiting for the committee, for the dashboard: submitted and not yet
 * decided, with what the review rules read of their tournament and round window.
 */
export function listUndecidedCards(db: Db): Promise<(TournamentCardRow & { evidence_required: number; closes_at: string })[]> {
  return db
    .selectFrom('tournament_cards')
    .innerJoin('tournaments', 'tournaments.id', 'tournament_cards.tournament_id')
    .innerJoin('tournament_rounds', (join) =>
      join.onRef('tournament_rounds.tournament_id', '=', 'tournament_cards.tournament_id').onRef('tournament_rounds.number', '=', 'tournament_cards.round_number'),
    )
    .selectAll('tournament_cards')
    .select(['tournaments.evidence_required', 'tournament_rounds.closes_at'])
    .where('tournaments.finalised_at', 'is', null)
    .where('tournament_cards.status', '=', 'submitted')
    .execute();
}

/** Submitted cards that name this member as their marker, oldest first: the marker's list to attest. */
export function listCardsMarkedBy(db: Db, markerId: number) {
  return db
    .selectFrom('tournament_cards')
    .innerJoin('tournaments', 'tournaments.id', 'tournament_cards.tournament_id')
    .innerJoin('users', 'users.id', 'tournament_cards.user_id')
    .innerJoin('rounds', 'rounds.match_id', 'tournament_cards.match_id')
    .select(['tournament_cards.id', 'tournament_cards.tournament_id', 'tournament_cards.round_number', 'tournaments.name', 'users.username', 'users.full_name'])
    .where('tournament_cards.marker_id', '=', markerId)
    .where('tournament_cards.status', '=', 'submitted')
    .where('rounds.attested_at', 'is', null)
    .where('tournaments.finalised_at', 'is', null)
    .orderBy('tournament_cards.submitted_at')
    .execute();
}

/** The tournament cards behind these one-player matches, with their tournament's name. */
export function listCardsOfMatches(db: Db, matchIds: readonly number[]): Promise<{ match_id: number; tournament_id: number; round_number: number; name: string }[]> {
  if (matchIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('tournament_cards')
    .innerJoin('tournaments', 'tournaments.id', 'tournament_cards.tournament_id')
    .select(['tournament_cards.match_id', 'tournament_cards.tournament_id', 'tournament_cards.round_number', 'tournaments.name'])
    .where('tournament_cards.match_id', 'in', matchIds)
    .where('tournament_cards.status', '=', 'open')
    .execute();
}
