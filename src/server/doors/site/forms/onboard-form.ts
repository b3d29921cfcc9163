import { ACCOUNT_CREATED, MALFORMED_INVITATION, onboardFromFields } from '../../../../shared/auth/onboard-fields';
import { onboardingFormSchema, tokenInputSchema } from '../../../../shared/auth/onboarding.schema';
import { PASSWORD_FIELDS } from '../../../../shared/auth/reset-password-fields';
import { textField } from '../../../../shared/site/posted-form';
import { createMemberFromInvitation } from '../../../domains/membership/onboarding/onboarding.service';
import { AppError } from '../../../platform/core/app-error';
import type { AppDeps } from '../../../platform/deps/deps';
import { parseInput } from '../../../platform/validation/parse-input';
import type { FormPost } from '../form-posts';

/** Onboarding: the invitation's token comes as a hidden field; the new member then signs in. */
export const onboardForm = (deps: AppDeps): FormPost => ({
  path: '/onboard',
  failureTitle: 'Failed to create account',
  secret: PASSWORD_FIELDS,
  handle: async (fields) => {
    const { username, password } = parseInput(onboardingFormSchema, onboardFromFields(fields));
    const invitation = tokenInputSchema.safeParse({ token: textField(fields, 'token') });
    if (!invitation.success) throw new AppError('BAD_REQUEST', MALFORMED_INVITATION);
    try {
      await createMemberFromInvitation(deps, { username, password, token: invitation.data.token });
    } catch (error) {
      // A taken username is the username field's message, on the page as with scripts.
      if (error instanceof AppError && error.code === 'CONFLICT') throw new AppError('CONFLICT', error.message, { username: [error.message] });
      throw error;
    }
    return { location: '/signin', notice: ACCOUNT_CREATED };
  },
});
