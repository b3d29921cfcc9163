import { FORGOT_PASSWORD_SENT, forgotPasswordFromFields } from '../../../../shared/auth/forgot-password-fields';
import { forgotPasswordSchema } from '../../../../shared/auth/onboarding.schema';
import { requestPasswordReset } from '../../../domains/auth/password-reset.service';
import type { AppDeps } from '../../../platform/deps/deps';
import { parseInput } from '../../../platform/validation/parse-input';
import type { FormPost } from '../form-posts';

/** Forgot password: the link is mailed (or not: the answer is the same), then the page says to look for it. */
export const forgotPasswordForm = (deps: AppDeps): FormPost => ({
  path: '/forgot-password',
  failureTitle: 'Request Failed',
  handle: async (fields, request) => {
    await requestPasswordReset(deps, parseInput(forgotPasswordSchema, forgotPasswordFromFields(fields)), request.ip);
    return { location: '/forgot-password?sent=true', notice: FORGOT_PASSWORD_SENT };
  },
});
