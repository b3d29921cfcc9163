import type { SessionUser } from '../../../../shared/auth/auth.schema';
import type { OnboardInput } from '../../../../shared/auth/onboarding.schema';
import { setApplicationMember } from '../applications/applications.repository';
import { AppError } from '../../../platform/core/app-error';
import { hashPassword } from '../../../platform/passwords/password';
import type { AppDeps } from '../../../platform/deps/deps';
import { toSessionUser } from '../../users/user-mapper';
import { findUserByUsername, insertUser } from '../../users/users.service';
import { lookUpInvitation } from '../applications/invitation.service';
import { enforceRateLimit } from '../../../platform/limits/enforce-rate-limit';
import { getClubSettings } from '../../club/club-settings.service';
import { paidThroughAYearFrom } from '../first-year';
import { recordMembershipPayment } from '../../statements/statements.service';
import { markInvitationUsed } from '../applications/invitation.repository';
import { forgetLink } from '../../../platform/mail/outbox-links.service';
import { inTransaction } from '../../../platform/db/transaction';
import type { Db } from '../../../platform/db/db';
import type { ApplicationRow } from '../../../platform/db/schema';
import { readPlatformList } from '../../../../shared/golf/platforms';
import { declareIndex } from '../../golf/competition-index.service';
import { startProfile } from '../../people/member-profile.service';

/** What the applicant told the club about their golf becomes their profile, and their index their starting one. */
async function carryApplicationProfile(trx: Db, userId: number, application: ApplicationRow, at: Date): Promise<void> {
  await startProfile(
    trx,
    userId,
    { country: application.country, platforms: readPlatformList(application.platforms), launchMonitor: application.launch_monitor, homeCourse: application.home_course },
    at,
  );
  if (application.handicap !== null) {
    await declareIndex(trx, userId, { index: application.handicap, system: application.handicap_system, reference: application.handicap_reference }, at);
  }
}

export const USERNAME_TAKEN = 'Username already taken';

/** POST /api/users/check-username. */
export async function checkUsername(deps: AppDeps, username: string, ip: string): Promise<{ usernameExists: boolean }> {
  await enforceRateLimit(deps.db, deps.limiters.usernameChecks, ip);
  return { usernameExists: Boolean(await findUserByUsername(deps.db, username.trim())) };
}

/**
 * THE moment a member is created from a paid application: the invitation token is checked and
 * spent, the standard member gets the application's name, e-mail, phone and address, and the
 * application is linked to the member, all in one transaction. Later domains (statements) hook
 * the membership payment in here.
 */
export async function createMemberFromInvitation(deps: AppDeps, values: OnboardInput): Promise<{ user: SessionUser }> {
  const precheck = await lookUpInvitation(deps.db, values.token, deps.clock.now().getTime());
  if (!precheck.ok) throw new AppError('BAD_REQUEST', precheck.message);
  if (await findUserByUsername(deps.db, values.username)) throw new AppError('CONFLICT', USERNAME_TAKEN);
  // Hashing takes a while: do it before the transaction holds the database.
  const passwordHash = await hashPassword(values.password);

  const now = deps.clock.now();
  const user = await inTransaction(deps.db, async (trx) => {
    const lookup = await lookUpInvitation(trx, values.token, now.getTime());
    if (!lookup.ok) throw new AppError('BAD_REQUEST', lookup.message);
    if (await findUserByUsername(trx, values.username)) throw new AppError('CONFLICT', USERNAME_TAKEN);
    if (!(await markInvitationUsed(trx, lookup.invitationId, now.toISOString()))) {
      throw new AppError('BAD_REQUEST', 'This invitation has already been used. Please sign in with your account.');
    }
    const { application } = lookup;
    const row = await insertUser(trx, {
      username: values.username,
      password_hash: passwordHash,
      member_type: 'standard',
      full_name: `${application.first_name} ${application.last_name}`,
      email: application.email,
      phone: application.phone,
      address: application.address,
      created_at: now.toISOString(),
      // The year runs from the day the payment was confirmed; founding members keep the founding price.
      paid_through: await paidThroughAYearFrom(trx, application.paid_at ?? now),
      founding_member: application.founding,
      time_zone: application.time_zone,
    });
    await setApplicationMember(trx, application.id, row.id);
    await carryApplicationProfile(trx, row.id, application, now);
    // The membership payment opens the new member's account (statements, renewal date).
    if (application.paid && application.paid_at) {
      await recordMembershipPayment(trx, {
        userId: row.id,
        amountCents: application.amount_paid_cents ?? Math.round((await getClubSettings(trx)).membershipPrice * 100),
        paidAt: application.paid_at,
        reference: application.payment_session_id ?? `application-${application.id}`,
        recordedAt: now,
      });
    }
    return row;
  });
  await forgetLink(deps.db, values.token);
  deps.log.info({ userId: user.id }, 'member created from a paid application');
  return { user: toSessionUser(user) };
}
