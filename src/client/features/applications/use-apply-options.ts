import { useSuspenseQuery } from '@tanstack/react-query';

/**
 * The apply form's lists, as the server rendered the page with them: the names of countries and
 * time zones come from the runtime's Intl, which differs between the server and browsers, and the
 * browser must hydrate the very options the server sent (the query cache carries them). On the
 * first visit they come with the page, so their code (and zod with it) never loads.
 */
export function useApplyOptions() {
  return useSuspenseQuery({
    queryKey: ['apply-options'],
    queryFn: () => import('./where-you-play-options').then((module) => module.whereYouPlayOptions()),
    staleTime: Infinity,
    gcTime: Infinity,
  }).data;
}
