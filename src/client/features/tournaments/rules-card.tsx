import { Button, Card, Checkbox, Divider, List, Stack, Text, Title } from '@mantine/core';
import { IconPlayerPlay } from '@tabler/icons-react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import type { TournamentDetail } from '../../../shared/tournaments/tournament.schema';
import { nextRound, openRound } from './tournament-time';
import { useNow } from '../../lib/use-now';
import { useMemberTime } from '../../lib/use-member-time';
import { conditionsChecklist } from './tournament-words';
import { FORMAT_WORDS } from '../../components/tournaments/board-words';
import { useOpenCard } from './use-tournaments';

function formatLine(t: TournamentDetail): string {
  const scoring = t.format === 'stableford' ? 'Stableford points' : 'stroke play, net and gross boards';
  return `${FORMAT_WORDS[t.format]}: ${scoring}, ${t.allowance} % handicap allowance.`;
}

function attemptsLine(attempts: number): string {
  const count = attempts === 1 ? 'One attempt' : `${attempts} attempts`;
  return `${count} per round. An attempt counts from the moment you open its card, so open it just before you tee off.`;
}

/** The rules card: how the tournament is played, and the conditions ticked off one by one before a card opens. */
export function RulesCard({ tournament: t }: { tournament: TournamentDetail }) {
  const [ticked, setTicked] = useState<ReadonlySet<string>>(new Set());
  const now = useNow(15_000);
  const time = useMemberTime();
  const round = openRound(t.rounds, now);
  const next = round ? undefined : nextRound(t.rounds, now);
  const items = conditionsChecklist(t, round ?? next ?? t.rounds[0]);
  const allTicked = items.every((item) => ticked.has(item.key));
  const toggle = (key: string, on: boolean) =>
    setTicked((before) => {
      const after = new Set(before);
      if (on) after.add(key);
      else after.delete(key);
      return after;
    });
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="rules">
      <Stack gap="sm">
        <Title order={2} size="h4" id="rules">
          Rules
        </Title>
        {t.description && <Text size="sm" style={{ whiteSpace: 'pre-line' }}>{t.description}</Text>}
        <List size="sm" spacing={4}>
          <List.Item>{formatLine(t)}</List.Item>
          <List.Item>{attemptsLine(t.attempts)}</List.Item>
          {t.rounds.map((r) => (
            <List.Item key={r.number}>
              Round {r.number}: {time.window(r.opensAt, r.closesAt)}, {r.course}, {r.tee} tees.
            </List.Item>
          ))}
          {t.handicapLimit !== null && <List.Item>Indexes above {t.handicapLimit.toFixed(1)} play off {t.handicapLimit.toFixed(1)}.</List.Item>}
          {t.flights && (
            <List.Item>
              Flights:{' '}
              {t.flights.map((f) => (f.maxIndex === null ? `${f.name} (the rest)` : `${f.name} (index up to ${f.maxIndex.toFixed(1)})`)).join(', ')}.
            </List.Item>
          )}
          {t.prize && <List.Item>Prize: {t.prize}</List.Item>}
          <List.Item>Hand in every hole and name a marker, who attests your card.</List.Item>
        </List>
        <Divider />
        <Title order={3} size="h5" id="conditions">
          Before you open a card
        </Title>
        <Text size="sm" c="dimmed">
          Set up the simulator and tick each item.
        </Text>
        <Stack gap="xs" role="group" aria-labelledby="conditions">
          {items.map((item) => (
            <Checkbox key={item.key} size="md" label={item.label} checked={ticked.has(item.key)} onChange={(event) => toggle(item.key, event.currentTarget.checked)} />
          ))}
        </Stack>
        <OpenCard tournament={t} round={round} next={next} ready={allTicked} />
      </Stack>
    </Card>
  );
}

type Round = TournamentDetail['rounds'][number];

/** Open card (only once every condition is ticked), Resume card, or why there is nothing to open. */
function OpenCard({ tournament: t, round, next, ready }: { tournament: TournamentDetail; round: Round | undefined; next: Round | undefined; ready: boolean }) {
  const navigate = useNavigate();
  const time = useMemberTime();
  const open = useOpenCard((card) => void navigate({ to: '/member/tournaments/$id/cards/$cardId', params: { id: String(t.id), cardId: String(card.id) } }));
  const inPlay = t.viewer.cards.find((card) => card.status === 'open');
  if (inPlay) {
    return (
      <Button size="lg" fullWidth renderRoot={(props) => <Link {...props} to="/member/tournaments/$id/cards/$cardId" params={{ id: String(t.id), cardId: String(inPlay.id) }} />}>
        Resume card (round {inPlay.round})
      </Button>
    );
  }
  if (t.viewer.entry !== 'entered') {
    return <Text size="sm">Enter the tournament to open a card.</Text>;
  }
  if (!round) {
    return <Text size="sm">{next ? `Round ${next.number} opens ${time.dateTime(next.opensAt, 'date')}.` : 'Every window has closed.'}</Text>;
  }
  const used = t.viewer.cards.filter((card) => card.round === round.number).length;
  if (used >= t.attempts) {
    return <Text size="sm">You have used {t.attempts === 1 ? 'your attempt' : `all ${t.attempts} attempts`} for round {round.number}.</Text>;
  }
  return (
    <Stack gap={4}>
      <Button
        size="lg"
        fullWidth
        leftSection={<IconPlayerPlay size={20} aria-hidden />}
        disabled={!ready}
        loading={open.isPending}
        onClick={() => open.mutate({ tournamentId: t.id, round: round.number })}
      >
        Open card
      </Button>
      <Text size="sm" c="dimmed" ta="center">
        {ready ? `Round ${round.number}, attempt ${used + 1} of ${t.attempts}.` : 'Tick every item above to open your card.'}
      </Text>
    </Stack>
  );
}
