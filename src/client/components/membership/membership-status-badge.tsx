import { Badge } from '@mantine/core';
import type { MembershipStatus } from '../../../shared/membership/membership.schema';

const looks: Record<MembershipStatus, { label: string; color: string }> = {
  active: { label: 'Active', color: 'green' },
  expiring: { label: 'Expiring', color: 'yellow' },
  grace: { label: 'Grace', color: 'orange' },
  lapsed: { label: 'Lapsed', color: 'red' },
};

export function MembershipStatusBadge({ status }: { status: MembershipStatus }) {
  const look = looks[status];
  return (
    <Badge color={look.color} variant="light" style={{ flexShrink: 0 }}>
      {look.label}
    </Badge>
  );
}
