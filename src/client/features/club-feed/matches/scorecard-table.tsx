import { Badge, Group, ScrollArea, Stack, Table, Text } from '@mantine/core';
import type { Scorecard } from '../../../../shared/matches/match.schema';
import { HiddenHolesNote } from './hidden-holes-note';

/** A player's name on a scorecard, the leader in bold with a badge. */
export function PlayerName({ name, isLeader, bold = isLeader }: { name: string; isLeader: boolean; bold?: boolean }) {
  return (
    <Group gap={6} wrap="wrap">
      <Text size="sm" fw={bold ? 700 : 400} style={{ overflowWrap: 'anywhere' }}>
        {name}
      </Text>
      {isLeader && (
        <Badge size="xs" color="yellow" variant="filled">
          Leader
        </Badge>
      )}
    </Group>
  );
}

/** A casual match: one row per player, a column per hole played, the totals; the leader marked. */
export function ScorecardTable({ scorecard }: { scorecard: Scorecard }) {
  if (scorecard.holes.length === 0) {
    return (
      <Stack gap="xs">
        <Text c="dimmed">No scores recorded yet.</Text>
        <HiddenHolesNote rows={scorecard.rows} />
      </Stack>
    );
  }
  return (
    <Stack gap="xs">
      {/* Holes need the width: on a phone the card scrolls sideways on purpose, focusable so keys scroll it too. */}
      <ScrollArea type="auto" data-sideways-scroll viewportProps={{ tabIndex: 0, role: 'region', 'aria-label': 'Scorecard, scrolls sideways' }}>
        <Table striped withTableBorder aria-label="Scorecard" miw={320}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Player</Table.Th>
              {scorecard.holes.map((hole) => (
                <Table.Th key={hole.number} ta="center">
                  <abbr title={`Hole ${hole.number}`}>{hole.number}</abbr>
                </Table.Th>
              ))}
              <Table.Th ta="center">Total</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {scorecard.rows.map((row) => (
              <Table.Tr key={row.userId}>
                <Table.Td>
                  <PlayerName name={row.name} isLeader={row.isLeader} />
                </Table.Td>
                {scorecard.holes.map((hole) => (
                  <Table.Td key={hole.number} ta="center">
                    {row.scores[hole.number] ?? '–'}
                  </Table.Td>
                ))}
                <Table.Td ta="center" fw={700} data-testid={`total-${row.username}`}>
                  {row.total}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea>
      <HiddenHolesNote rows={scorecard.rows} />
    </Stack>
  );
}
