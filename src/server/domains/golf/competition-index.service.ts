import type { SessionUser } from '../../../shared/auth/auth.schema';
import { type DeclaredIndexInput, HANDICAP_SYSTEM_LABELS, type HandicapInput, type IndexSource } from '../../../shared/golf/handicap.schema';
import { formatClubIndex } from '../../../shared/golf/golf.schema';
import { recordAudit } from '../../platform/audit/audit.service';
import { AppError, notFound } from '../../platform/core/app-error';
import type { Db } from '../../platform/db/db';
import type { MemberHandicapRow } from '../../platform/db/schema';
import { inTransaction } from '../../platform/db/transaction';
import type { AppDeps } from '../../platform/deps/deps';
import { findUserById } from '../users/users.service';
import { clubIndexBefore, clubIndexesAndLastPlayed, currentClubIndex, currentClubIndexes } from './club-index.service';
import { findMemberHandicap, listMemberHandicaps, upsertMemberHandicap } from './member-handicaps.repository';

export interface CompetitionIndex {
  index: number;
  /** Where it comes from: the club index, the index an admin set (with its note), or the one the member declared. */
  source: IndexSource;
  note: string | null;
}

const ALREADY_HAS_INDEX = 'You already have an index: ask the committee to change it';

function fromHandicapRow(row: MemberHandicapRow): CompetitionIndex {
  return { index: row.index_tenths / 10, source: row.source, note: row.note };
}

/**
 * The index a member competes off: their club index, or, without one yet, the index an admin set
 * for them or the one they declared (their home club's or national system's); null when none.
 */
export async function competitionIndexOf(db: Db, userId: number): Promise<CompetitionIndex | null> {
  const club = await currentClubIndex(db, userId);
  if (club !== null) return { index: club, source: 'club', note: null };
  const given = await findMemberHandicap(db, userId);
  return given ? fromHandicapRow(given) : null;
}

/** Competition indexes of many members at once, for lists. */
export async function competitionIndexesOf(db: Db, userIds: readonly number[]): Promise<Map<number, CompetitionIndex | null>> {
  const [club, given] = await Promise.all([currentClubIndexes(db, userIds), listMemberHandicaps(db, userIds)]);
  const givenBy = new Map(given.map((row) => [row.user_id, row]));
  return new Map(
    userIds.map((id) => {
      const index = club.get(id) ?? null;
      const row = givenBy.get(id);
      return [id, index !== null ? { index, source: 'club' as const, note: null } : row ? fromHandicapRow(row) : null];
    }),
  );
}

/** What the admin's members list shows of a member's golf: the index they compete off and the day they last played. */
export interface GolfGlance {
  competitionIndex: CompetitionIndex | null;
  /** 'YYYY-MM-DD' (club day) of the last round with a score, or null. */
  lastPlayed: string | null;
}

/** The same index (and the last day played) for a page of members, in a constant number of queries. */
export async function golfGlancesOf(db: Db, userIds: readonly number[]): Promise<Map<number, GolfGlance>> {
  const [club, given] = await Promise.all([clubIndexesAndLastPlayed(db, userIds), listMemberHandicaps(db, userIds)]);
  const givenBy = new Map(given.map((row) => [row.user_id, row]));
  return new Map(
    userIds.map((userId) => {
      const own = club.get(userId);
      const clubIndex = own?.index ?? null;
      const handicap = givenBy.get(userId);
      const competitionIndex: CompetitionIndex | null = clubIndex !== null ? { index: clubIndex, source: 'club', note: null } : handicap ? fromHandicapRow(handicap) : null;
      return [userId, { competitionIndex, lastPlayed: own?.lastPlayed ?? null }];
    }),
  );
}

/** The same, from the rounds played before a club day: the index fixed for a competition when its first window opens. */
export async function competitionIndexBefore(db: Db, userId: number, day: string): Promise<CompetitionIndex | null> {
  const club = await clubIndexBefore(db, userId, day);
  if (club !== null) return { index: club, source: 'club', note: null };
  const given = await findMemberHandicap(db, userId);
  return given ? fromHandicapRow(given) : null;
}

/** The index outside the club's own a member has (set by the committee or declared), with where it is kept. */
export function findMemberHandicapOf(db: Db, userId: number): Promise<MemberHandicapRow | undefined> {
  return findMemberHandicap(db, userId);
}

/** A declared index; an application from before the club asked where it is kept has neither system nor number. */
interface DeclaredIndex {
  index: number;
  system: DeclaredIndexInput['system'] | null;
  reference: string | null;
}

/** "GHIN: 1234567", "Another club: Royal Birkdale": where a declared index is kept. */
export function declaredNote(input: Pick<DeclaredIndex, 'system' | 'reference'>): string {
  if (!input.system) return 'Declared on the application';
  return `${HANDICAP_SYSTEM_LABELS[input.system]}: ${input.reference ?? 'no number given'}`;
}

/**
 * A member's starting index, declared on their application or once in their profile while they have
 * no index of any kind: it stands (shown as "declared") until the club index exists; after that only
 * the committee changes it. Audited. Runs in the caller's transaction.
 */
export async function declareIndex(trx: Db, userId: number, input: DeclaredIndex, at: Date): Promise<CompetitionIndex> {
  if ((await findMemberHandicap(trx, userId)) !== undefined || (await currentClubIndex(trx, userId)) !== null) {
    throw new AppError('CONFLICT', ALREADY_HAS_INDEX, { index: [ALREADY_HAS_INDEX] });
  }
  const indexTenths = Math.round(input.index * 10);
  const note = declaredNote(input);
  await upsertMemberHandicap(trx, {
    user_id: userId,
    index_tenths: indexTenths,
    note,
    set_by: null,
    set_at: at.toISOString(),
    source: 'declared',
    system: input.system,
    reference: input.reference,
  });
  await recordAudit(trx, {
    actorId: userId,
    action: 'member.index_declared',
    entityType: 'member',
    entityId: userId,
    summary: `Declared a starting index of ${formatClubIndex(indexTenths / 10)} (${note})`,
    at,
  });
  return { index: indexTenths / 10, source: 'declared', note };
}

/** An admin sets a member's index (PUT /api/admin/members/{id}/handicap); audited, the note shown to the member. */
export async function setMemberHandicap({ db, clock }: Pick<AppDeps, 'db' | 'clock'>, admin: SessionUser, userId: number, input: HandicapInput): Promise<CompetitionIndex | null> {
  await inTransaction(db, async (trx) => {
    const member = await findUserById(trx, userId);
    if (!member || member.deleted_at !== null) throw notFound('Member not found');
    const before = await findMemberHandicap(trx, userId);
    const indexTenths = Math.round(input.index * 10);
    await upsertMemberHandicap(trx, {
      user_id: userId,
      index_tenths: indexTenths,
      note: input.note,
      set_by: admin.id,
      set_at: clock.now().toISOString(),
      source: 'set',
      system: null,
      reference: null,
    });
    const was = before ? ` (was ${(before.index_tenths / 10).toFixed(1)}${before.source === 'declared' ? ', declared' : ''})` : '';
    await recordAudit(trx, {
      actorId: admin.id,
      action: 'member.handicap_set',
      entityType: 'member',
      entityId: userId,
      summary: `Set the index of "${member.username}" to ${(indexTenths / 10).toFixed(1)}${was}: ${input.note}`,
      at: clock.now(),
    });
  });
  return competitionIndexOf(db, userId);
}
