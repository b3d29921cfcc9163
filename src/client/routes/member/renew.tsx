import { Center, Loader, Text } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { RenewPanel } from '../../components/membership/renew-panel';
import { loadPage } from '../../lib/route-data';
import { trpc } from '../../lib/trpc';

export const Route = createFileRoute('/member/renew')({
  loader: ({ context }) => loadPage.renew(context),
  component: RenewRoute,
});

/** Where the reminder e-mails lead: the member's year and the Renew button. */
function RenewRoute() {
  const membership = trpc.membership.get.useQuery(undefined);
  if (membership.isLoading) {
    return (
      <Center py="xl">
        <Loader size="sm" aria-label="Loading your membership" />
      </Center>
    );
  }
  if (!membership.data) return <Text c="red">Failed to load your membership. Please try again later.</Text>;
  return <RenewPanel membership={membership.data} />;
}
