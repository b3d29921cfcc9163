import { ActionIcon, Alert, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCheck, IconMinus, IconPlus } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import type { TournamentCard, TournamentDetail } from '../../../shared/tournaments/tournament.schema';
import { errorMessage } from '../../lib/error-message';
import { CardSubmit } from './card-submit';
import classes from './card-screen.module.css';
import { CardTotals, HoleDots } from './hole-dots';
import { scoreName } from './tournament-words';
import { useSaveHole } from './use-tournaments';

const MIN_STROKES = 1;
const MAX_STROKES = 20;
type Step = number | 'submit';

/** The first hole after `from` (going round) with no score yet, or 'submit' when every hole is in. */
function nextEmpty(card: TournamentCard, from: number): Step {
  const order = [...card.holes.slice(from), ...card.holes.slice(0, from)];
  return order.find((hole) => hole.strokes === null)?.number ?? 'submit';
}

function receivedWords(strokes: number): string {
  if (strokes === 0) return 'no stroke received';
  if (strokes < 0) return `gives ${-strokes} ${strokes === -1 ? 'stroke' : 'strokes'} back`;
  return `${strokes} ${strokes === 1 ? 'stroke' : 'strokes'} received`;
}

/**
 * Playing a card, one hole at a time, for a phone held in one hand: the strokes start at par, so a
 * par is one tap on Save & next; each save is written to the server and the screen moves on by itself.
 * After the last hole: choose a marker and submit.
 */
export function CardPlay({ card, tournament, details }: { card: TournamentCard; tournament: TournamentDetail | undefined; details: string }) {
  const [step, setStep] = useState<Step>(() => nextEmpty(card, 0));
  const [drafts, setDrafts] = useState<Record<number, number>>({});
  const [lastSaved, setLastSaved] = useState<{ hole: number; strokes: number } | null>(null);
  const save = useSaveHole();
  const panel = useRef<HTMLDivElement>(null);
  // The hole (or the submit step) stays whole on screen, its big button under the thumb.
  // (In braces: newer browsers answer scrollIntoView with a promise, which React would take for a cleanup.)
  useEffect(() => {
    panel.current?.scrollIntoView({ block: 'nearest' });
  }, [step]);
  const go = (next: Step) => {
    save.reset();
    setStep(next);
  };
  const hole = step === 'submit' ? undefined : card.holes.find((h) => h.number === step);
  const value = hole ? (drafts[hole.number] ?? hole.strokes ?? hole.par) : 0;
  const setValue = (strokes: number) => hole && setDrafts((before) => ({ ...before, [hole.number]: Math.min(MAX_STROKES, Math.max(MIN_STROKES, strokes)) }));
  const othersEmpty = card.holes.filter((h) => h.strokes === null && h.number !== hole?.number).length;
  const submitSave = () => {
    if (!hole) return;
    const strokes = value;
    save.mutate(
      { cardId: card.id, hole: hole.number, strokes },
      {
        onSuccess: (saved) => {
          setDrafts(({ [hole.number]: _done, ...rest }) => rest);
          setLastSaved({ hole: hole.number, strokes });
          setStep(nextEmpty(saved, hole.number));
        },
      },
    );
  };
  const savedNote = (
    <Text size="sm" ta="center" role="status" aria-live="polite" data-testid="saved-note" c={lastSaved ? 'green.9' : 'dimmed'} fw={lastSaved ? 600 : undefined} mih="1.5em">
      {lastSaved ? (
        <>
          <IconCheck size={16} aria-hidden style={{ verticalAlign: '-3px' }} /> Hole {lastSaved.hole} saved: {lastSaved.strokes}
        </>
      ) : (
        'Each hole is saved as you go.'
      )}
    </Text>
  );
  return (
    <Stack gap="md">
      <HoleDots holes={card.holes} current={hole?.number ?? null} onPick={go} disabled={save.isPending} />
      <div ref={panel}>
        {hole ? (
          <Paper withBorder radius="md" p="md" component="section" aria-labelledby="hole-title">
            <Stack gap="xs" align="stretch">
              <Group justify="space-between" align="baseline" wrap="nowrap">
                <Title order={2} size="h1" id="hole-title">
                  Hole {hole.number}
                </Title>
                <Text fw={700} fz="h3" data-testid="hole-par">
                  Par {hole.par}
                </Text>
              </Group>
              <Group justify="space-between" gap="xs" wrap="wrap">
                <Text size="sm" fw={600} data-testid="hole-facts">
                  Stroke index {hole.strokeIndex} · {receivedWords(hole.strokesReceived)}
                </Text>
                {hole.strokes !== null && (
                  <Badge color="green" leftSection={<IconCheck size={12} aria-hidden />}>
                    Saved: {hole.strokes}
                  </Badge>
                )}
              </Group>
              <Group justify="center" gap="lg" wrap="nowrap" my={4}>
                <ActionIcon
                  variant="default"
                  radius="xl"
                  className={classes.step}
                  aria-label="One stroke fewer"
                  onClick={() => setValue(value - 1)}
                  disabled={value <= MIN_STROKES || save.isPending}
                >
                  <IconMinus size={32} aria-hidden />
                </ActionIcon>
                <Stack gap={0} align="center">
                  <output className={classes.strokes} aria-label={`Strokes on hole ${hole.number}`} data-testid="strokes-value">
                    {value}
                  </output>
                  <Text size="sm" fw={600} c="dimmed">
                    {scoreName(value, hole.par)}
                  </Text>
                </Stack>
                <ActionIcon
                  variant="default"
                  radius="xl"
                  className={classes.step}
                  aria-label="One stroke more"
                  onClick={() => setValue(value + 1)}
                  disabled={value >= MAX_STROKES || save.isPending}
                >
                  <IconPlus size={32} aria-hidden />
                </ActionIcon>
              </Group>
              {save.error && (
                <Alert color="red" variant="light" title={`Hole ${hole.number} not saved`} role="alert">
                  {errorMessage(save.error, 'No answer from the server. Check your connection and tap Save again: a hole sent twice is saved once.')}
                </Alert>
              )}
              <Button size="xl" fullWidth className={classes.save} loading={save.isPending} onClick={submitSave}>
                {othersEmpty === 0 ? 'Save & finish' : 'Save & next'}
              </Button>
              {savedNote}
            </Stack>
          </Paper>
        ) : (
          <Stack gap="xs">
            {savedNote}
            <CardSubmit card={card} tournament={tournament} />
          </Stack>
        )}
      </div>
      {hole && othersEmpty === 0 && hole.strokes !== null && (
        <Button variant="light" onClick={() => go('submit')}>
          Review and submit
        </Button>
      )}
      <CardTotals card={card} />
      <Text size="sm" c="dimmed" ta="center">
        {details}
      </Text>
    </Stack>
  );
}
