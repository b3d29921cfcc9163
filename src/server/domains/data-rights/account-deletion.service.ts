import type { AccountDeletionInput } from '../../../shared/profile/profile.schema';
import { AppError, notFound } from '../../platform/core/app-error';
import { recordAudit } from '../../platform/audit/audit.service';
import { verifyPassword } from '../../platform/passwords/password';
import type { AppDeps } from '../../platform/deps/deps';
import { enforceRateLimit } from '../../platform/limits/enforce-rate-limit';
import { deleteImageFiles } from '../../platform/uploads/image-store';
import { deleteSignInRecordsOf } from '../auth/session.service';
import { deleteCalendarFeedOf } from '../calendar/calendar.service';
import { deletePostsOf, listPostImagesOf } from '../feed/feed.service';
import { deleteCommentsOf, listCommentImagesOf } from '../matches/match-comments.service';
import { scrubApplicationsOf } from '../membership/applications/applications.service';
import { announceTeeTimeBookings, leaveTeeTimesOf } from '../reservations/reservations.service';
import { announcePlaces, leaveEventsOf } from '../events/rsvps.service';
import { announceLeftMatches, leaveMatchesOf } from '../matches/matches.service';
import { announceLeftGames, leaveOpenGamesOf } from '../open-games/open-games.service';
import { scrubOutboxOf } from '../../platform/mail/outbox-scrub.service';
import { countUsers, findUserById, pseudonymiseUser } from '../users/users.service';
import { inTransaction } from '../../platform/db/transaction';
import { deleteProfilePhoto, forgetProfileOf } from '../people/member-profile.service';

export const WRONG_PASSWORD = 'Your password is not correct.';
export const LAST_ADMIN_SELF_DELETE = 'The club needs at least one admin: make another member an admin before deleting your account.';

/**
 * A member deletes their own account. Their personal data goes; their posts and comments are
 * removed or kept without their name, as they choose; their played matches, scores and statements
 * stay under the pseudonym "former-member-<id>" so other members' records remain whole. In the same
 * transaction they leave everything still to come: event places and waitlists (fees as the rules
 * say; the places go on down the line), tee times and their waitlists, and matches not yet played
 * (one they organised is cancelled) and open games (one they host is cancelled); the outbox loses their address and names. Audited. Who got a
 * place or lost a match is told once the deletion has committed.
 */
export async function deleteOwnAccount(
  deps: AppDeps,
  userId: number,
  input: AccountDeletionInput,
): Promise<{ success: true }> {
  const user = await findUserById(deps.db, userId);
  if (!user || user.deleted_at) throw notFound('Member not found.');
  await enforceRateLimit(deps.db, deps.limiters.passwordChanges, String(userId));
  if (!(await verifyPassword(user.password_hash, input.password)))
    throw new AppError('BAD_REQUEST', WRONG_PASSWORD, { password: [WRONG_PASSWORD] });
  const images = input.content === 'remove' ? [...(await listPostImagesOf(deps.db, userId)), ...(await listCommentImagesOf(deps.db, userId))] : [];
  const now = deps.clock.now();
  const pseudonym = `former-member-${userId}`;
  const leftBehind = await inTransaction(deps.db, async (trx) => {
    if (user.member_type === 'admin' && (await countUsers(trx, 'admin')) <= 1) throw new AppError('CONFLICT', LAST_ADMIN_SELF_DELETE);
    const places = await leaveEventsOf(trx, userId, now);
    const teeTimes = await leaveTeeTimesOf(trx, userId, now);
    const matches = await leaveMatchesOf(trx, userId, now);
    const games = await leaveOpenGamesOf(trx, userId, now);
    await scrubOutboxOf(trx, { email: user.email, names: [user.username, ...(user.full_name ? [user.full_name] : [])], pseudonym });
    if (input.content === 'remove') {
      await deletePostsOf(trx, userId);
      await deleteCommentsOf(trx, userId);
    }
    // What is private to the member and useless to anyone else, each through the module that keeps it.
    await deleteSignInRecordsOf(trx, userId);
    await deleteCalendarFeedOf(trx, userId);
    await scrubApplicationsOf(trx, userId);
    const photo = await forgetProfileOf(trx, userId);
    await pseudonymiseUser(trx, userId, now.toISOString());
    await recordAudit(trx, {
      actorId: userId,
      action: 'member.delete_own_account',
      entityType: 'member',
      entityId: userId,
      summary: `A member deleted their account (posts and comments ${input.content === 'remove' ? 'removed' : 'kept without their name'}); left ${places.length} event(s), ${matches.notices.length > 0 ? 'cancelled the matches they organised, ' : ''}gave up coming tee times; now ${pseudonym}`,
      at: now,
    });
    return { places, teeTimes, matches, games, photo };
  });
  await deleteImageFiles(deps.photos, images);
  await deleteProfilePhoto(deps, leftBehind.photo);
  await announcePlaces(deps, leftBehind.places);
  await announceTeeTimeBookings(deps, leftBehind.teeTimes);
  await announceLeftMatches(deps, leftBehind.matches);
  await announceLeftGames(deps, leftBehind.games);
  return { success: true };
}
