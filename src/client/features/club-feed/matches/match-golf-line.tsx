import { Text } from '@mantine/core';
import { FORMAT_LABELS, HOLES_LABELS } from '../../../../shared/golf/round-setup';
import type { Match } from '../../../../shared/matches/match.schema';
import { useMemberTime } from '../../../lib/use-member-time';

const BASIS_WORDS = { 'net-to-par': 'net to par', points: 'Stableford points', 'match-play': 'hole by hole' } as const;

/**
 * "Stableford · Harbour Links, Blue tees · 18 holes", or on own courses each player's course and how
 * the result compares them; the window of a match played apart; the result once complete.
 */
export function MatchGolfLine({ match }: { match: Match }) {
  const time = useMemberTime();
  const golf = match.golf;
  if (!golf && !match.result && !match.apart) return null;
  const players = new Map(match.participants.map((p) => [p.id, p.name]));
  return (
    <>
      {golf && !golf.ownTees && (
        <Text size="xs" c="dimmed">
          {FORMAT_LABELS[golf.format]} · {golf.courseName}, {golf.teeName} tees · {HOLES_LABELS[golf.holes]}
        </Text>
      )}
      {golf?.ownTees && (
        <Text size="xs" c="dimmed" data-testid="own-tees-line">
          {FORMAT_LABELS[golf.format]} · {HOLES_LABELS[golf.holes]} · each on their own course, compared {BASIS_WORDS[golf.resultBasis]}:{' '}
          {golf.tees.map((t) => `${players.get(t.userId) ?? 'a player'} at ${t.courseName ?? '?'} (${t.teeName ?? '?'} tees)`).join('; ')}
        </Text>
      )}
      {match.apart && (
        <Text size="xs" c="dimmed" data-testid="apart-line">
          Played apart: each player plays whenever suits them until {time.dateTime(match.apart.closesAt)}.
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
