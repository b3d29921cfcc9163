import { AppError } from '../../../platform/core/app-error';
import type { Db } from '../../../platform/db/db';
import type { SecretBox } from '../../../platform/secrets/secret-box';
import { hashRecoveryCode, looksLikeRecoveryCode } from './recovery-codes';
import { acceptedTimeStep } from './totp';
import { openTotpSecret } from './two-factor-secrets';
import * as twoFactor from './two-factor.repository';

export const WRONG_CODE = 'That code is not right. Enter the code your app shows now, or one of your recovery codes.';
/** The member's secret was sealed with a secrets key this server no longer has (docs/decisions/secrets-at-rest.md). */
export const APP_CODES_UNREADABLE =
  'Codes from your authenticator app cannot be checked: the club website was moved without the key that protects them. Sign in with one of your recovery codes, then set up two-factor authentication again under My Profile, Security. No recovery codes left? Ask the club to reset it.';

/** A 6-digit code from the app, or a recovery code (which passes the locks: docs/decisions/sign-in-limits.md). */
export type CodeKind = 'app' | 'recovery';

export type Proof = { kind: 'app'; step: number } | { kind: 'recovery'; codeHash: string };

/** What a typed code is, spaces aside; null when it is neither (refused before anything is counted). */
export function codeKindOf(typed: string): CodeKind | null {
  const code = typed.replace(/\s/g, '');
  if (/^\d{6}$/.test(code)) return 'app';
  return looksLikeRecoveryCode(code) ? 'recovery' : null;
}

/**
 * What a typed code proves for this factor: an app code's 30-second step when it is right (and
 * newer than the last one used), or a recovery code's hash, which is checked when it is spent.
 * Null when it proves nothing. An app code for a secret this server cannot open is refused with
 * its own message: not the member's mistake, and the recovery codes still work.
 */
export async function proofOf(
  secrets: SecretBox,
  factor: { user_id: number; secret: string; last_time_step: number | null },
  typed: string,
  now: Date,
): Promise<Proof | null> {
  const code = typed.replace(/\s/g, '');
  const kind = codeKindOf(code);
  if (kind === 'recovery') return { kind, codeHash: hashRecoveryCode(code) };
  if (kind !== 'app') return null;
  const secret = openTotpSecret(secrets, factor.user_id, factor.secret);
  if (secret === null) throw new AppError('BAD_REQUEST', APP_CODES_UNREADABLE, { code: [APP_CODES_UNREADABLE] });
  const step = await acceptedTimeStep(secret, code, factor.last_time_step, now);
  return step === null ? null : { kind, step };
}

/**
 * Spends a proof with conditional updates, so two requests racing with one code cannot both use
 * it: records the app code's step, or uses up the recovery code. False when it was used already
 * or is not the member's. Call it in the transaction of what the code allows.
 */
export function spendProof(trx: Db, userId: number, proof: Proof, at: string): Promise<boolean> {
  return proof.kind === 'app' ? twoFactor.claimTimeStep(trx, userId, proof.step) : twoFactor.useRecoveryCode(trx, userId, proof.codeHash, at);
}
