import { generateSync } from 'otplib';

/** The code an authenticator app shows for this secret at a time. */
export function totpCodeAt(secret: string, nowMs: number = Date.now()): string {
  return generateSync({ secret, epoch: Math.floor(nowMs / 1000) });
}
