import { declareOwnIndex, findStoredProfile, setProfilePhoto, startProfile } from '../../src/server/domains/people/member-profile.service';
import { competitionIndexOf } from '../../src/server/domains/golf/competition-index.service';
import { portraitAvatar } from './demo-pictures';
import { demoMembers, initialsOf } from './demo-members';
import type { SeedContext } from './seed-context';

/**
 * Each demo member's club profile, through the people module: country, platforms, launch monitor and
 * home course, a drawn portrait stored through the photo pipeline, and the starting index most of
 * them declared on joining. A member whose profile is already filled in is left as it is.
 */
export async function seedProfiles(ctx: SeedContext): Promise<void> {
  let count = 0;
  for (const member of demoMembers) {
    const userId = ctx.memberIds.get(member.username);
    if (userId === undefined) continue;
    const stored = await findStoredProfile(ctx.db, userId);
    if (stored.country !== null || stored.photoFile !== null) continue;
    const { country, platforms, launchMonitor, homeCourse } = member;
    await startProfile(ctx.db, userId, { country, platforms, launchMonitor, homeCourse }, ctx.deps.clock.now());
    await setProfilePhoto(ctx.deps, userId, await portraitAvatar(initialsOf(member.fullName), member.palette));
    if (member.declared && (await competitionIndexOf(ctx.db, userId)) === null) await declareOwnIndex(ctx.deps, userId, member.declared);
    count += 1;
  }
  console.log(`Demo profiles: ${count} (country, platforms, launch monitor, home course, photo)`);
}
