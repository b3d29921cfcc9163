import { Badge } from '@mantine/core';
import type { MembershipStatus } from '../../../shared/membership/membership.schema';

// Text a shade darker than Mantine's light badge gives, so yellow and orange pass WCAG AA.
const looks: Record<MembershipStatus, { label: string; color: string; text: string }> = {
  active: { label: 'Active', color: 'green', text: 'green.9' },
  expiring: { label: 'Expiring', color: 'yellow', text: 'dark.6' },
  grace: { label: 'Grace', color: 'orange', text: 'dark.6' },
  lapsed: { label: 'Lapsed', color: 'red', text: 'red.9' },
};

export function MembershipStatusBadge({ status }: { status: MembershipStatus }) {
  const look = looks[status];
  return (
    <Badge color={look.color} c={look.text} variant="light" style={{ flexShrink: 0 }}>
      {look.label}
    </Badge>
  );
}
