import { Badge } from '@mantine/core';
import type { MembershipStatus } from '../../../shared/membership/membership.schema';

// Text a shade darker than Mantine's light badge gives, so yellow and orange pass WCAG AA.
const looks: Record<MembershipStatus, { label: string; color: string; text: string }> = {
  active: { label: 'Active', color: 'green', text: 'green.9' },
  expiring: { label: 'Expiring', color: 'yellow', text: 'dark.6' },
  grace: { label: 'Grace', color: 'orange', text: 'dark.6' },
  lapsed: { label: 'Lapsed', color: 'red', text: 'red.9' },
};

/** The status's colour with its own word, or a longer `label` (the admin list's "Lapsed 40 days"). */
export function MembershipStatusBadge({ status, label }: { status: MembershipStatus; label?: string }) {
  const look = looks[status];
  return (
    <Badge
      color={look.color}
      c={look.text}
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
