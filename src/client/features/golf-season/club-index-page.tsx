import { Badge, Button, Card, Group, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { CLUB_INDEX_NAME, formatClubIndex, type ClubIndexPage as PageData, type PlayedRound, type RoundStatus, type ScoreRecordLine } from '../../../shared/golf/golf.schema';
import { HOLES_LABELS } from '../../../shared/golf/round-setup';
import { type AdminColumn, AdminTable } from '../../components/admin/admin-table';
import { formatDay } from '../../lib/relative-time';
import { IndexChart } from './index-chart';
import { useClubIndexPage, useRoundExclusion } from './use-golf';
import { ExcludeRoundDialog } from './exclude-round-dialog';

const DAY = 'MMM D, YYYY';
const STATUS_LABELS: Record<RoundStatus, string> = {
  counting: 'Counts',
  'awaiting-attestation': 'Waiting for attestation',
  'awaiting-confirmation': 'Waiting for the player to confirm',
  disputed: 'Disputed: the committee decides',
  excluded: 'Excluded',
  'in-progress': 'In progress',
  'not-outdoor': 'On a simulator: the club counts outdoor rounds only',
};

const recordColumns: AdminColumn<ScoreRecordLine>[] = [
  { header: 'Played', nowrap: true, cell: (line) => formatDay(line.playedOn, DAY) },
  {
    header: 'Course',
    cell: (line) => line.rounds.map((r) => `${r.courseName}, ${r.teeName} (${HOLES_LABELS[r.holes].toLowerCase()})`).join(' + '),
  },
  { header: 'Adjusted gross', cell: (line) => line.adjustedGross },
  { header: 'Differential', cell: (line) => line.differential.toFixed(1) },
  {
    header: 'Notes',
    cell: (line) => (
      <Group gap={4}>
        {line.counts && (
          <Badge color="green" variant="filled">
            Counts
          </Badge>
        )}
        {line.exceptional > 0 && <Badge color="grape">Exceptional: -{line.exceptional.toFixed(1)} on the record</Badge>}
        {line.reduction > 0 && <Badge variant="outline">Reduced by {line.reduction.toFixed(1)}</Badge>}
        {line.softCapped && <Badge color="orange">Soft cap</Badge>}
        {line.hardCapped && <Badge color="red">Hard cap</Badge>}
      </Group>
    ),
  },
];

/** A member's club index: the figure, the low index, the record of 20 with the 8 that count, a chart, all rounds and targets. */
export function ClubIndexPage({ userId }: { userId?: number }) {
  const page = useClubIndexPage(userId);
  if (page.isLoading) return <Text c="dimmed">Loading the club index...</Text>;
  if (!page.data) return <Text c="red">This member's club index could not be found.</Text>;
  const data = page.data;
  return (
    <Stack gap="lg">
      <Stack gap={2}>
        <Title order={1} size="h2">
          {CLUB_INDEX_NAME}
        </Title>
        <Text c="dimmed">
          {data.member.name} · <Link to="/member/season">Season leaderboard</Link>
        </Text>
      </Stack>
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <Card withBorder padding="md">
          <Text size="sm" c="dimmed">
            Club index
          </Text>
          <Text fz={36} fw={700} data-testid="club-index">
            {data.index === null ? '–' : formatClubIndex(data.index)}
          </Text>
          {data.index === null && <Text size="sm">An index needs 3 attested rounds (18 holes, or two nines each).</Text>}
        </Card>
        <Card withBorder padding="md">
          <Text size="sm" c="dimmed">
            Low index (past 365 days)
          </Text>
          <Text fz={36} fw={700}>
            {data.lowIndex === null ? '–' : formatClubIndex(data.lowIndex)}
          </Text>
          {data.lowIndex === null && <Text size="sm">Set once there are 20 scores; it caps how fast the index can rise.</Text>}
        </Card>
      </SimpleGrid>
      {data.targets.length > 0 && <Targets page={data} />}
      <Card withBorder padding="md">
        <Title order={2} size="h4" mb="sm">
          History
        </Title>
        <IndexChart points={data.history} />
      </Card>
      <Card withBorder padding="md">
        <Title order={2} size="h4" mb={4}>
          The last 20 scores
        </Title>
        <Text size="sm" c="dimmed" mb="sm">
          The index is the average of the best 8 differentials of the last 20 (fewer with fewer scores). A differential is 113 ÷ slope × (adjusted
          gross − course rating), each hole capped at net double bogey.{data.waitingNine ? ' A nine-hole round waits for another nine.' : ''}
        </Text>
        <AdminTable
          label="Score record"
          minWidth={560}
          columns={recordColumns}
          rows={data.record}
          rowKey={(line) => line.rounds.map((r) => r.id).join('-')}
          loading={false}
          loadingText=""
          emptyText="No attested rounds yet."
        />
      </Card>
      <RoundsCard page={data} />
    </Stack>
  );
}

function Targets({ page }: { page: PageData }) {
  return (
    <Card withBorder padding="md">
      <Title order={2} size="h4" mb="sm">
        Playing to the index
      </Title>
      <List spacing={4}>
        {page.targets.map((target) => (
          <List.Item key={target.teeId}>
            To play to {page.index === null ? '' : formatClubIndex(page.index)} on {target.label} you need {target.target} (par {target.par}, course
            handicap {target.courseHandicap < 0 ? `+${-target.courseHandicap}` : target.courseHandicap}).
          </List.Item>
        ))}
      </List>
    </Card>
  );
}

function RoundsCard({ page }: { page: PageData }) {
  const [excluding, setExcluding] = useState<PlayedRound | null>(null);
  const { exclude, include } = useRoundExclusion(() => setExcluding(null));
  const columns: AdminColumn<PlayedRound>[] = [
    { header: 'Played', nowrap: true, cell: (round) => <Link to="/member/match/$id" params={{ id: String(round.matchId) }}>{formatDay(round.playedOn, DAY)}</Link> },
    { header: 'Course', cell: (round) => `${round.courseName}, ${round.teeName} (${HOLES_LABELS[round.holes].toLowerCase()})` },
    { header: 'Gross', cell: (round) => round.gross },
    { header: 'Adjusted', cell: (round) => round.adjustedGross ?? '–' },
    {
      header: 'Status',
      cell: (round) => (
        <Stack gap={0}>
          <Text size="sm">{STATUS_LABELS[round.status]}</Text>
          {round.attestedBy && (
            <Text size="xs" c="dimmed">
              Attested by {round.attestedBy}
            </Text>
          )}
          {round.excludedReason && (
            <Text size="xs" c="dimmed">
              {round.excludedReason}
            </Text>
          )}
        </Stack>
      ),
    },
  ];
  if (page.canExclude) {
    columns.push({
      header: 'Actions',
      align: 'right',
      cell: (round) =>
        round.status === 'excluded' ? (
          <Button size="xs" variant="light" loading={include.isPending} onClick={() => include.mutate({ roundId: round.id })}>
            Count again
          </Button>
        ) : (
          <Button
            size="xs"
            variant="light"
            color="red"
            onClick={() => setExcluding(round)}
          >
            Exclude
          </Button>
        ),
    });
  }
  return (
    <Card withBorder padding="md">
      <Title order={2} size="h4" mb="sm">
        All rounds
      </Title>
      <AdminTable
        label="Rounds"
        minWidth={520}
        columns={columns}
        rows={page.rounds}
        rowKey={(round) => round.id}
        loading={false}
        loadingText=""
        emptyText="No rounds on a course yet."
      />
      <ExcludeRoundDialog roundId={excluding?.id ?? null} onClose={() => setExcluding(null)} exclude={exclude} />
    </Card>
  );
}
