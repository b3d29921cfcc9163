import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { usernameHint } from '../../../shared/auth/password-strength';
import { trpc } from '../../lib/trpc';

/** The client-only hint, then (when the form is fine) the server's availability check. */
export function useUsernameAvailability(username: string) {
  const [debounced] = useDebouncedValue(username.trim(), 350);
  const hint = usernameHint(username);
  const utils = trpc.useUtils();
  const check = useQuery({
    queryKey: ['username-check', debounced],
    queryFn: () => utils.client.onboarding.checkUsername.mutate({ username: debounced }),
    enabled: usernameHint(debounced) === 'Available',
    staleTime: 30_000,
  });
  const taken = hint === 'Available' && debounced === username.trim() && check.data?.usernameExists === true;
  return { hint, taken };
}
