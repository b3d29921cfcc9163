import { Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconTrophy, IconUsers } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { TournamentSummary } from '../../../shared/tournaments/tournament.schema';
import { countdown, nextRound, openRound } from './tournament-time';
import { useNow } from '../../lib/use-now';
import { useMemberTime } from '../../lib/use-member-time';
import { feeWords, placesWords } from './tournament-words';
import { TournamentCardHead } from '../../components/tournaments/tournament-list-parts';
import { RoundWindows } from '../../components/tournaments/round-windows';

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
  const live = t.phase === 'open' || t.phase === 'upcoming';
  const time = useMemberTime();
  return (
    <Card withBorder padding="md" component="article" aria-label={t.name}>
      <Stack gap="xs">
        <TournamentCardHead name={t.name} format={t.format} phase={t.phase} />
        {live && <WindowCountdown rounds={t.rounds} />}
        <RoundWindows rounds={t.rounds} words={time.window} />
        <Group gap="md" wrap="wrap">
          <Group gap={6} wrap="nowrap">
            <IconUsers size={16} aria-hidden />
            <Text size="sm">
              {[`${t.entrants} entered`, placesWords(t)].filter((part) => part !== null).join(' · ')}
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
