// otplib (with its hash and base32 libraries) is loaded with the first two-factor call rather
// than at start: ~8 MB resident in a process that may not see one for days.
let otplib: ReturnType<typeof loadOtplib> | undefined;
function loadOtplib() {
  return import('otplib');
}
function otp() {
  otplib ??= loadOtplib();
  return otplib;
}

// A code from the step before or after the current one still counts: phone clocks drift.
const DRIFT_SECONDS = 30;

export async function newTotpSecret(): Promise<string> {
  return (await otp()).generateSecret();
}

/** The otpauth:// address an authenticator app reads from the QR code. */
export async function otpauthUrl(issuer: string, account: string, secret: string): Promise<string> {
  return (await otp()).generateURI({ issuer, label: account, secret });
}

/**
 * The 30-second step a code belongs to when it is right, else null. A step at or before
 * `usedStep` is refused, so a code that signed someone in cannot be used again.
 */
export async function acceptedTimeStep(
  secret: string,
  code: string,
  usedStep: number | null,
  now: Date,
): Promise<number | null> {
  const result = (await otp()).verifySync({
    secret,
    token: code,
    epoch: Math.floor(now.getTime() / 1000),
    epochTolerance: DRIFT_SECONDS,
    ...(usedStep === null ? {} : { afterTimeStep: usedStep }),
  });
  // The result type also covers counter-based codes; a time-based one always names its step.
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}
