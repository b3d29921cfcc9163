import type { InvitationCheck } from '../../../../shared/auth/onboarding.schema';
import { findApplicationById } from './applications.repository';
import { hashToken, newToken } from '../../auth/session.service';
import type { Db } from '../../../platform/db/db';
import type { ApplicationRow } from '../../../platform/db/schema';
import { findInvitationByHash, insertInvitationToken } from './invitation.repository';
import type { AppDeps } from '../../../platform/deps/deps';

export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
const INVALID_INVITATION = 'This invitation link is not valid. Please use the link from your invitation e-mail.';
const USED_INVITATION = 'This invitation has already been used. Please sign in with your account.';
const EXPIRED_INVITATION = 'This invitation has expired. Please contact the club for a new one.';

/** A new single-use token bound to the application; only its hash is stored. */
export async function issueInvitation(db: Db, applicationId: number, now: number): Promise<string> {
  const token = newToken();
  await insertInvitationToken(db, {
    application_id: applicationId,
    token_hash: hashToken(token),
    created_at: new Date(now).toISOString(),
    expires_at: new Date(now + INVITATION_TTL_MS).toISOString(),
    used_at: null,
  });
  return token;
}

type InvitationLookup =
  | { ok: true; invitationId: number; application: ApplicationRow }
  | { ok: false; message: string };

/** Reads a token without changing anything (a mail scanner following the link cannot spend it). */
export async function lookUpInvitation(db: Db, token: string, now: number): Promise<InvitationLookup> {
  const invitation = await findInvitationByHash(db, hashToken(token));
  if (!invitation) return { ok: false, message: INVALID_INVITATION };
  if (invitation.used_at) return { ok: false, message: USED_INVITATION };
  if (Date.parse(invitation.expires_at) <= now) return { ok: false, message: EXPIRED_INVITATION };
  const application = await findApplicationById(db, invitation.application_id);
  if (!application || application.status !== 'approved' || !application.paid) return { ok: false, message: INVALID_INVITATION };
  if (application.user_id !== null) return { ok: false, message: USED_INVITATION };
  return { ok: true, invitationId: invitation.id, application };
}

export async function checkInvitation({ db, clock }: Pick<AppDeps, 'db' | 'clock'>, token: string): Promise<InvitationCheck> {
  const lookup = await lookUpInvitation(db, token, clock.now().getTime());
  if (!lookup.ok) return { valid: false, message: lookup.message };
  const { application } = lookup;
  return { valid: true, email: application.email, fullName: `${application.first_name} ${application.last_name}` };
}
