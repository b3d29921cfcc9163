import { MALFORMED_INVITATION } from '../../../shared/auth/onboard-fields';
import type { InvitationCheck } from '../../../shared/auth/onboarding.schema';
import { errorCodeOf } from '../../lib/error-message';
import { trpc } from '../../lib/trpc';

/** What the onboarding page asks the server besides its form's post. */
export interface OnboardingCalls {
  checkToken: (token: string) => Promise<InvitationCheck>;
  checkUsername: (username: string) => Promise<{ usernameExists: boolean }>;
}

export function useOnboardingCalls(): OnboardingCalls {
  const { client } = trpc.useUtils();
  return {
    checkToken: (token) => client.onboarding.checkToken.mutate({ token }),
    checkUsername: (username) => client.onboarding.checkUsername.mutate({ username }),
  };
}

const CHECK_FAILED = 'We could not check your invitation. Please try again.';

/**
 * Whether the link's invitation is valid: only asked, never spent (the form's post spends it). The
 * page suspends on it, so the server's HTML already says it. Never an error: a refusal is the answer.
 */
export function invitationCheckQuery(checkToken: OnboardingCalls['checkToken'], token: string) {
  return {
    queryKey: ['invitation-check', token],
    queryFn: async (): Promise<InvitationCheck> => {
      try {
        return await checkToken(token);
      } catch (error) {
        // A token the server refuses to even look up (too short, too long) is a bad link, not a network failure.
        return { valid: false, message: errorCodeOf(error) === 'BAD_REQUEST' ? MALFORMED_INVITATION : CHECK_FAILED };
      }
    },
  };
}
