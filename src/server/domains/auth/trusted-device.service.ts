import type { Db } from '../../platform/db/db';
import { hashToken, newToken } from './session.service';
import { findTrustedDeviceUser, insertTrustedDevice, touchTrustedDevice } from './trusted-devices.repository';

/** Whether the browser's device cookie belongs to a past successful sign-in of this member. */
export async function isTrustedDevice(db: Db, userId: number, token: string | undefined): Promise<boolean> {
  if (!token) return false;
  return (await findTrustedDeviceUser(db, hashToken(token))) === userId;
}

/** After a successful sign-in: keeps the browser's device token, or gives it a new one. */
export async function trustDevice(db: Db, userId: number, token: string | undefined, at: Date): Promise<string> {
  const now = at.toISOString();
  if (token && (await isTrustedDevice(db, userId, token))) {
    await touchTrustedDevice(db, hashToken(token), now);
    return token;
  }
  const fresh = newToken();
  await insertTrustedDevice(db, { token_hash: hashToken(fresh), user_id: userId, created_at: now, last_used_at: now });
  return fresh;
}
