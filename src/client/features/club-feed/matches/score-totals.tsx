import { toParText } from '../../../../shared/golf/scorecard';
import { Stack, Text } from '@mantine/core';
import type { MatchGolf, NamedMemberRef, ScorecardRow } from '../../../../shared/matches/match.schema';

/** A player's round so far: "12 after 3 holes · 7 pts". */
export function runningWords(row: ScorecardRow | undefined, golf: MatchGolf | null): string {
  if (!row || row.holesPlayed === 0) return 'No score yet';
  const strokes = `${row.total} after ${row.holesPlayed} ${row.holesPlayed === 1 ? 'hole' : 'holes'}`;
  if (!golf || !row.golf || golf.format === 'match') return strokes;
  if (golf.format === 'stableford') return `${strokes} · ${row.golf.points} pts`;
  return golf.ownTees ? `${strokes} · ${toParText(row.golf.toPar)} net to par` : `${strokes} · net ${row.golf.net}`;
}

/** Each shown player's running total, in one list. */
export function ScoreTotals({ players, rows, golf }: { players: readonly NamedMemberRef[]; rows: readonly ScorecardRow[]; golf: MatchGolf | null }) {
  return (
    <Stack gap={2} component="ul" aria-label="Running totals" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {players.map((player) => (
        <Text component="li" size="sm" key={player.id}>
          <Text span fw={700}>
            {player.name}
          </Text>
          : {runningWords(rows.find((row) => row.userId === player.id), golf)}
        </Text>
      ))}
    </Stack>
  );
}
