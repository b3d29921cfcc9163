import type { Db } from '../../platform/db/db';
import type { TournamentEntryRow, TournamentEntryStatus } from '../../platform/db/schema';

export function findEntryRow(db: Db, tournamentId: number, userId: number): Promise<TournamentEntryRow | undefined> {
  return db.selectFrom('tournament_entries').selectAll().where('tournament_id', '=', tournamentId).where('user_id', '=', userId).executeTakeFirst();
}

export async function countEntered(db: Db, tournamentId: number): Promise<number> {
  const row = await db
    .selectFrom('tournament_entries')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('tournament_id', '=', tournamentId)
    .where('status', '=', 'entered')
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The entered count of each of these tournaments (none entered: absent), in one query. */
export async function countEnteredOf(db: Db, tournamentIds: readonly number[]): Promise<Map<number, number>> {
  if (tournamentIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('tournament_entries')
    .select(['tournament_id', (eb) => eb.fn.countAll<number>().as('count')])
    .where('tournament_id', 'in', tournamentIds)
    .where('status', '=', 'entered')
    .groupBy('tournament_id')
    .execute();
  return new Map(rows.map((row) => [row.tournament_id, Number(row.count)]));
}

/** The waitlist in order, with what decides whether a freed place may go to each. */
export function listWaitingEntries(db: Db, tournamentId: number) {
  return db
    .selectFrom('tournament_entries')
    .innerJoin('users', 'users.id', 'tournament_entries.user_id')
    .select(['tournament_entries.id', 'tournament_entries.user_id', 'users.username', 'users.email', 'users.deleted_at', 'users.member_type', 'users.paid_through'])
    .where('tournament_entries.tournament_id', '=', tournamentId)
    .where('tournament_entries.status', '=', 'waitlisted')
    .orderBy('tournament_entries.asked_at')
    .orderBy('tournament_entries.id')
    .execute();
}

export function listEntrants(db: Db, tournamentId: number) {
  return db
    .selectFrom('tournament_entries')
    .innerJoin('users', 'users.id', 'tournament_entries.user_id')
    .select(['tournament_entries.user_id', 'users.username', 'users.full_name', 'tournament_entries.status', 'tournament_entries.flight', 'tournament_entries.index_tenths'])
    .where('tournament_entries.tournament_id', '=', tournamentId)
    .where('tournament_entries.status', '!=', 'withdrawn')
    .orderBy('tournament_entries.asked_at')
    .orderBy('tournament_entries.id')
    .execute();
}

export async function upsertEntryRow(
  db: Db,
  row: { tournament_id: number; user_id: number; status: TournamentEntryStatus; asked_at: string; updated_at: string; charge_entry_id: number | null },
): Promise<void> {
  await db
    .insertInto('tournament_entries')
    .values(row)
    .onConflict((oc) =>
      oc.columns(['tournament_id', 'user_id']).doUpdateSet({ status: row.status, asked_at: row.asked_at, updated_at: row.updated_at, charge_entry_id: row.charge_entry_id }),
    )
    .execute();
}

export async function setEntryStatus(db: Db, id: number, status: TournamentEntryStatus, chargeEntryId: number | null, at: string): Promise<void> {
  await db.updateTable('tournament_entries').set({ status, charge_entry_id: chargeEntryId, updated_at: at }).where('id', '=', id).execute();
}

export async function waitlistPositionOf(db: Db, tournamentId: number, entryId: number): Promise<number | null> {
  const index = (await listWaitingEntries(db, tournamentId)).findIndex((row) => row.id === entryId);
  return index === -1 ? null : index + 1;
}

/** The index the member plays the whole tournament off, fixed once. */
export async function fixEntryIndex(db: Db, tournamentId: number, userId: number, indexTenths: number): Promise<void> {
  await db
    .updateTable('tournament_entries')
    .set({ index_tenths: indexTenths })
    .where('tournament_id', '=', tournamentId)
    .where('user_id', '=', userId)
    .where('index_tenths', 'is', null)
    .execute();
}

export async function fixEntryFlight(db: Db, id: number, flight: string): Promise<void> {
  await db.updateTable('tournament_entries').set({ flight }).where('id', '=', id).where('flight', 'is', null).execute();
}

export function listEnteredRows(db: Db, tournamentId: number): Promise<TournamentEntryRow[]> {
  return db.selectFrom('tournament_entries').selectAll().where('tournament_id', '=', tournamentId).where('status', '=', 'entered').execute();
}

/** Claims a notice for a member once (a second process, or a second run, finds it taken): true to send it. */
export async function claimNotice(db: Db, tournamentId: number, userId: number, kind: string, at: string): Promise<boolean> {
  const result = await db
    .insertInto('tournament_notices')
    .values({ tournament_id: tournamentId, user_id: userId, kind, sent_at: at })
    .onConflict((oc) => oc.columns(['tournament_id', 'user_id', 'kind']).doNothing())
    .executeTakeFirst();
  return (result.numInsertedOrUpdatedRows ?? 0n) > 0n;
}

/** The windows of the rounds a member entered (or waits for a place in) that have not closed yet, for their calendar. */
export function listWindowsOf(db: Db, userId: number, nowIso: string) {
  return db
    .selectFrom('tournament_entries')
    .innerJoin('tournaments', 'tournaments.id', 'tournament_entries.tournament_id')
    .innerJoin('tournament_rounds', 'tournament_rounds.tournament_id', 'tournaments.id')
    .select([
      'tournaments.id',
      'tournaments.name',
      'tournaments.updated_at',
      'tournament_entries.status',
      'tournament_rounds.number',
      'tournament_rounds.opens_at',
      'tournament_rounds.closes_at',
    ])
    .where('tournament_entries.user_id', '=', userId)
    .where('tournament_entries.status', 'in', ['entered', 'waitlisted'])
    .where('tournament_rounds.closes_at', '>', nowIso)
    .orderBy('tournament_rounds.opens_at')
    .execute();
}
