import type { IndexSource } from '../../../../shared/golf/handicap.schema';
import { Alert, Button, Group, ScrollArea, Stack, Table, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { CLUB_INDEX_NAME, formatClubIndex } from '../../../../shared/golf/golf.schema';
import { toParText } from '../../../../shared/golf/scorecard';
import { FORMAT_LABELS } from '../../../../shared/golf/round-setup';
import type { Scorecard, ScorecardRow } from '../../../../shared/matches/match.schema';
import { PlayerName } from './scorecard-table';
import classes from './golf-scorecard.module.css';
import { CardConfirmation } from './card-confirmation';
import { HiddenHolesNote } from './hidden-holes-note';
import { useAttestRound } from './use-matches';

const signed = (n: number) => (n > 0 ? String(n) : n < 0 ? `+${-n}` : '0');
const cell = (value: number | null | undefined) => (value === null || value === undefined ? '–' : value);

/** A golf match: par and stroke index per hole, then each player's strokes, strokes received, net and points, with totals. */
export function GolfScorecard({ scorecard }: { scorecard: Scorecard }) {
  const { golf, holes, rows, matchPlay } = scorecard;
  if (!golf) return null;
  const parTotal = holes.reduce((sum, hole) => sum + (hole.par ?? 0), 0);
  const showPoints = golf.format !== 'match';
  return (
    <Stack gap="md">
      {matchPlay && (
        <Alert color={matchPlay.decided ? 'green' : 'blue'} title={FORMAT_LABELS.match} data-testid="match-play-status">
          {matchPlay.text}
        </Alert>
      )}
      <ScrollArea type="auto" data-sideways-scroll viewportProps={{ tabIndex: 0, role: 'region', 'aria-label': 'Scorecard, scrolls sideways' }}>
        <Table withTableBorder withColumnBorders aria-label="Scorecard" miw={holes.length * 36 + 220} fz="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th className={classes.label}>Hole</Table.Th>
              {holes.map((hole) => (
                <Table.Th key={hole.number} ta="center">
                  {hole.number}
                </Table.Th>
              ))}
              <Table.Th ta="center">Total</Table.Th>
            </Table.Tr>
            {/* On own courses each player's pars are in their own rows. */}
            {!golf.ownTees && (
              <Table.Tr>
                <Table.Th scope="row" className={classes.label}>
                  Par
                </Table.Th>
                {holes.map((hole) => (
                  <Table.Td key={hole.number} ta="center">
                    {cell(hole.par)}
                  </Table.Td>
                ))}
                <Table.Td ta="center">{parTotal}</Table.Td>
              </Table.Tr>
            )}
            {!golf.ownTees && (
              <Table.Tr>
                <Table.Th scope="row" className={classes.label}>
                  <abbr title="Stroke index: 1 is the hardest hole">SI</abbr>
                </Table.Th>
                {holes.map((hole) => (
                  <Table.Td key={hole.number} ta="center" c="dimmed">
                    {cell(hole.strokeIndex)}
                  </Table.Td>
                ))}
                <Table.Td />
              </Table.Tr>
            )}
          </Table.Thead>
          {rows.map((row) => (
            <PlayerRows key={row.userId} row={row} holes={holes.map((h) => h.number)} showPoints={showPoints} ownTees={golf.ownTees} />
          ))}
        </Table>
      </ScrollArea>
      <HiddenHolesNote rows={rows} />
      <Stack gap="xs" component="ul" aria-label="Rounds" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {rows.map((row) => (
          <RoundLine key={row.userId} row={row} allowancePct={golf.allowancePct} />
        ))}
      </Stack>
    </Stack>
  );
}

function PlayerRows({ row, holes, showPoints, ownTees }: { row: ScorecardRow; holes: number[]; showPoints: boolean; ownTees: boolean }) {
  const golf = row.golf;
  if (!golf) return null;
  const received = holes.reduce((sum, hole) => sum + (golf.holes[hole]?.strokesReceived ?? 0), 0);
  const par = holes.reduce((sum, hole) => sum + (golf.holes[hole]?.par ?? 0), 0);
  return (
    <Table.Tbody className={classes.player}>
      {ownTees && (
        <Table.Tr>
          <Table.Th scope="row" fw={400} c="dimmed" className={classes.label}>
            Par at {golf.courseName}
          </Table.Th>
          {holes.map((hole) => (
            <Table.Td key={hole} ta="center" c="dimmed">
              {cell(golf.holes[hole]?.par)}
            </Table.Td>
          ))}
          <Table.Td ta="center" c="dimmed">
            {par}
          </Table.Td>
        </Table.Tr>
      )}
      <Table.Tr>
        <Table.Th scope="row" className={classes.label}>
          <PlayerName name={row.name} isLeader={row.isLeader} bold />
        </Table.Th>
        {holes.map((hole) => (
          <Table.Td key={hole} ta="center" fw={600}>
            {cell(golf.holes[hole]?.strokes)}
          </Table.Td>
        ))}
        <Table.Td ta="center" fw={700} data-testid={`total-${row.username}`}>
          {row.holesPlayed === 0 ? '–' : row.total}
        </Table.Td>
      </Table.Tr>
      <Table.Tr>
        <Table.Th scope="row" fw={400} c="dimmed" className={classes.label}>
          Strokes received
        </Table.Th>
        {holes.map((hole) => (
          <Table.Td key={hole} ta="center" c="dimmed">
            {signed(golf.holes[hole]?.strokesReceived ?? 0)}
          </Table.Td>
        ))}
        <Table.Td ta="center" c="dimmed">
          {signed(received)}
        </Table.Td>
      </Table.Tr>
      <Table.Tr>
        <Table.Th scope="row" fw={400} className={classes.label}>
          Net
        </Table.Th>
        {holes.map((hole) => (
          <Table.Td key={hole} ta="center">
            {cell(golf.holes[hole]?.net)}
          </Table.Td>
        ))}
        <Table.Td ta="center" fw={700} data-testid={`net-${row.username}`}>
          {row.holesPlayed === 0 ? '–' : ownTees ? `${golf.net} (${toParText(golf.toPar)})` : golf.net}
        </Table.Td>
      </Table.Tr>
      {showPoints && (
        <Table.Tr>
          <Table.Th scope="row" fw={400} className={classes.label}>
            Points
          </Table.Th>
          {holes.map((hole) => (
            <Table.Td key={hole} ta="center">
              {cell(golf.holes[hole]?.points)}
            </Table.Td>
          ))}
          <Table.Td ta="center" fw={700} data-testid={`points-${row.username}`}>
            {row.holesPlayed === 0 ? '–' : golf.points}
          </Table.Td>
        </Table.Tr>
      )}
    </Table.Tbody>
  );
}

function roundState(row: ScorecardRow): string {
  const golf = row.golf;
  if (!golf) return '';
  if (golf.excludedReason) return `Excluded from the club index: ${golf.excludedReason}`;
  if (golf.disputeReason) return `Disputed by ${row.name}: ${golf.disputeReason}. The committee decides`;
  if (golf.awaitingConfirmation && golf.attestedBy) return `Attested by ${golf.attestedBy}, waiting for ${row.name} to confirm the scores entered for them`;
  if (golf.awaitingConfirmation) return `Waiting for ${row.name} to confirm the scores entered for them`;
  if (golf.attestedBy) return `Attested by ${golf.attestedBy}: counts for the club index`;
  if (golf.complete) return 'Finished, waiting for a playing partner to attest it';
  return 'In progress';
}

/** What a player plays off, in words: never a silent scratch. */
export function indexWords(index: number | null, source: IndexSource | null): string {
  if (index === null) return 'no handicap';
  const value = formatClubIndex(index);
  if (source === 'club') return `${CLUB_INDEX_NAME} ${value}`;
  if (source === 'declared') return `declared index ${value}`;
  if (source === 'set') return `index ${value} set by the committee`;
  return `index ${value}`;
}

function RoundLine({ row, allowancePct }: { row: ScorecardRow; allowancePct: number }) {
  const attest = useAttestRound();
  const golf = row.golf;
  if (!golf) return null;
  const roundId = golf.roundId;
  const index = indexWords(golf.index, golf.indexSource);
  const courseHandicap = golf.courseHandicap === null ? '' : `, course handicap ${signed(golf.courseHandicap)}`;
  return (
    <Group component="li" justify="space-between" gap="xs" wrap="wrap">
      <Stack gap={0}>
        <Text size="sm">
          <Text span fw={700}>
            <Link to="/member/club-index/$userId" params={{ userId: String(row.userId) }}>
              {row.name}
            </Link>
          </Text>
          : {index}
          {courseHandicap}, playing handicap {signed(golf.playingHandicap)} ({allowancePct} %)
        </Text>
        <Text size="sm" c="dimmed" data-testid={`round-state-${row.username}`}>
          {roundState(row)}
          {golf.adjustedGross !== null && ` · adjusted gross ${golf.adjustedGross}`}
        </Text>
      </Stack>
      {golf.canAttest && roundId !== null && (
        <Button size="xs" variant="light" loading={attest.isPending} onClick={() => attest.mutate({ roundId })}>
          Attest {row.name}&apos;s round
        </Button>
      )}
      {roundId !== null && <CardConfirmation roundId={roundId} golf={golf} />}
    </Group>
  );
}
