import type { TwoFactorSignInInput } from '../../../../shared/auth/two-factor.schema';
import { TWO_FACTOR_CODE_MESSAGE } from '../../../../shared/auth/two-factor.schema';
import { AppError } from '../../../platform/core/app-error';
import { recordAudit } from '../../../platform/audit/audit.service';
import type { AppDeps } from '../../../platform/deps/deps';
import type { Db } from '../../../platform/db/db';
import type { UserRow } from '../../../platform/db/schema';
import { enforceRateLimit } from '../../../platform/limits/enforce-rate-limit';
import { findUserById } from '../../users/users.service';
import { hashToken, newToken } from '../session.service';
import { hashRecoveryCode, looksLikeRecoveryCode } from './recovery-codes';
import { acceptedTimeStep } from './totp';
import { openTotpSecret } from './two-factor-secrets';
import * as twoFactor from './two-factor.repository';
import { inTransaction } from '../../../platform/db/transaction';

// Housekeeping clears the sign-in challenges nobody answered.
export { deleteExpiredChallenges } from './two-factor.repository';

/** Long enough to open the app and type a code; the password has to be entered again after. */
export const CHALLENGE_MS = 5 * 60_000;
export const MAX_WRONG_CODES = 5;

export const SIGN_IN_EXPIRED = 'This sign-in has expired. Please sign in again.';
export const TOO_MANY_WRONG_CODES = 'Too many wrong codes. Please sign in again.';
export const WRONG_CODE = 'That code is not right. Enter the code your app shows now, or one of your recovery codes.';
/** The member's secret was sealed with a secrets key this server no longer has (docs/decisions/secrets-at-rest.md). */
export const APP_CODES_UNREADABLE =
  'Codes from your authenticator app cannot be checked: the club website was moved without the key that protects them. Sign in with one of your recovery codes, then set up two-factor authentication again under My Profile, Security. No recovery codes left? Ask the club to reset it.';

/** After a right password: a single-use token that stands for it until the second factor is given. */
export async function openTwoFactorChallenge({ db, clock }: Pick<AppDeps, 'db' | 'clock'>, userId: number): Promise<string> {
  const nowMs = clock.now().getTime();
  const token = newToken();
  await twoFactor.insertChallenge(db, {
    token_hash: hashToken(token),
    user_id: userId,
    created_at: new Date(nowMs).toISOString(),
    expires_at: new Date(nowMs + CHALLENGE_MS).toISOString(),
  });
  return token;
}

type Proof = { kind: 'app'; step: number } | { kind: 'recovery'; codeHash: string };

/**
 * Checks the second factor for a challenge and ends it; answers the member to sign in. A wrong
 * code counts against the challenge (five and it is gone) and against the member's hourly limit.
 */
export async function passTwoFactorChallenge(deps: Pick<AppDeps, 'db' | 'limiters' | 'clock' | 'secrets'>, input: TwoFactorSignInInput): Promise<UserRow> {
  const { db } = deps;
  const now = deps.clock.now();
  const nowMs = now.getTime();
  const tokenHash = hashToken(input.token);
  const challenge = await twoFactor.findLiveChallenge(db, tokenHash, new Date(nowMs).toISOString());
  if (!challenge) throw new AppError('UNAUTHORIZED', SIGN_IN_EXPIRED);
  const code = input.code.replace(/\s/g, '');
  if (!/^\d{6}$/.test(code) && !looksLikeRecoveryCode(code)) throw new AppError('BAD_REQUEST', TWO_FACTOR_CODE_MESSAGE, { code: [TWO_FACTOR_CODE_MESSAGE] });
  await enforceRateLimit(db, deps.limiters.twoFactorCodes, String(challenge.user_id));
  const factor = await twoFactor.findTwoFactor(db, challenge.user_id);
  const user = await findUserById(db, challenge.user_id);
  if (!factor?.enabled_at || !user || user.deleted_at) {
    await twoFactor.consumeChallenge(db, tokenHash);
    throw new AppError('UNAUTHORIZED', SIGN_IN_EXPIRED);
  }
  const isAppCode = /^\d{6}$/.test(code);
  const secret = isAppCode ? openTotpSecret(deps.secrets, factor.user_id, factor.secret) : null;
  // Not the member's mistake: it does not count as a wrong code, and the recovery codes still work.
  if (isAppCode && secret === null) throw new AppError('BAD_REQUEST', APP_CODES_UNREADABLE, { code: [APP_CODES_UNREADABLE] });
  const step = secret !== null ? await acceptedTimeStep(secret, code, factor.last_time_step, now) : null;
  const proof: Proof | null = step !== null ? { kind: 'app', step } : looksLikeRecoveryCode(code) ? { kind: 'recovery', codeHash: hashRecoveryCode(code) } : null;
  const passed = proof !== null && (await useProof(db, user, tokenHash, proof, nowMs));
  if (passed) return user;
  const wrongCodes = await twoFactor.countWrongCode(db, tokenHash);
  if (wrongCodes >= MAX_WRONG_CODES) {
    await twoFactor.consumeChallenge(db, tokenHash);
    throw new AppError('UNAUTHORIZED', TOO_MANY_WRONG_CODES);
  }
  throw new AppError('BAD_REQUEST', WRONG_CODE, { code: [WRONG_CODE] });
}

/** Spends the code and the challenge together: of two requests racing with one code, one signs in. */
async function useProof(db: Db, user: UserRow, tokenHash: string, proof: Proof, nowMs: number): Promise<boolean> {
  const at = new Date(nowMs).toISOString();
  return inTransaction(db, async (trx) => {
    const spent = proof.kind === 'app' ? await twoFactor.claimTimeStep(trx, user.id, proof.step) : await twoFactor.useRecoveryCode(trx, user.id, proof.codeHash, at);
    if (!spent) return false;
    if (!(await twoFactor.consumeChallenge(trx, tokenHash))) throw new AppError('UNAUTHORIZED', SIGN_IN_EXPIRED);
    if (proof.kind === 'recovery') {
      const left = await twoFactor.countUnusedRecoveryCodes(trx, user.id);
      await recordAudit(trx, {
        actorId: user.id,
        action: 'member.recovery_code_used',
        entityType: 'member',
        entityId: user.id,
        summary: `Signed in with a recovery code (${left} left)`,
        at: new Date(nowMs),
      });
    }
    return true;
  });
}
