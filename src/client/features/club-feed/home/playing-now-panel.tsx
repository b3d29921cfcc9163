import { Card, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { RoundInPlay } from '../../../../shared/golf/playing-now.schema';
import { trpc } from '../../../lib/trpc';
import { usePageVisible } from '../../../lib/use-page-visible';

/** How often the home page asks who is playing, while it is on screen. */
const LIVE_MS = 15_000;

function where(round: RoundInPlay): string {
  const course = round.courseName ? `${round.courseName}${round.teeName ? ` (${round.teeName})` : ''}` : 'a casual round';
  return `${course} · thru ${round.thru} of ${round.holes}`;
}

/** Rounds in progress across the club (matches and tournament cards), live: who, where and how far. */
export function PlayingNowPanel() {
  const visible = usePageVisible();
  const playing = trpc.golf.playingNow.useQuery(undefined, { refetchInterval: visible ? LIVE_MS : false });
  const rounds = playing.data ?? [];
  if (rounds.length === 0) return null;
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="playing-now-title">
      <Title order={2} size="h4" mb="sm" id="playing-now-title">
        Playing Now
      </Title>
      <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {rounds.map((round) => (
          <li key={`${round.userId}:${round.place.kind === 'match' ? `m${round.place.matchId}` : `t${round.place.tournamentId}`}`}>
            <Text size="sm" fw={600}>
              {round.place.kind === 'match' ? (
                <Link to="/member/match/$id" params={{ id: String(round.place.matchId) }}>
                  {round.name}
                </Link>
              ) : (
                <Link to="/member/tournaments/$id" params={{ id: String(round.place.tournamentId) }}>
                  {round.name}, {round.place.name} round {round.place.round}
                </Link>
              )}
            </Text>
            <Text size="xs" c="dimmed" data-testid={`playing-${round.username}`}>
              {where(round)}
            </Text>
          </li>
        ))}
      </Stack>
    </Card>
  );
}
