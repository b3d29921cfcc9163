import { z } from 'zod';

export const memberTypeSchema = z.enum(['admin', 'standard']);
export type MemberType = z.infer<typeof memberTypeSchema>;

export const loginInputSchema = z.object({
  username: z.string().trim().min(2, 'Username must be at least 2 characters').max(100),
  password: z.string().min(6, 'Password must be at least 6 characters').max(200),
});
export type LoginInput = z.infer<typeof loginInputSchema>;

export const sessionUserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  /** The role this request acts with: an admin who must still set up two-factor is a standard member until they do. */
  memberType: memberTypeSchema,
  /** An admin whose second factor the club requires and who has none yet: the admin pages show how to set it up. */
  adminAwaitingTwoFactor: z.literal(true).optional(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const authStateSchema = z.discriminatedUnion('isAuthenticated', [
  z.object({ isAuthenticated: z.literal(true), user: sessionUserSchema }),
  z.object({ isAuthenticated: z.literal(false), user: z.null() }),
]);
export type AuthState = z.infer<typeof authStateSchema>;

export const loginResultSchema = z.object({
  success: z.boolean(),
  user: sessionUserSchema.nullable(),
  message: z.string(),
  /** Set when the password was right and a second factor is on: send it back with the code. */
  twoFactorToken: z.string().optional(),
});
export type LoginResult = z.infer<typeof loginResultSchema>;
