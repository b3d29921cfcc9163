import { totpCodeAt } from './totp-codes';
import { beginTwoFactorSetup, confirmTwoFactorSetup } from '../server/domains/auth/two-factor/two-factor-enrolment.service';
import type { Db } from '../server/platform/db/db';
import { systemClock } from '../server/platform/core/clock';
import type { SecretBox } from '../server/platform/secrets/secret-box';
import { TEST_SECRETS } from './test-secrets';

const STEP_MS = 30_000;

/** Turns a member's second factor on as the profile page does; answers the secret and recovery codes. */
export async function withTwoFactor(db: Db, userId: number, secrets: SecretBox = TEST_SECRETS): Promise<{ secret: string; codes: string[] }> {
  const deps = { db, clock: systemClock, secrets };
  const { secret } = await beginTwoFactorSetup(deps, userId);
  const { codes } = await confirmTwoFactorSetup(deps, userId, { code: totpCodeAt(secret) }, undefined);
  return { secret, codes };
}

/** The app's code `steps` 30-second steps from now (1 = the next code, still accepted for clock drift). */
export function appCode(secret: string, steps = 0): string {
  return totpCodeAt(secret, Date.now() + steps * STEP_MS);
}
