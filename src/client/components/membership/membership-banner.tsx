import { Alert, Group, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { Membership } from '../../../shared/membership/membership.schema';
import { standingSentence } from '../../../shared/membership/membership-standing';
import { RenewButton } from './renew-button';
import { useMemberDay } from './use-member-day';

/** Shown across the member area while the membership is expiring or in its grace period. */
export function MembershipBanner({ membership }: { membership: Membership }) {
  const day = useMemberDay();
  if (membership.status !== 'expiring' && membership.status !== 'grace') return null;
  return (
    <Alert
      color={membership.status === 'grace' ? 'orange' : 'yellow'}
      icon={<IconAlertTriangle size={18} />}
      title={membership.status === 'grace' ? 'Your membership has lapsed' : 'Your membership is due for renewal'}
      mb="lg"
    >
      <Group justify="space-between" gap="sm">
        <Text size="sm">{standingSentence(membership, day)}</Text>
        <RenewButton membership={membership} size="compact-md" />
      </Group>
    </Alert>
  );
}
