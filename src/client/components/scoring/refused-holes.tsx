import { Alert, Button, Stack } from '@mantine/core';
import type { HoleWrite } from '../../lib/offline-cards/hole-writes';

/**
 * The holes the server refused once they were sent (the card was submitted meanwhile, the window
 * closed...): each says which hole, whose, what was entered and why, until the member dismisses it.
 */
export function RefusedHoles({ writes, playerName, onDismiss }: { writes: readonly HoleWrite[]; playerName?: (playerId: number) => string | null; onDismiss: (seq: number) => void }) {
  if (writes.length === 0) return null;
  return (
    <Stack gap="xs" data-testid="refused-holes">
      {writes.map((write) => {
        const who = playerName?.(write.playerId);
        return (
          <Alert key={write.seq} color="red" variant="light" role="alert" title={`Hole ${write.hole} not saved${who ? ` for ${who}` : ''} (${write.strokes} ${write.strokes === 1 ? 'stroke' : 'strokes'})`}>
            <Stack gap="xs" align="flex-start">
              <span>{write.reason}</span>
              <Button size="xs" variant="light" color="red" onClick={() => onDismiss(write.seq)}>
                Dismiss hole {write.hole}
              </Button>
            </Stack>
          </Alert>
        );
      })}
    </Stack>
  );
}
