import { Text } from '@mantine/core';
import type { ScorecardRow } from '../../../../shared/matches/match.schema';

/** On a match played apart: how many holes each other player has played that the viewer will see once they have played them too. */
export function HiddenHolesNote({ rows }: { rows: readonly ScorecardRow[] }) {
  return rows
    .filter((row) => row.holesHidden > 0)
    .map((row) => (
      <Text key={row.userId} size="sm" c="dimmed" data-testid={`hidden-${row.username}`}>
        {row.name} has played {row.holesHidden} more {row.holesHidden === 1 ? 'hole' : 'holes'}: shown once you have played {row.holesHidden === 1 ? 'it' : 'them'}.
      </Text>
    ));
}
