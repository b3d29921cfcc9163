import { Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import type { TournamentCard, TournamentDetail } from '../../../shared/tournaments/tournament.schema';
import { type HoleDot, HoleDots } from '../../components/scoring/hole-dots';
import { HoleSaveBadge } from '../../components/scoring/hole-save-badge';
import { SavedStatus } from '../../components/scoring/saved-status';
import { receivedWords, scoreName } from '../../components/scoring/score-words';
import classes from '../../components/scoring/score-screen.module.css';
import { StrokeStepper } from '../../components/scoring/stroke-stepper';
import type { HoleQueue } from '../../lib/offline-cards/use-hole-queue';
import { CardSubmit } from './card-submit';
import { CardTotals } from './card-totals';
import { withWaiting } from './use-card-holes';

type Step = number | 'submit';

/** The first hole after `from` (going round) with no score yet, or 'submit' when every hole is in. */
function nextEmpty(card: TournamentCard, from: number): Step {
  const order = [...card.holes.slice(from), ...card.holes.slice(0, from)];
  return order.find((hole) => hole.strokes === null)?.number ?? 'submit';
}

function dotOf(hole: TournamentCard['holes'][number], waiting: ReadonlySet<number>): HoleDot {
  const state = waiting.has(hole.number) ? 'waiting' : hole.strokes === null ? 'empty' : 'saved';
  return { number: hole.number, state, saved: String(hole.strokes) };
}

/**
 * Playing a card, one hole at a time, for a phone held in one hand: the strokes start at par, so a
 * par is one tap on Save & next; each hole is kept on the phone, sent as soon as there is a
 * connection (`queue`), and the screen moves on by itself. After the last hole, once every hole is
 * sent: choose a marker and submit.
 */
export function CardPlay({ card: fromServer, tournament, details, queue }: { card: TournamentCard; tournament: TournamentDetail | undefined; details: string; queue: HoleQueue }) {
  const card = withWaiting(fromServer, queue.waiting);
  // Until the player picks a hole, the first one empty, once the phone's kept holes are read.
  const [picked, setStep] = useState<Step | null>(null);
  const keptHere = useRef<{ hole: number; strokes: number }[]>([]);
  const step = picked ?? (queue.loaded ? nextEmpty(card, 0) : null);
  const [drafts, setDrafts] = useState<Record<number, number>>({});
  const [lastSaved, setLastSaved] = useState<{ hole: number; strokes: number } | null>(null);
  const [saving, setSaving] = useState(false);
  const panel = useRef<HTMLDivElement>(null);
  // The hole (or the submit step) stays whole on screen, its big button under the thumb.
  // (In braces: newer browsers answer scrollIntoView with a promise, which React would take for a cleanup.)
  useEffect(() => {
    panel.current?.scrollIntoView({ block: 'nearest' });
  }, [step]);
  const go = (next: Step) => setStep(next);
  const hole = step === 'submit' || step === null ? undefined : card.holes.find((h) => h.number === step);
  // Strokes the server refused stand ready to send again rather than the par.
  const refusedStrokes = (number: number) => queue.refused.findLast((write) => write.hole === number)?.strokes;
  const value = hole ? (drafts[hole.number] ?? hole.strokes ?? refusedStrokes(hole.number) ?? hole.par) : 0;
  const setValue = (strokes: number) => hole && setDrafts((before) => ({ ...before, [hole.number]: strokes }));
  const othersEmpty = card.holes.filter((h) => h.strokes === null && h.number !== hole?.number).length;
  const waitingHoles = new Set(queue.waiting.map((write) => write.hole));
  const submitSave = async () => {
    if (!hole) return;
    const strokes = value;
    setSaving(true);
    try {
      await queue.keep([{ playerId: card.player.id, hole: hole.number, strokes, notes: '' }]);
    } finally {
      setSaving(false);
    }
    setDrafts(({ [hole.number]: _done, ...rest }) => rest);
    setLastSaved({ hole: hole.number, strokes });
    // Every hole entered on this screen counts as in, whether or not the queue's state has re-rendered yet.
    keptHere.current = [...keptHere.current, { hole: hole.number, strokes }];
    setStep(nextEmpty(withWaiting(card, keptHere.current), hole.number));
  };
  const lastWaiting = lastSaved !== null && waitingHoles.has(lastSaved.hole);
  const savedLine = lastSaved && (lastWaiting ? `Hole ${lastSaved.hole} kept on this phone, waiting to send: ${lastSaved.strokes}` : `Hole ${lastSaved.hole} saved: ${lastSaved.strokes}`);
  const savedNote = <SavedStatus saved={savedLine} waiting={lastWaiting} idle="Each hole is saved as you go, on this phone first." />;
  return (
    <Stack gap="md">
      <HoleDots holes={card.holes.map((h) => dotOf(h, waitingHoles))} current={hole?.number ?? null} onPick={go} disabled={saving} />
      <div ref={panel}>
        {step === null ? (
          <Loader aria-label="Reading the holes kept on this phone" />
        ) : hole ? (
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
                <HoleSaveBadge saved={fromServer.holes.find((h) => h.number === hole.number)?.strokes ?? null} waiting={waitingHoles.has(hole.number) ? hole.strokes : null} />
              </Group>
              <StrokeStepper value={value} onChange={setValue} label={`Strokes on hole ${hole.number}`} caption={scoreName(value, hole.par)} disabled={saving} />
              <Button size="xl" fullWidth className={classes.save} loading={saving} onClick={() => void submitSave()}>
                {othersEmpty === 0 ? 'Save & finish' : 'Save & next'}
              </Button>
              {savedNote}
            </Stack>
          </Paper>
        ) : (
          <Stack gap="xs">
            {savedNote}
            {queue.waiting.length === 0 ? (
              <CardSubmit card={fromServer} tournament={tournament} />
            ) : (
              <Text size="sm" ta="center" data-testid="submit-waits">
                Your card can be submitted once every hole is sent.
              </Text>
            )}
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
