import { z } from 'zod';

export const TWO_FACTOR_CODE_MESSAGE = 'Enter the 6-digit code from your app or one of your recovery codes';

/** A 6-digit app code or a recovery code such as k7m2p-x9q4t; spaces are the member's, not the code's. */
const codeField = z
  .string(TWO_FACTOR_CODE_MESSAGE)
  .trim()
  .min(6, TWO_FACTOR_CODE_MESSAGE)
  .max(20, TWO_FACTOR_CODE_MESSAGE);

export const twoFactorSignInSchema = z.object({
  token: z.string('This sign-in has expired. Please sign in again.').min(1, 'This sign-in has expired. Please sign in again.').max(100),
  code: codeField,
});
export type TwoFactorSignInInput = z.infer<typeof twoFactorSignInSchema>;

export const APP_CODE_MESSAGE = 'Enter the 6-digit code your app shows';

export const twoFactorConfirmSchema = z.object({
  code: z
    .string(APP_CODE_MESSAGE)
    .trim()
    .transform((code) => code.replace(/\s/g, ''))
    .pipe(z.string().regex(/^\d{6}$/, APP_CODE_MESSAGE)),
});
export type TwoFactorConfirmInput = z.infer<typeof twoFactorConfirmSchema>;

/** Turning the second factor off or making new recovery codes asks for the password again. */
export const twoFactorPasswordSchema = z.object({
  password: z.string('Enter your password').min(1, 'Enter your password').max(200),
});
export type TwoFactorPasswordInput = z.infer<typeof twoFactorPasswordSchema>;

/**
 * Turning the second factor off asks for the factor too: a password alone (stolen, or typed into
 * a browser left signed in) must not be enough to remove it.
 */
export const twoFactorTurnOffSchema = twoFactorPasswordSchema.extend({ code: codeField });
export type TwoFactorTurnOffInput = z.infer<typeof twoFactorTurnOffSchema>;

export const twoFactorStatusSchema = z.object({
  enabled: z.boolean(),
  recoveryCodesLeft: z.number(),
  /** The club requires it for admins and this admin has not set it up: the admin pages wait for it. */
  setupRequired: z.boolean(),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;

export const twoFactorEnrolmentSchema = z.object({
  secret: z.string(),
  otpauthUrl: z.string(),
  /** The otpauth address as an SVG QR code, in a data: URL for an <img>. */
  qrCode: z.string(),
});
export type TwoFactorEnrolment = z.infer<typeof twoFactorEnrolmentSchema>;

export const recoveryCodesSchema = z.object({ codes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>;
