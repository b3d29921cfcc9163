import { Badge } from '@mantine/core';
import { IconCheck, IconClockUp } from '@tabler/icons-react';

/** Where a hole's score stands: kept on the phone and waiting to send, or saved on the server. */
export function HoleSaveBadge({ saved, waiting }: { saved: number | null; waiting: number | null }) {
  if (waiting !== null) {
    return (
      <Badge color="yellow" leftSection={<IconClockUp size={12} aria-hidden />} style={{ flexShrink: 0 }}>
        Waiting to send: {waiting}
      </Badge>
    );
  }
  if (saved === null) return null;
  return (
    <Badge color="green" leftSection={<IconCheck size={12} aria-hidden />} style={{ flexShrink: 0 }}>
      Saved: {saved}
    </Badge>
  );
}
