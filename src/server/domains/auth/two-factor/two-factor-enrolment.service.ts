import type {
  RecoveryCodes,
  TwoFactorConfirmInput,
  TwoFactorEnrolment,
  TwoFactorPasswordInput,
  TwoFactorStatus,
  TwoFactorTurnOffInput,
} from '../../../../shared/auth/two-factor.schema';
import { TWO_FACTOR_CODE_MESSAGE } from '../../../../shared/auth/two-factor.schema';
import { AppError } from '../../../platform/core/app-error';
import { recordAudit } from '../../../platform/audit/audit.service';
import { getClubSettings } from '../../club/club-settings.service';
import type { AppDeps } from '../../../platform/deps/deps';
import type { Db } from '../../../platform/db/db';
import { enforceRateLimit } from '../../../platform/limits/enforce-rate-limit';
import { requireUser } from '../../users/require-user';
import { verifyPassword } from '../../../platform/passwords/password';
import { endOtherSessions } from '../session.service';
import { hasTwoFactor } from './has-two-factor';
import { hashRecoveryCode, newRecoveryCode, RECOVERY_CODE_COUNT } from './recovery-codes';
import { codeKindOf, proofOf, spendProof, WRONG_CODE } from './second-factor-proof';
import { acceptedTimeStep, newTotpSecret, otpauthUrl } from './totp';
import { openTotpSecret, sealTotpSecret } from './two-factor-secrets';
import * as twoFactor from './two-factor.repository';
import { inTransaction } from '../../../platform/db/transaction';

const WRONG_PASSWORD = 'Your password is not correct';
const WRONG_SETUP_CODE = 'That code does not match. Check the time on your phone and enter the code your app shows now.';
const SETUP_AGAIN = 'Start the setup again: scan a new QR code first.';
const REQUIRED_FOR_ADMINS = 'The club requires two-factor authentication for admins, so it cannot be turned off.';
const NOT_ON = 'Two-factor authentication is not on.';

export async function twoFactorStatus(db: Db, userId: number): Promise<TwoFactorStatus> {
  const user = await requireUser(db, userId);
  const enabled = await hasTwoFactor(db, userId);
  const { requireAdminTwoFactor } = await getClubSettings(db);
  return {
    enabled,
    recoveryCodesLeft: enabled ? await twoFactor.countUnusedRecoveryCodes(db, userId) : 0,
    setupRequired: requireAdminTwoFactor && user.member_type === 'admin' && !enabled,
  };
}

/** A new secret and its QR code; the second factor stays off until a first code proves the app has it. */
export async function beginTwoFactorSetup({ db, clock, secrets }: Pick<AppDeps, 'db' | 'clock' | 'secrets'>, userId: number): Promise<TwoFactorEnrolment> {
  const user = await requireUser(db, userId);
  if (await hasTwoFactor(db, userId)) throw new AppError('CONFLICT', 'Two-factor authentication is already on.');
  const secret = await newTotpSecret();
  await twoFactor.upsertPendingTwoFactor(db, userId, sealTotpSecret(secrets, userId, secret), clock.now().toISOString());
  const { clubName } = await getClubSettings(db);
  const url = await otpauthUrl(clubName, user.username, secret);
  const { default: QRCode } = await import('qrcode');
  const svg = await QRCode.toString(url, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return { secret, otpauthUrl: url, qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
}

/** The first right code turns the factor on, hands out the recovery codes (shown once) and signs out other browsers. */
export async function confirmTwoFactorSetup(
  { db, clock, secrets }: Pick<AppDeps, 'db' | 'clock' | 'secrets'>,
  userId: number,
  input: TwoFactorConfirmInput,
  keepSessionToken: string | undefined,
): Promise<RecoveryCodes> {
  const pending = await twoFactor.findTwoFactor(db, userId);
  if (!pending) throw new AppError('BAD_REQUEST', SETUP_AGAIN);
  if (pending.enabled_at) throw new AppError('CONFLICT', 'Two-factor authentication is already on.');
  // A setup begun before the server lost its secrets key cannot be finished: a new QR code starts over.
  const secret = openTotpSecret(secrets, userId, pending.secret);
  if (secret === null) throw new AppError('BAD_REQUEST', SETUP_AGAIN);
  const now = clock.now();
  const step = await acceptedTimeStep(secret, input.code, null, now);
  if (step === null) throw new AppError('BAD_REQUEST', WRONG_SETUP_CODE, { code: [WRONG_SETUP_CODE] });
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  const at = now.toISOString();
  await inTransaction(db, async (trx) => {
    if (!(await twoFactor.enableTwoFactor(trx, userId, step, at)))
      throw new AppError('CONFLICT', 'Two-factor authentication is already on.');
    await twoFactor.replaceRecoveryCodes(trx, userId, codes.map(hashRecoveryCode), at);
    await endOtherSessions(trx, userId, keepSessionToken);
    await recordAudit(trx, {
      actorId: userId,
      action: 'member.two_factor_on',
      entityType: 'member',
      entityId: userId,
      summary: 'Turned on two-factor authentication',
      at: now,
    });
  });
  return { codes };
}

async function requirePassword(deps: Pick<AppDeps, 'db' | 'limiters'>, userId: number, password: string): Promise<void> {
  const user = await requireUser(deps.db, userId);
  const key = String(userId);
  await enforceRateLimit(deps.db, deps.limiters.passwordChanges, key);
  if (!(await verifyPassword(user.password_hash, password)))
    throw new AppError('BAD_REQUEST', WRONG_PASSWORD, { password: [WRONG_PASSWORD] });
  await deps.limiters.passwordChanges.reset(deps.db, key);
}

/**
 * Turns the second factor off with the password and a code from the app or a recovery code. The
 * member's wrong passwords and wrong codes count together (per member, like a password change);
 * the code is spent in the transaction that removes the factor, so a refusal changes nothing.
 */
export async function turnOffTwoFactor(
  deps: Pick<AppDeps, 'db' | 'limiters' | 'clock' | 'secrets'>,
  userId: number,
  input: TwoFactorTurnOffInput,
): Promise<{ success: true }> {
  const user = await requireUser(deps.db, userId);
  if (codeKindOf(input.code) === null) throw new AppError('BAD_REQUEST', TWO_FACTOR_CODE_MESSAGE, { code: [TWO_FACTOR_CODE_MESSAGE] });
  const key = String(userId);
  await enforceRateLimit(deps.db, deps.limiters.passwordChanges, key);
  if (!(await verifyPassword(user.password_hash, input.password)))
    throw new AppError('BAD_REQUEST', WRONG_PASSWORD, { password: [WRONG_PASSWORD] });
  const factor = await twoFactor.findTwoFactor(deps.db, userId);
  if (!factor?.enabled_at) throw new AppError('BAD_REQUEST', NOT_ON);
  if (user.member_type === 'admin' && (await getClubSettings(deps.db)).requireAdminTwoFactor)
    throw new AppError('BAD_REQUEST', REQUIRED_FOR_ADMINS);
  const now = deps.clock.now();
  const proof = await proofOf(deps.secrets, factor, input.code, now);
  if (proof === null) throw wrongCode();
  await inTransaction(deps.db, async (trx) => {
    // The factor read above decided the code was right: the same factor must still be the one on.
    const current = await twoFactor.findTwoFactor(trx, userId);
    if (!current?.enabled_at || current.secret !== factor.secret) throw new AppError('BAD_REQUEST', NOT_ON);
    if (!(await spendProof(trx, userId, proof, now.toISOString()))) throw wrongCode();
    await twoFactor.deleteTwoFactorOf(trx, userId);
    await recordAudit(trx, {
      actorId: userId,
      action: 'member.two_factor_off',
      entityType: 'member',
      entityId: userId,
      summary: `Turned off two-factor authentication (confirmed with ${proof.kind === 'app' ? 'a code from the app' : 'a recovery code'})`,
      at: now,
    });
  });
  await deps.limiters.passwordChanges.reset(deps.db, key);
  return { success: true };
}

function wrongCode(): AppError {
  return new AppError('BAD_REQUEST', WRONG_CODE, { code: [WRONG_CODE] });
}

/** New recovery codes; the old ones stop working at once. */
export async function renewRecoveryCodes(
  deps: Pick<AppDeps, 'db' | 'limiters' | 'clock'>,
  userId: number,
  input: TwoFactorPasswordInput,
): Promise<RecoveryCodes> {
  await requirePassword(deps, userId, input.password);
  if (!(await hasTwoFactor(deps.db, userId))) throw new AppError('BAD_REQUEST', NOT_ON);
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await inTransaction(deps.db, async (trx) => {
    await twoFactor.replaceRecoveryCodes(trx, userId, codes.map(hashRecoveryCode), deps.clock.now().toISOString());
    await recordAudit(trx, {
      actorId: userId,
      action: 'member.recovery_codes_renewed',
      entityType: 'member',
      entityId: userId,
      summary: 'Made new recovery codes (the old ones no longer work)',
      at: deps.clock.now(),
    });
  });
  return { codes };
}
