import type { TwoFactorSignInInput } from '../../../../shared/auth/two-factor.schema';
import { TWO_FACTOR_CODE_MESSAGE } from '../../../../shared/auth/two-factor.schema';
import { AppError } from '../../../platform/core/app-error';
import { recordAudit } from '../../../platform/audit/audit.service';
import type { AppDeps } from '../../../platform/deps/deps';
import type { Db } from '../../../platform/db/db';
import type { UserRow } from '../../../platform/db/schema';
import { findUserById } from '../../users/users.service';
import { hashToken, newToken } from '../session.service';
import { isTrustedDevice } from '../trusted-device.service';
import { admitSecondFactorCode, clearSecondFactorSource } from './second-factor-limits';
import { codeKindOf, type Proof, proofOf, spendProof, WRONG_CODE } from './second-factor-proof';
import * as twoFactor from './two-factor.repository';
import { inTransaction } from '../../../platform/db/transaction';

// Housekeeping clears the sign-in challenges nobody answered.
export { deleteExpiredChallenges } from './two-factor.repository';

/** Long enough to open the app and type a code; the password has to be entered again after. */
export const CHALLENGE_MS = 5 * 60_000;
export const MAX_WRONG_CODES = 5;

export const SIGN_IN_EXPIRED = 'This sign-in has expired. Please sign in again.';
export const TOO_MANY_WRONG_CODES = 'Too many wrong codes. Please sign in again.';

/** Where a second step comes from: the address, and the browser's device cookie if it has one. */
export interface SecondStepOrigin {
  ip: string;
  deviceToken: string | undefined;
}

export { APP_CODES_UNREADABLE } from './second-factor-proof';

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

/**
 * Checks the second factor for a challenge and ends it; answers the member to sign in. The code
 * is counted first under the second-factor limits (second-factor-limits.ts); a wrong one also
 * counts against the challenge (five and it is gone).
 */
export async function passTwoFactorChallenge(deps: AppDeps, input: TwoFactorSignInInput, origin: SecondStepOrigin): Promise<UserRow> {
  const { db } = deps;
  const now = deps.clock.now();
  const tokenHash = hashToken(input.token);
  const challenge = await twoFactor.findLiveChallenge(db, tokenHash, now.toISOString());
  if (!challenge) throw new AppError('UNAUTHORIZED', SIGN_IN_EXPIRED);
  const kind = codeKindOf(input.code);
  if (kind === null) throw new AppError('BAD_REQUEST', TWO_FACTOR_CODE_MESSAGE, { code: [TWO_FACTOR_CODE_MESSAGE] });
  const factor = await twoFactor.findTwoFactor(db, challenge.user_id);
  const user = await findUserById(db, challenge.user_id);
  if (!factor?.enabled_at || !user || user.deleted_at) {
    await twoFactor.consumeChallenge(db, tokenHash);
    throw new AppError('UNAUTHORIZED', SIGN_IN_EXPIRED);
  }
  const trusted = await isTrustedDevice(db, user.id, origin.deviceToken);
  const source = { ip: origin.ip, trustedDeviceToken: trusted ? origin.deviceToken : undefined };
  await admitSecondFactorCode(deps, user, factor, source, kind);
  const proof = await proofOf(deps.secrets, factor, input.code, now);
  if (proof !== null && (await useProof(db, user, tokenHash, proof, now))) {
    await clearSecondFactorSource(deps, user.id, source);
    return user;
  }
  const wrongCodes = await twoFactor.countWrongCode(db, tokenHash);
  if (wrongCodes >= MAX_WRONG_CODES) {
    await twoFactor.consumeChallenge(db, tokenHash);
    throw new AppError('UNAUTHORIZED', TOO_MANY_WRONG_CODES);
  }
  throw new AppError('BAD_REQUEST', WRONG_CODE, { code: [WRONG_CODE] });
}

/** Spends the code and the challenge together: of two requests racing with one code, one signs in. */
async function useProof(db: Db, user: UserRow, tokenHash: string, proof: Proof, now: Date): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    if (!(await spendProof(trx, user.id, proof, now.toISOString()))) return false;
    if (!(await twoFactor.consumeChallenge(trx, tokenHash))) throw new AppError('UNAUTHORIZED', SIGN_IN_EXPIRED);
    if (proof.kind === 'recovery') {
      const left = await twoFactor.countUnusedRecoveryCodes(trx, user.id);
      await recordAudit(trx, {
        actorId: user.id,
        action: 'member.recovery_code_used',
        entityType: 'member',
        entityId: user.id,
        summary: `Signed in with a recovery code (${left} left)`,
        at: now,
      });
    }
    return true;
  });
}
