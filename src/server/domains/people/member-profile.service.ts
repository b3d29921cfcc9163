import { z } from 'zod';
import type { DeclaredIndexInput } from '../../../shared/golf/handicap.schema';
import { type Platform, readPlatformList } from '../../../shared/golf/platforms';
import {
  DIRECTORY_FIELDS,
  type DirectoryChoices,
  type DirectoryField,
  type MemberProfile,
} from '../../../shared/profile/member-profile.schema';
import { AppError } from '../../platform/core/app-error';
import type { Db } from '../../platform/db/db';
import type { MemberProfileRow } from '../../platform/db/schema';
import { inTransaction } from '../../platform/db/transaction';
import type { AppDeps } from '../../platform/deps/deps';
import { competitionIndexOf, declareIndex, findMemberHandicapOf } from '../golf/competition-index.service';
import { requireUser } from '../users/require-user';
import { deleteMemberPhoto, memberPhotoOf, storeMemberPhoto } from './member-photos';
import { deleteMemberProfileRow, findMemberProfileRow, findProfileByPhoto, listMemberProfileRows, saveMemberProfileRow } from './member-profiles.repository';

// Privacy fails closed: a damaged list hides every field.
const fieldList = z.array(z.enum(DIRECTORY_FIELDS)).catch([...DIRECTORY_FIELDS]);

/** A profile row as the services read it: JSON columns parsed (a damaged value reads as empty, never throws). */
export interface StoredProfile {
  userId: number;
  photoFile: string | null;
  country: string | null;
  platforms: Platform[];
  launchMonitor: string | null;
  homeCourse: string | null;
  listed: boolean;
  hiddenFields: DirectoryField[];
}

/** The fields a member hid, from their JSON column; a damaged value hides them all. */
export function readHiddenFields(text: string): DirectoryField[] {
  try {
    return fieldList.parse(JSON.parse(text));
  } catch {
    return [...DIRECTORY_FIELDS];
  }
}

export function readProfileRow(row: MemberProfileRow): StoredProfile {
  return {
    userId: row.user_id,
    photoFile: row.photo_file,
    country: row.country,
    platforms: readPlatformList(row.platforms),
    launchMonitor: row.launch_monitor,
    homeCourse: row.home_course,
    listed: row.listed === 1,
    hiddenFields: readHiddenFields(row.hidden_fields),
  };
}

/** A member who never touched their profile: listed, nothing hidden, nothing filled in. */
export function emptyProfile(userId: number): StoredProfile {
  return { userId, photoFile: null, country: null, platforms: [], launchMonitor: null, homeCourse: null, listed: true, hiddenFields: [] };
}

export async function findStoredProfile(db: Db, userId: number): Promise<StoredProfile> {
  const row = await findMemberProfileRow(db, userId);
  return row ? readProfileRow(row) : emptyProfile(userId);
}

/** Profiles of many members at once (lists), each present even when never saved. */
export async function listStoredProfiles(db: Db, userIds: readonly number[]): Promise<Map<number, StoredProfile>> {
  const rows = await listMemberProfileRows(db, userIds);
  const found = new Map(rows.map((row) => [row.user_id, readProfileRow(row)]));
  return new Map(userIds.map((id) => [id, found.get(id) ?? emptyProfile(id)]));
}

/** The photo other members may see of someone: none when they hid it. */
export function visiblePhotoOf(profile: StoredProfile) {
  return profile.hiddenFields.includes('photo') ? null : memberPhotoOf(profile.photoFile);
}

export async function getMemberProfile(deps: Pick<AppDeps, 'db'>, userId: number): Promise<MemberProfile> {
  await requireUser(deps.db, userId);
  const [profile, index, given] = await Promise.all([findStoredProfile(deps.db, userId), competitionIndexOf(deps.db, userId), findMemberHandicapOf(deps.db, userId)]);
  return {
    photo: memberPhotoOf(profile.photoFile),
    country: profile.country,
    platforms: profile.platforms,
    launchMonitor: profile.launchMonitor,
    homeCourse: profile.homeCourse,
    listed: profile.listed,
    hiddenFields: profile.hiddenFields,
    index,
    declaredSystem: index?.source === 'declared' ? (given?.system ?? null) : null,
    canDeclareIndex: index === null,
  };
}

type GolfProfile = Pick<StoredProfile, 'country' | 'platforms' | 'launchMonitor' | 'homeCourse'>;

function golfColumns(input: GolfProfile) {
  return { country: input.country, platforms: JSON.stringify(input.platforms), launch_monitor: input.launchMonitor, home_course: input.homeCourse };
}

export async function updateGolfProfile(deps: Pick<AppDeps, 'db' | 'clock'>, userId: number, input: GolfProfile): Promise<MemberProfile> {
  await requireUser(deps.db, userId);
  await saveMemberProfileRow(deps.db, userId, { ...golfColumns(input), updated_at: deps.clock.now().toISOString() });
  return getMemberProfile(deps, userId);
}

export async function setDirectoryChoices(deps: Pick<AppDeps, 'db' | 'clock'>, userId: number, choices: DirectoryChoices): Promise<MemberProfile> {
  await requireUser(deps.db, userId);
  await saveMemberProfileRow(deps.db, userId, { listed: choices.listed ? 1 : 0, hidden_fields: JSON.stringify(choices.hiddenFields), updated_at: deps.clock.now().toISOString() });
  return getMemberProfile(deps, userId);
}

/** A member with no index of any kind declares their starting one, with where it is kept; after that only the committee changes it. */
export async function declareOwnIndex(deps: Pick<AppDeps, 'db' | 'clock'>, userId: number, input: DeclaredIndexInput): Promise<MemberProfile> {
  await requireUser(deps.db, userId);
  await inTransaction(deps.db, (trx) => declareIndex(trx, userId, input, deps.clock.now()));
  return getMemberProfile(deps, userId);
}

/** A new photo replaces the old one (both files sets go: the old at once, the new if saving fails). */
export async function setProfilePhoto(deps: Pick<AppDeps, 'db' | 'clock' | 'photos'>, userId: number, upload: Buffer | undefined): Promise<MemberProfile> {
  if (!upload) throw new AppError('BAD_REQUEST', 'Please choose a photo to upload.');
  await requireUser(deps.db, userId);
  const base = await storeMemberPhoto(deps.photos, upload);
  let previous: string | null;
  try {
    previous = await inTransaction(deps.db, async (trx) => {
      const before = await findMemberProfileRow(trx, userId);
      await saveMemberProfileRow(trx, userId, { photo_file: base, updated_at: deps.clock.now().toISOString() });
      return before?.photo_file ?? null;
    });
  } catch (error) {
    await deleteMemberPhoto(deps.photos, base);
    throw error;
  }
  await deleteMemberPhoto(deps.photos, previous);
  return getMemberProfile(deps, userId);
}

export async function removeProfilePhoto(deps: Pick<AppDeps, 'db' | 'clock' | 'photos'>, userId: number): Promise<MemberProfile> {
  const before = await findMemberProfileRow(deps.db, userId);
  if (before?.photo_file) {
    await saveMemberProfileRow(deps.db, userId, { photo_file: null, updated_at: deps.clock.now().toISOString() });
    await deleteMemberPhoto(deps.photos, before.photo_file);
  }
  return getMemberProfile(deps, userId);
}

/** Who may see a stored photo: its owner, and other members unless the owner hid it. */
export async function findPhotoViewers(db: Db, base: string): Promise<{ ownerId: number; othersMaySee: boolean } | null> {
  const row = await findProfileByPhoto(db, base);
  return row ? { ownerId: row.user_id, othersMaySee: !readHiddenFields(row.hidden_fields).includes('photo') } : null;
}

/** What a new member brought on their application, in the transaction that creates them. */
export async function startProfile(trx: Db, userId: number, input: GolfProfile, at: Date): Promise<void> {
  await saveMemberProfileRow(trx, userId, { ...golfColumns(input), updated_at: at.toISOString() });
}

/** Account deletion: the profile and its photo go (the photo file after the caller's transaction, by the name returned). */
export async function forgetProfileOf(trx: Db, userId: number): Promise<string | null> {
  const row = await findMemberProfileRow(trx, userId);
  await deleteMemberProfileRow(trx, userId);
  return row?.photo_file ?? null;
}

/** Removes a forgotten profile's photo files once its row is gone. */
export async function deleteProfilePhoto(deps: Pick<AppDeps, 'photos'>, base: string | null): Promise<void> {
  await deleteMemberPhoto(deps.photos, base);
}
