import { loginInputSchema, type LoginResult, loginResultSchema } from '../../../shared/auth/auth.schema';
import { secondFactorFromFields, signInFromFields } from '../../../shared/auth/sign-in-fields';
import { twoFactorSignInSchema } from '../../../shared/auth/two-factor.schema';
import type { PostedFields } from '../../../shared/site/posted-form';
import { validateWith } from '../../../shared/site/validate-fields';

/** Loaded when the visitor turns to the form: the server's own schemas, so the messages match. */
export const validate = (fields: PostedFields) => validateWith(loginInputSchema, signInFromFields(fields));

export const secondFactorRules = {
  validate: (fields: PostedFields) => validateWith(twoFactorSignInSchema.pick({ code: true }), secondFactorFromFields(fields)),
};

/** The sign-in's answer as the server's schema has it, or null. */
export function readLoginResult(data: unknown): LoginResult | null {
  const parsed = loginResultSchema.safeParse(data);
  return parsed.success ? parsed.data : null;
}
