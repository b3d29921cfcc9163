import type { PhotoStore } from '../../platform/uploads/photo-store';
import type { z } from 'zod';
import type { SessionUser } from '../../../shared/auth/auth.schema';
import type { AdminMember, AdminMemberListItem, MemberListQuery, memberCreateSchema, memberUpdateSchema } from '../../../shared/members/member.schema';
import type { Page } from '../../../shared/paging/paging.schema';
import { clubToday } from '../../../shared/club-time';
import { getClubSettings } from '../club/club-settings.service';
import type { AppDeps } from '../../platform/deps/deps';
import { type RenewalRules, membershipStandingOn, renewalDuePhrase } from '../../../shared/membership/membership-standing';
import { golfGlancesOf } from '../golf/competition-index.service';
import { clubTodayOf } from '../membership/membership.service';
import { paidThroughRange } from '../membership/status-ranges';
import { AppError, notFound } from '../../platform/core/app-error';
import { deleteImageFiles } from '../../platform/uploads/image-store';
import { listImageFilesOfMember } from '../../platform/uploads/image-store';
import { recordAudit } from '../../platform/audit/audit.service';
import { hashPassword } from '../../platform/passwords/password';
import { endOtherSessions } from '../auth/session.service';
import { isUniqueViolation } from '../../platform/db/constraint-errors';
import type { Db } from '../../platform/db/db';
import type { UserRow, UserUpdate } from '../../platform/db/schema';
import { countUsers, deleteUserRow, findUserById, findUserByUsername, insertUser, membershipAccountOf, updateUser } from '../users/users.service';
import { paidThroughAYearFrom } from '../membership/first-year';
import { countMemberRowsUpTo, listMemberRows } from './members.repository';
import { inTransaction } from '../../platform/db/transaction';
import { countLimitFor } from '../../platform/db/count-ahead';

// The dashboard counts members as the list does.
export { countMemberRows } from './members.repository';

export const USERNAME_TAKEN = 'That username is already taken. Please choose another.';
export const SELF_DELETE = 'You cannot delete your own account.';
export const LAST_ADMIN_DELETE = 'The club needs at least one admin, so the last admin cannot be deleted.';
export const LAST_ADMIN_DEMOTE = 'The club needs at least one admin, so the last admin cannot become a standard member.';
const MEMBER_NOT_FOUND = 'Member not found.';

function toAdminMember(row: UserRow, today: string, rules: RenewalRules): AdminMember {
  const { status, paidThrough, daysLeft } = membershipStandingOn(membershipAccountOf(row), today, rules);
  return {
    id: row.id,
    username: row.username,
    memberType: row.member_type,
    fullName: row.full_name,
    email: row.email,
    createdAt: row.created_at,
    membershipStatus: status,
    paidThrough,
    renewalDue: daysLeft === null ? null : renewalDuePhrase(daysLeft),
  };
}

async function adminMemberOf(db: Db, row: UserRow): Promise<AdminMember> {
  const settings = await getClubSettings(db);
  return toAdminMember(row, clubToday(settings.timeZone), settings);
}

/** The page's rows with their status in days and their golf, read for the whole page at once. */
async function toListItems(db: Db, rows: UserRow[], today: string, rules: RenewalRules): Promise<AdminMemberListItem[]> {
  const golf = await golfGlancesOf(
    db,
    rows.filter((row) => row.member_type === 'standard').map((row) => row.id),
  );
  return rows.map((row) => {
    const member = toAdminMember(row, today, rules);
    const glance = golf.get(row.id);
    const { daysLeft } = membershipStandingOn(membershipAccountOf(row), today, rules);
    return {
      ...member,
      // Days to the renewal while it is due, days past it once over; nothing while simply active.
      statusDays: member.membershipStatus === 'active' || daysLeft === null ? null : Math.abs(daysLeft),
      competitionIndex: glance?.competitionIndex ?? null,
      lastPlayed: glance?.lastPlayed ?? null,
    };
  });
}

export async function listMembers(deps: Pick<AppDeps, 'db' | 'clock'>, query: MemberListQuery): Promise<Page<AdminMemberListItem>> {
  const settings = await getClubSettings(deps.db);
  const today = clubTodayOf(deps, settings);
  const paidThrough = query.status
    ? { ...paidThroughRange(query.status, today, settings), includeAdmins: query.status === 'active' }
    : undefined;
  const filter = { search: query.search, paidThrough, balanceDue: query.balance === 'due', afterId: query.after };
  // With `after` (the last member of the page before) the page is read from there: a deep page
  // costs what the first does, and members added or removed meanwhile neither repeat nor go missing.
  // `page` then only numbers it; without `after`, the page is found by counting from the start.
  const before = (query.page - 1) * query.pageSize;
  const offset = query.after === undefined ? before : 0;
  const [rows, counted] = await Promise.all([
    listMemberRows(deps.db, { ...filter, limit: query.pageSize, offset }),
    countMemberRowsUpTo(deps.db, filter, countLimitFor(offset, query.pageSize), before - offset),
  ]);
  return {
    items: await toListItems(deps.db, rows, today, settings),
    ...counted,
    page: query.page,
    pageSize: query.pageSize,
  };
}

async function refuseTakenUsername(db: Db, username: string, exceptId?: number): Promise<void> {
  const existing = await findUserByUsername(db, username);
  if (existing && existing.id !== exceptId) throw new AppError('CONFLICT', USERNAME_TAKEN, { username: [USERNAME_TAKEN] });
}

/** A race between two admins still ends in the clear message, not a 500. */
async function mapUniqueViolation<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', USERNAME_TAKEN, { username: [USERNAME_TAKEN] });
    throw error;
  }
}

export async function createMember({ db, clock }: Pick<AppDeps, 'db' | 'clock'>, actor: SessionUser, member: z.output<typeof memberCreateSchema>): Promise<AdminMember> {
  await refuseTakenUsername(db, member.username);
  const passwordHash = await hashPassword(member.password);
  const row = await mapUniqueViolation(() =>
    inTransaction(db, async (trx) => {
      const created = await insertUser(trx, {
        username: member.username,
        password_hash: passwordHash,
        member_type: member.memberType,
        full_name: null,
        email: null,
        phone: null,
        address: null,
        created_at: clock.now().toISOString(),
        paid_through: member.memberType === 'standard' ? await paidThroughAYearFrom(trx, clock.now()) : null,
      });
      await recordAudit(trx, {
        actorId: actor.id,
        action: 'member.create',
        entityType: 'member',
        entityId: created.id,
        summary: `Created member "${created.username}" (${created.member_type})`,
        at: clock.now(),
      });
      return created;
    }),
  );
  return adminMemberOf(db, row);
}

export async function updateMember(
  { db, clock }: Pick<AppDeps, 'db' | 'clock'>,
  actor: SessionUser,
  id: number,
  changes: z.output<typeof memberUpdateSchema>,
): Promise<AdminMember> {
  const current = await findUserById(db, id);
  if (!current) throw notFound(MEMBER_NOT_FOUND);
  await refuseTakenUsername(db, changes.username, id);
  const newPasswordHash = changes.password ? await hashPassword(changes.password) : undefined;
  const demoted = current.member_type === 'admin' && changes.memberType === 'standard';

  const row = await mapUniqueViolation(() =>
    inTransaction(db, async (trx) => {
      if (demoted && (await countUsers(trx, 'admin')) <= 1) {
        throw new AppError('CONFLICT', LAST_ADMIN_DEMOTE, { memberType: [LAST_ADMIN_DEMOTE] });
      }
      const update: UserUpdate = { username: changes.username, member_type: changes.memberType };
      if (newPasswordHash) update.password_hash = newPasswordHash;
      // A former admin starts a membership year (admins have none); the paid-through page can change it.
      if (demoted && current.paid_through === null) update.paid_through = await paidThroughAYearFrom(trx, clock.now());
      await updateUser(trx, id, update);
      // Lost rights or a reset password end every session the member had (not the admin's own).
      if ((demoted || newPasswordHash) && id !== actor.id) await endOtherSessions(trx, id);
      await recordAudit(trx, {
        actorId: actor.id,
        action: 'member.update',
        entityType: 'member',
        entityId: id,
        summary: describeUpdate(current, changes.username, changes.memberType, Boolean(newPasswordHash)),
        at: clock.now(),
      });
      const updated = await findUserById(trx, id);
      if (!updated) throw notFound(MEMBER_NOT_FOUND);
      return updated;
    }),
  );
  return adminMemberOf(db, row);
}

function describeUpdate(before: UserRow, username: string, memberType: UserRow['member_type'], passwordChanged: boolean): string {
  const parts: string[] = [];
  if (before.username !== username) parts.push(`username "${before.username}" → "${username}"`);
  if (before.member_type !== memberType) parts.push(`type ${before.member_type} → ${memberType}`);
  if (passwordChanged) parts.push('password reset');
  return `Updated member "${username}": ${parts.length > 0 ? parts.join(', ') : 'no changes'}`;
}

export async function deleteMember({ db, clock }: Pick<AppDeps, 'db' | 'clock'>, photos: PhotoStore, actor: SessionUser, id: number): Promise<{ success: true }> {
  const imageFiles = await inTransaction(db, async (trx) => {
    const member = await findUserById(trx, id);
    if (!member) throw notFound(MEMBER_NOT_FOUND);
    if (member.member_type === 'admin' && (await countUsers(trx, 'admin')) <= 1) {
      throw new AppError('CONFLICT', LAST_ADMIN_DELETE);
    }
    if (id === actor.id) throw new AppError('BAD_REQUEST', SELF_DELETE);
    const files = await listImageFilesOfMember(trx, id);
    // Sessions, posts, comments and matches go with the member (ON DELETE CASCADE).
    await deleteUserRow(trx, id);
    await recordAudit(trx, {
      actorId: actor.id,
      action: 'member.delete',
      entityType: 'member',
      entityId: id,
      summary: `Deleted member "${member.username}" (${member.member_type})`,
      at: clock.now(),
    });
    return files;
  });
  // Only once the rows are gone: a refused delete keeps every photo.
  await deleteImageFiles(photos, imageFiles);
  return { success: true };
}
