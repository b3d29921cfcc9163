import type { Db } from '../../../platform/db/db';
import { isSealed, keyIdOf, type SecretBox, SecretUnreadableError } from '../../../platform/secrets/secret-box';
import { findUserById } from '../../users/users.service';
import { listTwoFactorSecrets, replaceTwoFactorSecret } from './two-factor.repository';

// A member's TOTP secret is kept sealed with the secrets key (docs/decisions/secrets-at-rest.md),
// bound to its row: a sealed secret copied to another member's row does not open there.
function context(userId: number): string {
  return `two_factor.secret:${userId}`;
}

export function sealTotpSecret(box: SecretBox, userId: number, secret: string): string {
  return box.seal(secret, context(userId));
}

/** The member's secret in clear, or null when this server cannot open it (sealed with a lost key, or damaged). */
export function openTotpSecret(box: SecretBox, userId: number, stored: string): string | null {
  try {
    return box.open(stored, context(userId));
  } catch (error) {
    if (error instanceof SecretUnreadableError) return null;
    throw error;
  }
}

/** Start-up: seals the secrets still in clear (stored so before this version); answers how many. Run again, it finds none. */
export async function sealTwoFactorSecrets(db: Db, box: SecretBox): Promise<number> {
  const clear = (await listTwoFactorSecrets(db)).filter((row) => !isSealed(row.secret));
  for (const row of clear) await replaceTwoFactorSecret(db, row.user_id, sealTotpSecret(box, row.user_id, row.secret));
  return clear.length;
}

/** The usernames whose two-factor secret was sealed with another key (after npm run secrets:key-lost): their app codes cannot be checked. */
export async function twoFactorSealedWithOtherKey(db: Db, box: SecretBox): Promise<string[]> {
  const others = (await listTwoFactorSecrets(db)).filter((row) => row.enabled_at !== null && isSealed(row.secret) && keyIdOf(row.secret) !== box.keyId);
  const users = await Promise.all(others.map((row) => findUserById(db, row.user_id)));
  return users.flatMap((user) => (user ? [user.username] : []));
}
