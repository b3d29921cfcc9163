import { Anchor, Badge, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import type { PublicBoard } from '../../../shared/tournaments/public-board.schema';
import { FORMAT_WORDS, PHASE_WORDS } from '../../components/tournaments/board-words';
import { LeaderboardTable } from '../../components/tournaments/leaderboard-table';
import { RoundWindows, windowHolds, windowWords } from '../../components/tournaments/round-windows';
import { inClubTime } from '../../lib/dates';
import { useClubSettings } from '../../lib/use-club-settings';
import { PAGE_WIDTH } from '../../theme';
import { type Basis, LIVE_REFRESH_MS, usePublicBoard } from './use-public-board';

function boardTitle(flight: string | null, flights: boolean): string {
  if (!flights) return 'Leaderboard';
  return flight === null ? 'Players without a flight' : `Flight ${flight}`;
}

/** Net or gross: the server's page ranks by net; the choice is the browser's. */
function BasisChoice({ basis, onChange }: { basis: Basis; onChange: (basis: Basis) => void }) {
  const choices: { value: Basis; label: string }[] = [
    { value: 'net', label: 'Net' },
    { value: 'gross', label: 'Gross' },
  ];
  return (
    <Group gap={6} role="group" aria-label="Rank by">
      {choices.map((choice) => (
        <Button
          key={choice.value}
          size="compact-sm"
          variant={choice.value === basis ? 'filled' : 'default'}
          aria-pressed={choice.value === basis}
          onClick={() => onChange(choice.value)}
        >
          {choice.label}
        </Button>
      ))}
    </Group>
  );
}

function UpdatedLine({ board, timeZone }: { board: PublicBoard; timeZone: string }) {
  // Decided from the board's own instant, so the server's markup and the browser's agree.
  const live = board.tournament.rounds.some((round) => windowHolds(round, Date.parse(board.updatedAt)));
  return (
    <Text size="sm" c="dimmed" aria-live="polite">
      Updated {inClubTime(board.updatedAt, timeZone).format('MMM D, h:mm:ss A')}
      {live ? ` · refreshes every ${LIVE_REFRESH_MS / 1000} seconds while the round is open` : ''}
    </Text>
  );
}

/** /tournaments/{id}: a published tournament's board, for anyone, complete in the server's HTML. */
export function PublicBoardPage({ id }: { id: number }) {
  const { timeZone } = useClubSettings();
  const [basis, setBasis] = useState<Basis>('net');
  const query = usePublicBoard(id, basis);
  const board = query.data;
  return (
    <Container size={PAGE_WIDTH} py={{ base: 32, sm: 64 }}>
      <Stack gap="lg">
        <Anchor component={Link} to="/tournaments" activeOptions={{ exact: true }} size="sm">
          <Group gap={4} component="span">
            <IconArrowLeft size={16} aria-hidden />
            All tournaments
          </Group>
        </Anchor>
        {!board ? (
          <Text c="red.9">Failed to fetch the leaderboard. Please try again later.</Text>
        ) : (
          <>
            <Stack gap="xs">
              <Title order={1} style={{ overflowWrap: 'anywhere' }}>
                {board.tournament.name}
              </Title>
              <Group gap={6}>
                <Badge variant="light">{FORMAT_WORDS[board.tournament.format]}</Badge>
                <Badge variant="light" color={PHASE_WORDS[board.tournament.phase].color}>
                  {PHASE_WORDS[board.tournament.phase].label}
                </Badge>
              </Group>
              <RoundWindows rounds={board.tournament.rounds} words={(opensAt, closesAt) => windowWords(opensAt, closesAt, timeZone)} />
              <Text size="xs" c="dimmed">
                Times are the club’s ({timeZone}). Players are shown by first name and last initial.
              </Text>
            </Stack>
            <Group justify="space-between" align="center" gap="xs">
              <UpdatedLine board={board} timeZone={timeZone} />
              {board.tournament.format === 'stroke' && <BasisChoice basis={basis} onChange={setBasis} />}
            </Group>
            {board.boards.map((field, index) => {
              const headingId = `board-${index + 1}`;
              const title = boardTitle(field.flight, board.boards.length > 1 || field.flight !== null);
              return (
                <Stack key={field.flight ?? ''} gap="xs" component="section" aria-labelledby={headingId}>
                  <Title order={2} size="h3" id={headingId}>
                    {title}
                  </Title>
                  <LeaderboardTable
                    format={board.tournament.format}
                    basis={board.basis}
                    rows={field.rows}
                    state="ready"
                    showFlight={false}
                    label={`${board.tournament.name}: ${title}`}
                    rowKey={(row, index) => `${index}-${row.name}`}
                  />
                </Stack>
              );
            })}
          </>
        )}
      </Stack>
    </Container>
  );
}
