import { Anchor, Badge, Group, Stack, Table, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { TournamentSummary } from '../../../shared/tournaments/tournament.schema';
import { PHASE_WORDS, toParWords } from '../../components/tournaments/board-words';
import { pageInputs } from '../../lib/route-data';
import { trpc } from '../../lib/trpc';
import { useFailureToast } from '../../lib/use-failure-toast';
import { HubCard, HubGrid, HubHeading, HubPageLinks } from './hub-parts';

/** The top of each board; the full board is a tap away. */
const TOP = 5;
/** The latest tournaments whose boards the hub shows, and how many players of each. */
const BOARDS = 2;
const BOARD_TOP = 3;

interface TopRow {
  key: number;
  place: ReactNode;
  who: ReactNode;
  score: ReactNode;
}

/** A few rows of a standings table: place, player, score. */
function TopTable({ label, scoreHeader, rows }: { label: string; scoreHeader: string; rows: TopRow[] }) {
  return (
    <Table aria-label={label} verticalSpacing={6} horizontalSpacing="xs">
      <Table.Thead>
        <Table.Tr>
          <Table.Th w={48}>Pos</Table.Th>
          <Table.Th>Player</Table.Th>
          <Table.Th ta="right">{scoreHeader}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.key}>
            <Table.Td>{row.place}</Table.Td>
            <Table.Td style={{ overflowWrap: 'anywhere' }}>{row.who}</Table.Td>
            <Table.Td ta="right" fw={700}>
              {row.score}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** A query's loading, failure and empty states, else its rows. */
function Rows({ loading, failed, empty, emptyText, children }: { loading: boolean; failed: boolean; empty: boolean; emptyText: string; children: ReactNode }) {
  if (loading) return <Text c="dimmed">Loading the standings...</Text>;
  if (failed) return <Text c="red.9">Failed to fetch the standings. Please try again later.</Text>;
  if (empty) return <Text c="dimmed">{emptyText}</Text>;
  return children;
}

function SeasonTop() {
  const board = trpc.golf.leaderboard.useQuery(undefined);
  useFailureToast(board.error, 'Failed to fetch the leaderboard');
  const rows = board.data?.rows.slice(0, TOP) ?? [];
  return (
    <HubCard id="leaderboard-season" title="Golf Season" more={{ to: '/member/season', label: 'Full season standings' }}>
      <Rows loading={board.isLoading} failed={board.isError} empty={rows.length === 0} emptyText="No attested rounds this season yet.">
        <TopTable
          label="Golf Season, top of the standings"
          scoreHeader="Points"
          rows={rows.map((row) => ({
            key: row.userId,
            place: row.rank,
            who: (
              <Anchor renderRoot={(props) => <Link {...props} to="/member/club-index/$userId" params={{ userId: String(row.userId) }} />} size="sm">
                {row.username}
              </Anchor>
            ),
            score: row.points,
          }))}
        />
      </Rows>
    </HubCard>
  );
}

function MeritTop() {
  const standings = trpc.tournaments.orderOfMerit.useQuery(undefined);
  const rows = standings.data?.slice(0, TOP) ?? [];
  return (
    <HubCard id="leaderboard-merit" title="Order of Merit" more={{ to: '/member/order-of-merit', label: 'Full order of merit' }}>
      <Rows loading={standings.isLoading} failed={standings.isError} empty={rows.length === 0} emptyText="No tournament has been finalised this season yet.">
        <TopTable
          label="Order of Merit, top of the standings"
          scoreHeader="Points"
          rows={rows.map((row) => ({ key: row.userId, place: row.position, who: row.name, score: row.points.toFixed(row.points % 1 === 0 ? 0 : 2) }))}
        />
      </Rows>
    </HubCard>
  );
}

/** The top of one tournament's board (net, every flight), as the tournament page opens it. */
function BoardTop({ tournament }: { tournament: TournamentSummary }) {
  const board = trpc.tournaments.leaderboard.useQuery(pageInputs.tournamentLeaderboard(tournament.id));
  const stableford = tournament.format === 'stableford';
  const rows = board.data?.rows.slice(0, BOARD_TOP) ?? [];
  const phase = PHASE_WORDS[tournament.phase];
  return (
    <Stack gap={4}>
      <Group gap="xs" justify="space-between" wrap="nowrap">
        <Anchor renderRoot={(props) => <Link {...props} to="/member/tournaments/$id" params={{ id: String(tournament.id) }} />} fw={600} style={{ overflowWrap: 'anywhere' }}>
          {tournament.name}
        </Anchor>
        <Badge variant="light" color={phase.color} style={{ flexShrink: 0 }}>
          {phase.label}
        </Badge>
      </Group>
      <Rows loading={board.isLoading} failed={board.isError} empty={rows.length === 0} emptyText="No scores on the board yet.">
        <TopTable
          label={`${tournament.name}, top of the board`}
          scoreHeader={stableford ? 'Points' : 'To par'}
          rows={rows.map((row) => ({ key: row.userId, place: row.position, who: row.name, score: stableford ? row.points : toParWords(row.toPar) }))}
        />
      </Rows>
    </Stack>
  );
}

const lastOpened = (t: TournamentSummary) => Math.max(...t.rounds.map((round) => Date.parse(round.opensAt)));

function TournamentBoards() {
  const list = trpc.tournaments.list.useQuery(undefined);
  // Boards with play on them: open now first, then the most recently played.
  const latest = (list.data?.tournaments ?? [])
    .filter((t) => t.phase !== 'upcoming')
    .sort((a, b) => Number(b.phase === 'open') - Number(a.phase === 'open') || lastOpened(b) - lastOpened(a))
    .slice(0, BOARDS);
  return (
    <HubCard id="leaderboard-tournaments" title="Tournament Boards" more={{ to: '/member/tournaments', label: 'All tournaments' }}>
      <Rows loading={list.isLoading} failed={list.isError} empty={latest.length === 0} emptyText="No tournament has been played yet.">
        <Stack gap="lg">
          {latest.map((tournament) => (
            <BoardTop key={tournament.id} tournament={tournament} />
          ))}
        </Stack>
      </Rows>
    </HubCard>
  );
}

/** /member/leaderboard: the top of the season's standings, of the order of merit, and of the latest tournaments' boards. */
export function LeaderboardPage() {
  return (
    <Stack gap="lg">
      <HubHeading title="Leaderboard">Where you and the club stand: this season, the order of merit and the latest tournaments.</HubHeading>
      <HubGrid>
        <TournamentBoards />
        <SeasonTop />
        <MeritTop />
        <HubPageLinks tab="leaderboard" label="All standings" />
      </HubGrid>
    </Stack>
  );
}
