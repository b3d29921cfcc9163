import { loginInputSchema } from '../../../../shared/auth/auth.schema';
import { safeRedirectTarget } from '../../../../shared/auth/safe-redirect';
import { isCodeStep, secondFactorFromFields, signInFromFields } from '../../../../shared/auth/sign-in-fields';
import { twoFactorSignInSchema } from '../../../../shared/auth/two-factor.schema';
import { textField } from '../../../../shared/site/posted-form';
import type { AppDeps } from '../../../platform/deps/deps';
import { parseInput } from '../../../platform/validation/parse-input';
import { signIn, signInWithSecondFactor } from '../../http/sign-in';
import type { FormPost } from '../form-posts';

/**
 * Sign-in in one or two steps on one page: the password, then (with two-factor on) the code with
 * the token step one gave, as a hidden field. Signed in, the visitor lands where `redirect` asked
 * (same-site only) or in the members area.
 */
export const signInForm = (deps: AppDeps): FormPost => ({
  path: '/signin',
  failureTitle: 'Login Failed',
  keptAfter: (fields, error) => {
    const username = textField(fields, 'username');
    const redirect = textField(fields, 'redirect');
    const kept = { username, ...(redirect ? { redirect } : {}) };
    // An expired or spent step starts again at the password; a wrong code is tried again.
    if (!isCodeStep(fields) || error.code === 'UNAUTHORIZED') return kept;
    return { ...kept, token: textField(fields, 'token') };
  },
  handle: async (fields, request, reply) => {
    const target = safeRedirectTarget(textField(fields, 'redirect') || undefined);
    if (isCodeStep(fields)) {
      const result = await signInWithSecondFactor(deps, request, reply, parseInput(twoFactorSignInSchema, secondFactorFromFields(fields)));
      return { location: target, data: result };
    }
    const result = await signIn(deps, request, reply, parseInput(loginInputSchema, signInFromFields(fields)));
    if (result.twoFactorToken) {
      const redirect = textField(fields, 'redirect');
      return { stay: { username: textField(fields, 'username'), token: result.twoFactorToken, ...(redirect ? { redirect } : {}) }, data: result };
    }
    return { location: target, data: result };
  },
});
