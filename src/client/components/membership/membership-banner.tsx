import { Alert, Button, Group, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { Membership } from '../../../shared/membership/membership.schema';
import { formatPrice } from '../../lib/money';
import { membershipSentence } from './membership-words';
import { useCheckout } from './use-checkout';

/** Shown across the member area while the membership is expiring or in its grace period. */
export function MembershipBanner({ membership }: { membership: Membership }) {
  const { renew, isPending } = useCheckout();
  if (membership.status !== 'expiring' && membership.status !== 'grace') return null;
  return (
    <Alert
      color={membership.status === 'grace' ? 'orange' : 'yellow'}
      icon={<IconAlertTriangle size={18} />}
      title={membership.status === 'grace' ? 'Your membership has ended' : 'Your membership ends soon'}
      mb="lg"
    >
      <Group justify="space-between" gap="sm">
        <Text size="sm">{membershipSentence(membership)}</Text>
        <Button size="compact-md" onClick={renew} loading={isPending}>
          Renew for {formatPrice(membership.renewalPrice)}
        </Button>
      </Group>
    </Alert>
  );
}
