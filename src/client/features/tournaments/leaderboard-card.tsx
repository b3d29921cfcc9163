import { Card, Group, SegmentedControl, Select, Stack, Table, Text, Title } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import type { TournamentDetail, TournamentLeaderboard } from '../../../shared/tournaments/tournament.schema';
import { dayjs } from '../../lib/dates';
import { useSession } from '../../lib/use-session';
import classes from './leaderboard-card.module.css';
import { toParWords } from './tournament-words';
import { LEADERBOARD_REFRESH_MS, useTournamentLeaderboard } from './use-tournaments';

type Row = TournamentLeaderboard['rows'][number];
type Basis = 'net' | 'gross';
const isBasis = (value: string): value is Basis => value === 'net' || value === 'gross';

interface Column {
  header: string;
  cell: (row: Row) => ReactNode;
  /** Shown from a tablet up only (the phone keeps what ranks). */
  wide?: boolean;
  player?: boolean;
}

function columnsFor(t: TournamentDetail, basis: Basis): Column[] {
  const stableford = t.format === 'stableford';
  const columns: Column[] = [
    { header: 'Pos', cell: (row) => row.position },
    {
      header: 'Player',
      player: true,
      cell: (row) => (
        <>
          {row.name}
          {t.flights && row.flight && (
            <Text span size="xs" c="dimmed" className={classes.flightInline}>
              Flight {row.flight}
            </Text>
          )}
        </>
      ),
    },
  ];
  if (t.flights) columns.push({ header: 'Flight', wide: true, cell: (row) => row.flight ?? '–' });
  columns.push(
    { header: 'Thru', cell: (row) => (row.thru === 0 ? '–' : row.thru) },
    { header: 'Today', cell: (row) => (row.today === null ? '–' : stableford ? row.today : toParWords(row.today)) },
  );
  if (stableford) {
    columns.push({ header: 'Points', cell: (row) => <strong>{row.points}</strong> });
  } else {
    columns.push(
      { header: 'To par', cell: (row) => <strong>{toParWords(row.toPar)}</strong> },
      { header: 'Gross', wide: basis !== 'gross', cell: (row) => row.gross },
      { header: 'Net', wide: basis !== 'net', cell: (row) => row.net },
    );
  }
  return columns;
}

function StateRow({ span, children, color }: { span: number; children: string; color?: string }) {
  return (
    <Table.Tr>
      <Table.Td colSpan={span} ta="center" c={color ?? 'dimmed'} style={{ whiteSpace: 'normal' }}>
        {children}
      </Table.Td>
    </Table.Tr>
  );
}

/** The live board: every card in play or returned, refreshing itself while the page is on screen. */
export function LeaderboardCard({ tournament: t }: { tournament: TournamentDetail }) {
  const [basis, setBasis] = useState<Basis>('net');
  const [flight, setFlight] = useState<string | null>(null);
  const board = useTournamentLeaderboard(t.id, basis, flight);
  const { user } = useSession();
  const columns = columnsFor(t, basis);
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
              Updates by itself every {LEADERBOARD_REFRESH_MS / 1000} seconds
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
        <Table className={classes.board} fz="sm" verticalSpacing={6} horizontalSpacing="xs" striped aria-label="Tournament leaderboard">
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) => (
                <Table.Th key={column.header} scope="col" className={column.wide ? classes.wide : undefined}>
                  {column.header}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {board.isLoading ? (
              <StateRow span={columns.length}>Loading the leaderboard...</StateRow>
            ) : !rows ? (
              <StateRow span={columns.length} color="red.9">
                Failed to fetch the leaderboard
              </StateRow>
            ) : rows.length === 0 ? (
              <StateRow span={columns.length}>No cards yet: scores appear here as players save their holes.</StateRow>
            ) : (
              rows.map((row) => (
                <Table.Tr key={row.userId} data-me={row.userId === user?.id || undefined}>
                  {columns.map((column) => (
                    <Table.Td key={column.header} className={column.player ? classes.player : column.wide ? classes.wide : undefined}>
                      {column.cell(row)}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))
            )}
          </Table.Tbody>
        </Table>
      </Stack>
    </Card>
  );
}
