import { Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconLogout, IconUserCircle } from '@tabler/icons-react';
import { mayOpenAdminPages } from '../../../shared/auth/admin-pages';
import { MembershipStatusBadge } from '../../components/membership/membership-status-badge';
import { trpc } from '../../lib/trpc';
import { formatDay } from '../../lib/relative-time';
import { useLogout } from '../../lib/use-logout';
import { useSession } from '../../lib/use-session';
import { HubHeading, HubLinkRow, HubPageLinks, hubEndButton } from './hub-parts';

/** The member's year in a line: the badge and the paid-through day. */
function MembershipLine() {
  const membership = trpc.membership.get.useQuery(undefined);
  const data = membership.data;
  if (!data) return null;
  return (
    <Group gap="xs" wrap="wrap">
      <MembershipStatusBadge status={data.status} />
      {data.paidThrough && (
        <Text size="sm" c="dimmed">
          {data.status === 'lapsed' ? 'Ended' : 'Paid through'} {formatDay(data.paidThrough, 'MMM D, YYYY')}
        </Text>
      )}
    </Group>
  );
}

/** /member/me: who is signed in, their account's pages, and the one Sign Out of the members area. */
export function MePage() {
  const { user } = useSession();
  const { logout, isPending } = useLogout();
  return (
    <Stack gap="lg" maw={720}>
      <HubHeading title="My Account">Your details, your membership and your statements.</HubHeading>
      <Card withBorder padding="md">
        <Group gap="sm" wrap="nowrap">
          <IconUserCircle size={40} stroke={1.5} aria-hidden style={{ flexShrink: 0 }} />
          <Stack gap={4} style={{ minWidth: 0 }}>
            <Text fw={700} size="lg" style={{ overflowWrap: 'anywhere' }}>
              {user?.username}
            </Text>
            <MembershipLine />
          </Stack>
        </Group>
      </Card>
      <HubPageLinks
        tab="me"
        label="Your account"
        extra={user && mayOpenAdminPages(user) ? <HubLinkRow to="/admin/dashboard" label="Admin Dashboard" hint="Members, applications, events and the club’s settings" /> : null}
      />
      <Button variant="light" color="red" leftSection={<IconLogout size={18} aria-hidden />} onClick={logout} disabled={isPending} className={hubEndButton}>
        Sign Out
      </Button>
    </Stack>
  );
}
