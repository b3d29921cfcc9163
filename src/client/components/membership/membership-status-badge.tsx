import { Badge } from '@mantine/core';
import type { MembershipStatus } from '../../../shared/membership/membership.schema';

// The theme darkens a light badge's text where its tint needs it (theme-contrast.ts), in both schemes.
const looks: Record<MembershipStatus, { label: string; color: string }> = {
  active: { label: 'Active', color: 'green' },
  expiring: { label: 'Expiring', color: 'yellow' },
  grace: { label: 'Grace', color: 'orange' },
  lapsed: { label: 'Lapsed', color: 'red' },
};

/** The status's colour with its own word, or a longer `label` (the admin list's "Lapsed 40 days"). */
export function MembershipStatusBadge({ status, label }: { status: MembershipStatus; label?: string }) {
  const look = looks[status];
  return (
    <Badge
      color={look.color}
      variant="light"
      tt={label ? 'none' : undefined}
      style={{ flexShrink: 0 }}
      // A longer label wraps in a narrow column instead of pushing the table wider.
      styles={label ? { root: { height: 'auto', paddingBlock: 2 }, label: { whiteSpace: 'normal', overflow: 'visible' } } : undefined}
    >
      {label ?? look.label}
    </Badge>
  );
}
