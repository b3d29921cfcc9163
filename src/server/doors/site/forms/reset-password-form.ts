import { resetPasswordFormSchema, tokenInputSchema } from '../../../../shared/auth/onboarding.schema';
import { PASSWORD_FIELDS, PASSWORD_UPDATED, resetPasswordFromFields } from '../../../../shared/auth/reset-password-fields';
import { textField } from '../../../../shared/site/posted-form';
import { INVALID_RESET_LINK, resetPassword } from '../../../domains/auth/password-reset.service';
import { AppError } from '../../../platform/core/app-error';
import type { AppDeps } from '../../../platform/deps/deps';
import { parseInput } from '../../../platform/validation/parse-input';
import type { FormPost } from '../form-posts';

/** Reset password: the link's token comes as a hidden field; once set, on to sign in. */
export const resetPasswordForm = (deps: AppDeps): FormPost => ({
  path: '/reset-password',
  failureTitle: 'Password Not Changed',
  secret: PASSWORD_FIELDS,
  handle: async (fields) => {
    const { password } = parseInput(resetPasswordFormSchema, resetPasswordFromFields(fields));
    // A token cut short or missing is a broken link, said for the whole form (the field is hidden).
    const link = tokenInputSchema.safeParse({ token: textField(fields, 'token') });
    if (!link.success) throw new AppError('BAD_REQUEST', INVALID_RESET_LINK);
    await resetPassword(deps, { token: link.data.token, password });
    return { location: '/signin', notice: PASSWORD_UPDATED };
  },
});
