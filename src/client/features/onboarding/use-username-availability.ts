import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { usernameHint } from '../../../shared/auth/password-strength';
import type { OnboardingCalls } from './onboarding-calls';

/** The client-only hint, then (when the form is fine) the server's availability check. */
export function useUsernameAvailability(username: string, checkUsername: OnboardingCalls['checkUsername']) {
  const [debounced] = useDebouncedValue(username.trim(), 350);
  const hint = usernameHint(username);
  const check = useQuery({
    queryKey: ['username-check', debounced],
    queryFn: () => checkUsername(debounced),
    enabled: usernameHint(debounced) === 'Available',
    staleTime: 30_000,
  });
  const taken = hint === 'Available' && debounced === username.trim() && check.data?.usernameExists === true;
  return { hint, taken };
}
