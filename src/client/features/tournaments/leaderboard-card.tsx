import { Card, Group, SegmentedControl, Select, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { TournamentDetail } from '../../../shared/tournaments/tournament.schema';
import { LeaderboardTable } from '../../components/tournaments/leaderboard-table';
import { dayjs } from '../../lib/dates';
import { useSession } from '../../lib/use-session';
import { LEADERBOARD_REFRESH_MS, useTournamentLeaderboard } from './use-tournaments';

type Basis = 'net' | 'gross';
const isBasis = (value: string): value is Basis => value === 'net' || value === 'gross';

/**
 * The live board: every card in play or returned, refreshing itself while the page is on screen (as
 * players save their holes while its live stream is connected, else every few seconds).
 */
export function LeaderboardCard({ tournament: t }: { tournament: TournamentDetail }) {
  const [basis, setBasis] = useState<Basis>('net');
  const [flight, setFlight] = useState<string | null>(null);
  const { board, live } = useTournamentLeaderboard(t.id, basis, flight);
  const { user } = useSession();
  const rows = board.data?.rows;
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="leaderboard">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-end" gap="xs">
          <Stack gap={0}>
            <Title order={2} size="h4" id="leaderboard">
              Leaderboard
            </Title>
            <Text size="xs" c="dimmed">
              {live ? 'Live: updates as players save their holes' : `Updates by itself every ${LEADERBOARD_REFRESH_MS / 1000} seconds`}
              {board.dataUpdatedAt > 0 ? ` · last ${dayjs(board.dataUpdatedAt).format('h:mm:ss A')}` : ''}
            </Text>
          </Stack>
          <Group gap="xs">
            {t.format === 'stroke' && (
              <SegmentedControl
                aria-label="Leaderboard basis"
                size="xs"
                value={basis}
                onChange={(value) => isBasis(value) && setBasis(value)}
                data={[
                  { value: 'net', label: 'Net' },
                  { value: 'gross', label: 'Gross' },
                ]}
              />
            )}
            {t.flights && (
              <Select aria-label="Flight" size="xs" w={140} placeholder="All flights" data={t.flights.map((f) => f.name)} value={flight} onChange={setFlight} clearable />
            )}
          </Group>
        </Group>
        <LeaderboardTable
          format={t.format}
          basis={basis}
          rows={rows}
          state={board.isLoading ? 'loading' : rows ? 'ready' : 'error'}
          showFlight={t.flights !== null}
          label="Tournament leaderboard"
          isMine={(row) => row.userId === user?.id}
          rowKey={(row) => row.userId}
        />
      </Stack>
    </Card>
  );
}
