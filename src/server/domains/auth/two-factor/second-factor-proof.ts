import type { Db } from '../../../platform/db/db';
import { hashRecoveryCode, looksLikeRecoveryCode } from './recovery-codes';
import { acceptedTimeStep } from './totp';
import * as twoFactor from './two-factor.repository';

export const WRONG_CODE = 'That code is not right. Enter the code your app shows now, or one of your recovery codes.';

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
 * Null when it proves nothing.
 */
export async function proofOf(factor: { secret: string; last_time_step: number | null }, typed: string, now: Date): Promise<Proof | null> {
  const code = typed.replace(/\s/g, '');
  const kind = codeKindOf(code);
  if (kind === 'recovery') return { kind, codeHash: hashRecoveryCode(code) };
  if (kind !== 'app') return null;
  const step = await acceptedTimeStep(factor.secret, code, factor.last_time_step, now);
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
