import { useEffect, useRef } from 'react';
import { browserTimeZone } from './member-time';
import { trpc } from './trpc';

/**
 * On a member's first sign-in (their profile has no zone yet), their browser's zone becomes their
 * profile's, once and without a word: the pages and the e-mails then use it. They change it on the profile.
 */
export function useZoneFromBrowser(): void {
  const utils = trpc.useUtils();
  const profile = trpc.profile.get.useQuery(undefined);
  const { mutate } = trpc.profile.setTimeZone.useMutation({
    onSuccess: (saved) => utils.profile.get.setData(undefined, saved),
    // Silent: the browser's zone is used meanwhile, and the next visit asks again.
    onError: (error) => console.warn('Could not save the time zone', error.message),
  });
  const asked = useRef(false);
  const unset = profile.data?.timeZone === null;
  useEffect(() => {
    if (!unset || asked.current) return;
    const zone = browserTimeZone();
    if (zone === null) return;
    asked.current = true;
    mutate({ timeZone: zone });
  }, [unset, mutate]);
}
