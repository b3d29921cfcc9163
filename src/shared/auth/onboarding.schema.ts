import { z } from 'zod';
import { emailField } from '../email-field';
import { sessionUserSchema } from './auth.schema';

const USERNAME_MIN = 3;
const USERNAME_MAX = 30;
const USERNAME_PATTERN = /^[A-Za-z0-9_-]+$/;

export const newUsernameSchema = z
  .string()
  .trim()
  .min(USERNAME_MIN, 'Username must be at least 3 characters')
  .max(USERNAME_MAX, 'Username must be less than 30 characters')
  .regex(USERNAME_PATTERN, 'Username can only contain letters, numbers, underscores, and hyphens');

const newPasswordSchema = z
  .string()
  .min(8, 'Password must be at least 8 characters')
  .max(200, 'Password must be at most 200 characters')
  .regex(/(?=.*[a-z])(?=.*[A-Z])(?=.*\d)/, 'Password must contain at least one lowercase letter, one uppercase letter, and one number');

const tokenSchema = z.string().trim().min(10, 'This link is not valid.').max(200, 'This link is not valid.');

/** The /onboard form (username, password, confirmPassword). */
export const onboardingFormSchema = z
  .object({
    username: newUsernameSchema,
    password: newPasswordSchema,
    confirmPassword: z.string().min(1, 'Please confirm your password'),
  })
  .refine((values) => values.confirmPassword === '' || values.password === values.confirmPassword, {
    message: "Passwords don't match",
    path: ['confirmPassword'],
  });
export type OnboardingForm = z.infer<typeof onboardingFormSchema>;

/** POST /api/users/onboard: the product's fields plus the invitation token. */
export const onboardInputSchema = z.object({
  username: newUsernameSchema,
  password: newPasswordSchema,
  token: tokenSchema,
});
export type OnboardInput = z.infer<typeof onboardInputSchema>;

export const checkUsernameSchema = z.object({ username: z.string().trim().min(1).max(100) });

export const tokenInputSchema = z.object({ token: tokenSchema });

export const invitationCheckSchema = z.discriminatedUnion('valid', [
  z.object({ valid: z.literal(true), email: z.string(), fullName: z.string() }),
  z.object({ valid: z.literal(false), message: z.string() }),
]);
export type InvitationCheck = z.infer<typeof invitationCheckSchema>;

export const usernameCheckSchema = z.object({ usernameExists: z.boolean() });

/** A new member, signed in. */
export const onboardResultSchema = z.object({ user: sessionUserSchema });

export const forgotPasswordSchema = z.object({
  email: emailField(),
});
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;
export const forgotPasswordResultSchema = z.object({ success: z.literal(true), message: z.string() });

export const resetPasswordFormSchema = z
  .object({ password: newPasswordSchema, confirmPassword: z.string().min(1, 'Please confirm your password') })
  .refine((values) => values.confirmPassword === '' || values.password === values.confirmPassword, {
    message: "Passwords don't match",
    path: ['confirmPassword'],
  });
export type ResetPasswordForm = z.infer<typeof resetPasswordFormSchema>;

export const resetPasswordInputSchema = z.object({ token: tokenSchema, password: newPasswordSchema });
export type ResetPasswordInput = z.infer<typeof resetPasswordInputSchema>;

export const FORGOT_PASSWORD_ANSWER =
  'If an account uses that e-mail address, we have sent it a link to reset the password. The link works once, for one hour.';
