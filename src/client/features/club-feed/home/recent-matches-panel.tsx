import { Anchor, Card, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { fromNow } from '../../../lib/relative-time';
import { useMemberTime } from '../../../lib/use-member-time';
import { MatchGolfLine } from '../matches/match-golf-line';
import { useRecentMatches } from '../matches/use-matches';

/** The 3 most recently created matches, with the course and the result once complete. */
export function RecentMatchesPanel() {
  const matches = useRecentMatches();
  const time = useMemberTime();
  return (
    <Card withBorder padding="md">
      <Title order={2} size="h4" mb="sm">
        Recent Matches
      </Title>
      {matches.isLoading && <Text c="dimmed">Loading matches...</Text>}
      {matches.data?.length === 0 && <Text c="dimmed">No recent matches</Text>}
      <Stack gap="sm">
        {matches.data?.map((match) => (
          <div key={match.id}>
            <Anchor renderRoot={(props) => <Link {...props} to="/member/match/$id" params={{ id: String(match.id) }} />} fw={600} size="sm">
              Match on {time.format(match.startsAt, 'date')}
            </Anchor>
            <Text size="xs" c="dimmed">
              Created {fromNow(match.createdAt)} · {match.participants.length} {match.participants.length === 1 ? 'player' : 'players'} ·{' '}
              {time.clock(match.startsAt)}
            </Text>
            <MatchGolfLine match={match} />
          </div>
        ))}
      </Stack>
    </Card>
  );
}
