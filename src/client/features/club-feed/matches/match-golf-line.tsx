import { Text } from '@mantine/core';
import { FORMAT_LABELS, HOLES_LABELS } from '../../../../shared/golf/round-setup';
import type { Match } from '../../../../shared/matches/match.schema';

/** "Stableford · Harbour Links, Blue tees · 18 holes", and the result once the match is complete. */
export function MatchGolfLine({ match }: { match: Match }) {
  if (!match.golf && !match.result) return null;
  return (
    <>
      {match.golf && (
        <Text size="xs" c="dimmed">
          {FORMAT_LABELS[match.golf.format]} · {match.golf.courseName}, {match.golf.teeName} tees · {HOLES_LABELS[match.golf.holes]}
        </Text>
      )}
      {match.result && (
        <Text size="sm" fw={600} data-testid="match-result">
          {match.result}
        </Text>
      )}
    </>
  );
}
