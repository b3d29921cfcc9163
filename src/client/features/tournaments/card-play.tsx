import { Alert, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import type { TournamentCard, TournamentDetail } from '../../../shared/tournaments/tournament.schema';
import { type HoleDot, HoleDots } from '../../components/scoring/hole-dots';
import { SavedStatus } from '../../components/scoring/saved-status';
import { receivedWords, scoreName } from '../../components/scoring/score-words';
import classes from '../../components/scoring/score-screen.module.css';
import { StrokeStepper } from '../../components/scoring/stroke-stepper';
import { errorMessage } from '../../lib/error-message';
import { CardSubmit } from './card-submit';
import { CardTotals } from './card-totals';
import { useSaveHole } from './use-tournaments';

type Step = number | 'submit';

/** The first hole after `from` (going round) with no score yet, or 'submit' when every hole is in. */
function nextEmpty(card: TournamentCard, from: number): Step {
  const order = [...card.holes.slice(from), ...card.holes.slice(0, from)];
  return order.find((hole) => hole.strokes === null)?.number ?? 'submit';
}

const dotOf = (hole: TournamentCard['holes'][number]): HoleDot => ({ number: hole.number, state: hole.strokes === null ? 'empty' : 'saved', saved: String(hole.strokes) });

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
  const setValue = (strokes: number) => hole && setDrafts((before) => ({ ...before, [hole.number]: strokes }));
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
  const savedNote = <SavedStatus saved={lastSaved && `Hole ${lastSaved.hole} saved: ${lastSaved.strokes}`} idle="Each hole is saved as you go." />;
  return (
    <Stack gap="md">
      <HoleDots holes={card.holes.map(dotOf)} current={hole?.number ?? null} onPick={go} disabled={save.isPending} />
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
              <StrokeStepper value={value} onChange={setValue} label={`Strokes on hole ${hole.number}`} caption={scoreName(value, hole.par)} disabled={save.isPending} />
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
