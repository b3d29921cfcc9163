import type { SessionUser } from '../../../shared/auth/auth.schema';
import { MAIL_KIND_LABELS, MAIL_KINDS, type MailKind, type MailPreference } from '../../../shared/mail/mail-kinds';
import { AppError } from '../../platform/core/app-error';
import type { AppDeps } from '../../platform/deps/deps';
import { getMembership } from '../membership/membership.service';
import { listOptOuts, setOptOut } from '../../platform/mail/member-mail';

const REMINDERS_LOCKED = 'Renewal reminders stay on while your membership is expiring. They can be turned off once it is renewed.';

async function remindersLocked(deps: AppDeps, user: SessionUser): Promise<boolean> {
  if (user.memberType !== 'standard') return false;
  const { status } = await getMembership(deps, user.id);
  return status === 'expiring' || status === 'grace';
}

export async function getMailPreferences(deps: AppDeps, user: SessionUser): Promise<MailPreference[]> {
  const [optedOut, locked] = await Promise.all([listOptOuts(deps.db, user.id), remindersLocked(deps, user)]);
  return MAIL_KINDS.map((kind) => {
    const isLocked = kind === 'membership_reminders' && locked;
    return { kind, label: MAIL_KIND_LABELS[kind], enabled: isLocked || !optedOut.has(kind), locked: isLocked };
  });
}

export async function setMailPreference(deps: AppDeps, user: SessionUser, kind: MailKind, enabled: boolean): Promise<MailPreference[]> {
  if (!enabled && kind === 'membership_reminders' && (await remindersLocked(deps, user))) throw new AppError('BAD_REQUEST', REMINDERS_LOCKED);
  await setOptOut(deps.db, user.id, kind, !enabled, deps.clock.now().toISOString());
  return getMailPreferences(deps, user);
}
