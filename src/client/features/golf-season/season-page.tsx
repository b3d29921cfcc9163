import { Card, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { CLUB_INDEX_NAME, type LeaderboardRow } from '../../../shared/golf/golf.schema';
import { type AdminColumn, AdminTable } from '../../components/admin/admin-table';
import { formatDay } from '../../lib/relative-time';
import { useLeaderboard } from './use-golf';

const columns: AdminColumn<LeaderboardRow>[] = [
  { header: 'Rank', nowrap: true, cell: (row) => row.rank },
  { header: 'Member', cell: (row) => <Link to="/member/club-index/$userId" params={{ userId: String(row.userId) }}>{row.name}</Link> },
  { header: 'Points', cell: (row) => <Text fw={700} span>{row.points}</Text> },
  { header: 'Rounds counted', cell: (row) => row.countedRounds },
  { header: 'Rounds played', cell: (row) => row.roundsPlayed },
  { header: 'Net average', cell: (row) => row.netAverage.toFixed(1) },
];

/** The season leaderboard: Stableford points of each member's best attested 18-hole rounds. */
export function SeasonPage() {
  const board = useLeaderboard();
  const data = board.data;
  return (
    <Stack gap="lg">
      <Stack gap={2}>
        <Title order={1} size="h2">
          Golf Season
        </Title>
        {data && (
          <Text c="dimmed">
            {formatDay(data.seasonStart, 'MMM D, YYYY')} to {formatDay(data.seasonEnd, 'MMM D, YYYY')} · Stableford points from each member's best{' '}
            {data.bestRounds} attested 18-hole {data.bestRounds === 1 ? 'round' : 'rounds'}
          </Text>
        )}
        <Text size="sm">
          <Link to="/member/club-index">My {CLUB_INDEX_NAME}</Link>
        </Text>
      </Stack>
      <Card withBorder padding="md">
        <AdminTable
          label="Leaderboard"
          minWidth={520}
          columns={columns}
          rows={data?.rows}
          rowKey={(row) => row.userId}
          loading={board.isLoading}
          loadingText="Loading the leaderboard..."
          emptyText="No attested rounds this season yet. Play a match on a course and ask a partner to attest your round."
          errorText={board.isError ? 'Failed to fetch the leaderboard' : null}
        />
      </Card>
    </Stack>
  );
}
