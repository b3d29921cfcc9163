import { Card, Group, Stack, Text, Title } from '@mantine/core';
import type { Membership } from '../../../shared/membership/membership.schema';
import { standingSentence } from '../../../shared/membership/membership-standing';
import { MembershipStatusBadge } from '../../components/membership/membership-status-badge';
import { RenewButton } from '../../components/membership/renew-button';
import { useMemberDay } from '../../components/membership/use-member-day';

/** The member's year on the statements page: status, paid-through, and Renew once the renewal window is open. */
export function MembershipCard({ membership }: { membership: Membership }) {
  const day = useMemberDay();
  return (
    <Card withBorder padding="md" component="section" aria-label="Membership">
      <Group justify="space-between" align="center" gap="sm">
        <Stack gap={4} style={{ flex: '1 1 240px' }}>
          <Group gap="xs">
            <Title order={2} size="h4">
              Membership
            </Title>
            <MembershipStatusBadge status={membership.status} />
          </Group>
          <Text size="sm">{standingSentence(membership, day)}</Text>
        </Stack>
        <RenewButton membership={membership} />
      </Group>
    </Card>
  );
}
