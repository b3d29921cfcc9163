import { Badge, Button, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import { IconClock, IconTrophy, IconUsers } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { TournamentSummary } from '../../../shared/tournaments/tournament.schema';
import { countdown, nextRound, openRound, useNow } from './tournament-time';
import { useMemberTime } from '../../lib/use-member-time';
import { feeWords, FORMAT_WORDS, placesWords } from './tournament-words';

const PHASE: Record<TournamentSummary['phase'], { label: string; color: string }> = {
  upcoming: { label: 'Upcoming', color: 'blue' },
  open: { label: 'Open now', color: 'green' },
  closed: { label: 'Closed', color: 'gray' },
  final: { label: 'Final results', color: 'grape' },
};

/** "Round 1 closes in 2d 04h 12m", ticking; or when the next window opens. */
export function WindowCountdown({ rounds }: { rounds: TournamentSummary['rounds'] }) {
  const now = useNow();
  const open = openRound(rounds, now);
  const next = open ? undefined : nextRound(rounds, now);
  if (open) {
    return (
      <Text fw={700} c="green.9" data-testid="window-countdown">
        Round {open.number} closes in {countdown(open.closesAt, now)}
      </Text>
    );
  }
  if (next) {
    return (
      <Text fw={600} data-testid="window-countdown">
        Round {next.number} opens in {countdown(next.opensAt, now)}
      </Text>
    );
  }
  return null;
}

/** One tournament in the list: what it is, when it is played, what entering costs and whether there is room. */
export function TournamentSummaryCard({ tournament: t }: { tournament: TournamentSummary }) {
  const phase = PHASE[t.phase];
  const live = t.phase === 'open' || t.phase === 'upcoming';
  const time = useMemberTime();
  return (
    <Card withBorder padding="md" component="article" aria-label={t.name}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Title order={3} size="h4" style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
            {t.name}
          </Title>
          <Group gap={6}>
            <Badge variant="light">{FORMAT_WORDS[t.format]}</Badge>
            <Badge variant="light" color={phase.color}>
              {phase.label}
            </Badge>
          </Group>
        </Group>
        {live && <WindowCountdown rounds={t.rounds} />}
        <List spacing={4} size="sm" icon={<IconClock size={16} aria-hidden />} center>
          {t.rounds.map((round) => (
            <List.Item key={round.number}>
              <Text size="sm" span fw={600}>
                Round {round.number}
              </Text>{' '}
              <Text size="sm" span>
                {time.window(round.opensAt, round.closesAt)}
              </Text>{' '}
              <Text size="sm" span c="dimmed">
                ({round.course}, {round.tee} tees)
              </Text>
            </List.Item>
          ))}
        </List>
        <Group gap="md" wrap="wrap">
          <Group gap={6} wrap="nowrap">
            <IconUsers size={16} aria-hidden />
            <Text size="sm">
              {t.entrants} entered · {placesWords(t)}
            </Text>
          </Group>
          <Text size="sm">{feeWords(t.entryFee)}</Text>
        </Group>
        {t.prize && (
          <Group gap={6} wrap="nowrap" align="flex-start">
            <IconTrophy size={16} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
            <Text size="sm">{t.prize}</Text>
          </Group>
        )}
        <Group justify="space-between" align="center" gap="xs">
          <Text size="sm" c="dimmed">
            {t.entriesOpen ? `Entries close ${time.dateTime(t.entriesCloseAt, 'date')}` : 'Entries closed'}
          </Text>
          <Button size="xs" variant="light" aria-label={`View tournament: ${t.name}`} renderRoot={(props) => <Link {...props} to="/member/tournaments/$id" params={{ id: String(t.id) }} />}>
            View tournament
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
