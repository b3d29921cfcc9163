import { Text } from '@mantine/core';
import { IconCheck, IconClockUp } from '@tabler/icons-react';

/** The line that says what was saved last (or kept on the phone, `waiting` to be sent), read out as it changes; until then, `idle`. */
export function SavedStatus({ saved, idle, waiting = false }: { saved: string | null; idle: string; waiting?: boolean }) {
  const Icon = waiting ? IconClockUp : IconCheck;
  return (
    <Text size="sm" ta="center" role="status" aria-live="polite" data-testid="saved-note" c={saved ? (waiting ? 'dark.9' : 'green.9') : 'dimmed'} fw={saved ? 600 : undefined} mih="1.5em">
      {saved ? (
        <>
          <Icon size={16} aria-hidden style={{ verticalAlign: '-3px' }} /> {saved}
        </>
      ) : (
        idle
      )}
    </Text>
  );
}
