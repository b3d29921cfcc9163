import type { SessionUser } from '../../../shared/auth/auth.schema';
import type { HandicapInput } from '../../../shared/golf/handicap.schema';
import { recordAudit } from '../../platform/audit/audit.service';
import { notFound } from '../../platform/core/app-error';
import type { Db } from '../../platform/db/db';
import { inTransaction } from '../../platform/db/transaction';
import type { AppDeps } from '../../platform/deps/deps';
import { findUserById } from '../users/users.service';
import { clubIndexBefore, clubIndexesAndLastPlayed, currentClubIndex } from './club-index.service';
import { findMemberHandicap, listMemberHandicaps, upsertMemberHandicap } from './member-handicaps.repository';

export interface CompetitionIndex {
  index: number;
  /** Where it comes from: the club index, or the index an admin set (with its note). */
  source: 'club' | 'set';
  note: string | null;
}

/**
 * The index a member competes off: their club index, or, without one yet, the index an admin set
 * for them (their home club's official index); null when neither.
 */
export async function competitionIndexOf(db: Db, userId: number): Promise<CompetitionIndex | null> {
  const club = await currentClubIndex(db, userId);
  if (club !== null) return { index: club, source: 'club', note: null };
  const set = await findMemberHandicap(db, userId);
  return set ? { index: set.index_tenths / 10, source: 'set', note: set.note } : null;
}

/** What the admin's members list shows of a member's golf: the index they compete off and the day they last played. */
export interface GolfGlance {
  competitionIndex: CompetitionIndex | null;
  /** 'YYYY-MM-DD' (club day) of the last round with a score, or null. */
  lastPlayed: string | null;
}

/** The same index (and the last day played) for a page of members, in a constant number of queries. */
export async function golfGlancesOf(db: Db, userIds: readonly number[]): Promise<Map<number, GolfGlance>> {
  const [club, set] = await Promise.all([clubIndexesAndLastPlayed(db, userIds), listMemberHandicaps(db, userIds)]);
  return new Map(
    userIds.map((userId) => {
      const own = club.get(userId);
      const clubIndex = own?.index ?? null;
      const handicap = set.find((row) => row.user_id === userId);
      const competitionIndex: CompetitionIndex | null =
        clubIndex !== null
          ? { index: clubIndex, source: 'club', note: null }
          : handicap
            ? { index: handicap.index_tenths / 10, source: 'set', note: handicap.note }
            : null;
      return [userId, { competitionIndex, lastPlayed: own?.lastPlayed ?? null }];
    }),
  );
}

/** The same, from the rounds played before a club day: the index fixed for a competition when its first window opens. */
export async function competitionIndexBefore(db: Db, userId: number, day: string): Promise<CompetitionIndex | null> {
  const club = await clubIndexBefore(db, userId, day);
  if (club !== null) return { index: club, source: 'club', note: null };
  const set = await findMemberHandicap(db, userId);
  return set ? { index: set.index_tenths / 10, source: 'set', note: set.note } : null;
}

/** An admin sets a member's index (PUT /api/admin/members/{id}/handicap); audited, the note shown to the member. */
export async function setMemberHandicap({ db, clock }: Pick<AppDeps, 'db' | 'clock'>, admin: SessionUser, userId: number, input: HandicapInput): Promise<CompetitionIndex | null> {
  await inTransaction(db, async (trx) => {
    const member = await findUserById(trx, userId);
    if (!member || member.deleted_at !== null) throw notFound('Member not found');
    const before = await findMemberHandicap(trx, userId);
    const indexTenths = Math.round(input.index * 10);
    await upsertMemberHandicap(trx, { user_id: userId, index_tenths: indexTenths, note: input.note, set_by: admin.id, set_at: clock.now().toISOString() });
    await recordAudit(trx, {
      actorId: admin.id,
      action: 'member.handicap_set',
      entityType: 'member',
      entityId: userId,
      summary: `Set the index of "${member.username}" to ${(indexTenths / 10).toFixed(1)}${before ? ` (was ${(before.index_tenths / 10).toFixed(1)})` : ''}: ${input.note}`,
      at: clock.now(),
    });
  });
  return competitionIndexOf(db, userId);
}
