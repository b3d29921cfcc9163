import { generateSecret, generateSync, generateURI, verifySync } from 'otplib';

// A code from the step before or after the current one still counts: phone clocks drift.
const DRIFT_SECONDS = 30;

export function newTotpSecret(): string {
  return generateSecret();
}

/** The otpauth:// address an authenticator app reads from the QR code. */
export function otpauthUrl(issuer: string, account: string, secret: string): string {
  return generateURI({ issuer, label: account, secret });
}

/**
 * The 30-second step a code belongs to when it is right, else null. A step at or before
 * `usedStep` is refused, so a code that signed someone in cannot be used again.
 */
export function acceptedTimeStep(secret: string, code: string, usedStep: number | null, nowMs: number = Date.now()): number | null {
  const result = verifySync({
    secret,
    token: code,
    epoch: Math.floor(nowMs / 1000),
    epochTolerance: DRIFT_SECONDS,
    ...(usedStep === null ? {} : { afterTimeStep: usedStep }),
  });
  // The result type also covers counter-based codes; a time-based one always names its step.
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}

/** The code an authenticator app shows for this secret at a time (tests and the demo use it). */
export function totpCodeAt(secret: string, nowMs: number = Date.now()): string {
  return generateSync({ secret, epoch: Math.floor(nowMs / 1000) });
}
