import type { Db } from '../../platform/db/db';

export interface DirectoryCandidateRow {
  id: number;
  username: string;
  full_name: string | null;
  time_zone: string | null;
  photo_file: string | null;
  country: string | null;
  platforms: string | null;
  launch_monitor: string | null;
  home_course: string | null;
  hidden_fields: string | null;
}

/**
 * Members other members may find: standard members, not deleted, paid through a day or later (today less the grace days), who
 * did not leave the directory (a member who never saved a profile is listed).
 */
export function listDirectoryCandidates(db: Db, paidThroughFrom: string): Promise<DirectoryCandidateRow[]> {
  return db
    .selectFrom('users')
    .leftJoin('member_profiles', 'member_profiles.user_id', 'users.id')
    .select([
      'users.id',
      'users.username',
      'users.full_name',
      'users.time_zone',
      'member_profiles.photo_file',
      'member_profiles.country',
      'member_profiles.platforms',
      'member_profiles.launch_monitor',
      'member_profiles.home_course',
      'member_profiles.hidden_fields',
    ])
    .where('users.member_type', '=', 'standard')
    .where('users.deleted_at', 'is', null)
    .where('users.paid_through', '>=', paidThroughFrom)
    .where((eb) => eb.or([eb('member_profiles.listed', 'is', null), eb('member_profiles.listed', '=', 1)]))
    .orderBy('users.id')
    .execute();
}
