import { createFileRoute } from '@tanstack/react-router';
import { type EmailChangeOutcome, ProfilePage } from '../../features/profile/profile-page';
import { readChoice } from '../../lib/list-search';
import { loadPage } from '../../lib/route-data';

type ProfileTab = 'personal' | 'security';

export const Route = createFileRoute('/member/profile')({
  // Every key, even when absent: the router merges the answer over the raw search.
  validateSearch: (search: Record<string, unknown>): { tab?: ProfileTab | undefined; emailChange?: EmailChangeOutcome | undefined } => ({
    tab: readChoice(search.tab, ['personal', 'security'] as const),
    emailChange: readChoice(search.emailChange, ['confirmed', 'expired'] as const),
  }),
  loader: ({ context }) => loadPage.profile(context),
  component: ProfileRoute,
});

function ProfileRoute() {
  const { tab, emailChange } = Route.useSearch();
  return <ProfilePage tab={tab ?? 'personal'} emailChange={emailChange} />;
}
