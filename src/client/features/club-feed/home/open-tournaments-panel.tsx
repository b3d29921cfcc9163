import { Card, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { trpc } from '../../../lib/trpc';
import { usePageVisible } from '../../../lib/use-page-visible';
import { useMemberTime } from '../../../lib/use-member-time';

/** Tournaments being played now (the server says which), each with its rounds' closing times: the home page's "what's on". */
export function OpenTournamentsPanel() {
  const time = useMemberTime();
  const visible = usePageVisible();
  // Live: a window that opens or closes while the page is on screen shows within a minute.
  const tournaments = trpc.tournaments.list.useQuery(undefined, { refetchInterval: visible ? 60_000 : false });
  const open = (tournaments.data?.tournaments ?? []).filter((tournament) => tournament.phase === 'open');
  if (open.length === 0) return null;
  return (
    <Card withBorder padding="md">
      <Title order={2} size="h4" mb="sm">
        Open Now
      </Title>
      <Stack gap="sm">
        {open.map((tournament) => (
          <div key={tournament.id}>
            <Link to="/member/tournaments/$id" params={{ id: String(tournament.id) }}>
              {tournament.name}
            </Link>
            {tournament.rounds.map((round) => (
              <Text key={round.number} size="xs" c="dimmed">
                Round {round.number} closes {time.dateTime(round.closesAt, 'date')}
              </Text>
            ))}
          </div>
        ))}
      </Stack>
    </Card>
  );
}
