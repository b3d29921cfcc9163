import { Text } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';

/** The line that says what was saved last, read out as it changes; until then, `idle`. */
export function SavedStatus({ saved, idle }: { saved: string | null; idle: string }) {
  return (
    <Text size="sm" ta="center" role="status" aria-live="polite" data-testid="saved-note" c={saved ? 'green.9' : 'dimmed'} fw={saved ? 600 : undefined} mih="1.5em">
      {saved ? (
        <>
          <IconCheck size={16} aria-hidden style={{ verticalAlign: '-3px' }} /> {saved}
        </>
      ) : (
        idle
      )}
    </Text>
  );
}
