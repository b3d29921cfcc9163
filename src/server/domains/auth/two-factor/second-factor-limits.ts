import { AppError } from '../../../platform/core/app-error';
import { recordAudit } from '../../../platform/audit/audit.service';
import type { AppDeps } from '../../../platform/deps/deps';
import type { Db } from '../../../platform/db/db';
import type { UserRow } from '../../../platform/db/schema';
import { inTransaction } from '../../../platform/db/transaction';
import { waitText } from '../../../platform/limits/enforce-rate-limit';
import { TWO_FACTOR_ACCOUNT_CEILING, TWO_FACTOR_LOCK_MS } from '../../../platform/limits/limiters';
import type { RateDecision } from '../../../platform/limits/rate-limiter';
import { sendMail } from '../../../platform/mail/mail.service';
import { getClubSettings } from '../../club/club-settings.service';
import type { SignInSource } from '../sign-in-limits';
import { hashToken } from '../session.service';
import type { CodeKind } from './second-factor-proof';
import { secondFactorLockEmail } from './second-factor-lock.template';
import * as twoFactor from './two-factor.repository';

/**
 * Second-factor limits that cannot lock the owner out (docs/decisions/sign-in-limits.md). Codes
 * are counted per challenge (five wrong and it ends), per (member, address) or per (member,
 * trusted browser), and per member from untrusted browsers up to a ceiling. Reaching the ceiling
 * locks codes from the app for an hour in untrusted browsers only, and e-mails the owner once:
 * someone has the password. A recovery code passes every lock; a trusted browser passes the
 * member's lock and has its own count.
 */

export const TOO_MANY_CODES_HERE = (wait: string) =>
  `Too many codes were tried from here. Please wait ${wait} and try again, or use one of your recovery codes.`;
export const SECOND_FACTOR_LOCKED = (wait: string) =>
  `Too many wrong codes were tried for this account. For the next ${wait}, codes from the app only work in a browser you have signed in with before; use one of your recovery codes instead.`;

function sourceKey(userId: number, source: SignInSource): string {
  return source.trustedDeviceToken ? `${userId}|device:${hashToken(source.trustedDeviceToken)}` : `${userId}|ip:${source.ip}`;
}

function lockedFor(lockedUntil: string | null, now: Date): number {
  return lockedUntil === null ? 0 : Date.parse(lockedUntil) - now.getTime();
}

function lockedError(ms: number): AppError {
  return new AppError('TOO_MANY_REQUESTS', SECOND_FACTOR_LOCKED(waitText(Math.max(1, Math.ceil(ms / 1000)))));
}

function tooManyHere(decision: RateDecision): AppError {
  return new AppError('TOO_MANY_REQUESTS', TOO_MANY_CODES_HERE(waitText(decision.retryAfterSeconds)));
}

/**
 * Counts a code before it is checked (so parallel guesses cannot outrun the counts) or refuses it
 * with a 429. Codes from the app are refused while their source is over its limit, or while the
 * member's lock holds and the browser is not trusted; a recovery code is counted where there is
 * room and always checked.
 */
export async function admitSecondFactorCode(
  deps: AppDeps,
  user: UserRow,
  factor: { locked_until: string | null },
  source: SignInSource,
  kind: CodeKind,
): Promise<void> {
  const trusted = source.trustedDeviceToken !== undefined;
  const now = deps.clock.now();
  if (!trusted && kind === 'app' && lockedFor(factor.locked_until, now) > 0) throw lockedError(lockedFor(factor.locked_until, now));
  const here = await deps.limiters.twoFactorSources.hit(deps.db, sourceKey(user.id, source));
  if (!here.allowed && kind === 'app') throw tooManyHere(here);
  if (trusted) return;
  const account = await deps.limiters.twoFactorAccounts.hit(deps.db, String(user.id));
  if (account.allowed) return;
  const lockMs = await lockSecondFactor(deps, user, now);
  if (kind === 'app') throw lockedError(lockMs);
}

/** A right code clears its source's count; the member's count stays, so an attacker gains nothing. */
export async function clearSecondFactorSource(deps: Pick<AppDeps, 'db' | 'limiters'>, userId: number, source: SignInSource): Promise<void> {
  await deps.limiters.twoFactorSources.reset(deps.db, sourceKey(userId, source));
}

/**
 * Starts the lock unless one holds (one lock, one audit row, one e-mail, however many attempts
 * race into it) and answers how long it holds from now.
 */
async function lockSecondFactor(deps: AppDeps, user: UserRow, now: Date): Promise<number> {
  const until = new Date(now.getTime() + TWO_FACTOR_LOCK_MS);
  const started = await inTransaction(deps.db, async (trx) => {
    if (!(await twoFactor.lockTwoFactor(trx, user.id, until.toISOString(), now.toISOString()))) return false;
    await recordAudit(trx, {
      actorId: user.id,
      action: 'member.two_factor_locked',
      entityType: 'member',
      entityId: user.id,
      summary: `Codes from the app paused for ${waitText(TWO_FACTOR_LOCK_MS / 1000)} in browsers never signed in with: ${TWO_FACTOR_ACCOUNT_CEILING} codes tried within an hour after the right password`,
      at: now,
    });
    return true;
  });
  if (!started) return lockedFor((await twoFactor.findTwoFactor(deps.db, user.id))?.locked_until ?? null, now);
  // After the lock is committed, as every mail goes out (the outbox keeps it for the worker).
  if (user.email) {
    const club = await getClubSettings(deps.db);
    await sendMail(
      deps,
      secondFactorLockEmail({
        clubName: club.clubName,
        to: user.email,
        username: user.username,
        wrongCodes: TWO_FACTOR_ACCOUNT_CEILING,
        lockMinutes: TWO_FACTOR_LOCK_MS / 60_000,
        securityUrl: new URL('/member/profile?tab=security', deps.config.PUBLIC_URL).href,
      }),
    );
  } else {
    deps.log.warn({ userId: user.id }, 'second factor locked; the member has no e-mail address to tell');
  }
  return TWO_FACTOR_LOCK_MS;
}

/**
 * A new password shuts out whoever had the old one: their open second steps end, the lock lifts
 * and the member's count starts again. Call it with the transaction that changes the password.
 */
export async function endSecondFactorAttempts(deps: Pick<AppDeps, 'limiters'>, trx: Db, userId: number): Promise<void> {
  await twoFactor.deleteChallengesOf(trx, userId);
  await twoFactor.unlockTwoFactor(trx, userId);
  await deps.limiters.twoFactorAccounts.reset(trx, String(userId));
}
