import type { MemberWelcome } from '../../../shared/people/checklist.schema';
import type { AppDeps } from '../../platform/deps/deps';
import { competitionIndexOf, golfGlancesOf } from '../golf/competition-index.service';
import { requireUser } from '../users/require-user';
import { findStoredProfile } from './member-profile.service';

const DAY_MS = 24 * 60 * 60 * 1000;

/** "Casey" from "Casey Morgan"; the username when there is no name. */
export function firstNameOf(fullName: string | null, username: string): string {
  return fullName?.trim().split(/\s+/)[0] || username;
}

/** The home page's greeting and the first-run checklist, each item decided from what the club holds. */
export async function getMemberWelcome(deps: Pick<AppDeps, 'db' | 'clock'>, userId: number): Promise<MemberWelcome> {
  const user = await requireUser(deps.db, userId);
  const [profile, index, glances] = await Promise.all([findStoredProfile(deps.db, userId), competitionIndexOf(deps.db, userId), golfGlancesOf(deps.db, [userId])]);
  return {
    firstName: firstNameOf(user.full_name, user.username),
    firstDay: deps.clock.now().getTime() - Date.parse(user.created_at) < DAY_MS,
    checklist: [
      { item: 'photo', done: profile.photoFile !== null },
      { item: 'timeZone', done: user.time_zone !== null },
      { item: 'platform', done: profile.platforms.length > 0 },
      { item: 'handicap', done: index !== null },
      { item: 'firstRound', done: (glances.get(userId)?.lastPlayed ?? null) !== null },
    ],
  };
}
