import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { Membership } from '../../../shared/membership/membership.schema';
import { MembershipStatusBadge } from '../../components/membership/membership-status-badge';
import { membershipSentence } from '../../components/membership/membership-words';
import { useCheckout } from '../../components/membership/use-checkout';
import { formatPrice } from '../../lib/money';

/** The member's year on the statements page: status, paid-through, and Renew. */
export function MembershipCard({ membership }: { membership: Membership }) {
  const { renew, isPending } = useCheckout();
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
          <Text size="sm">{membershipSentence(membership)}</Text>
        </Stack>
        {membership.paidThrough && (
          <Button onClick={renew} loading={isPending} variant={membership.status === 'active' ? 'light' : 'filled'}>
            Renew for {formatPrice(membership.renewalPrice)}
          </Button>
        )}
      </Group>
    </Card>
  );
}
