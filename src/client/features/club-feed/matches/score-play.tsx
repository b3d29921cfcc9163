import { Button, Divider, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { Fragment, useEffect, useRef, useState } from 'react';
import type { Match, Scorecard } from '../../../../shared/matches/match.schema';
import { HoleDots } from '../../../components/scoring/hole-dots';
import { OfflineBanner } from '../../../components/scoring/offline-banner';
import { RefusedHoles } from '../../../components/scoring/refused-holes';
import { SavedStatus } from '../../../components/scoring/saved-status';
import classes from '../../../components/scoring/score-screen.module.css';
import { notifySuccess } from '../../../lib/notify';
import { CASUAL_START, holeDots, nextMissing, savedScore, savedWords, type ScreenHole, screenHoles, startingStrokes, type WaitingScore, waitingScore, withWaiting } from './score-holes';
import { ScorePlayerRow } from './score-player-row';
import { runningWords, ScoreTotals } from './score-totals';
import { useRecordHole } from './use-record-hole';

type Step = number | 'done';
const keyOf = (userId: number, hole: number) => `${userId}:${hole}`;

function without<Value>(record: Record<string, Value>, keys: readonly string[]): Record<string, Value> {
  return Object.fromEntries(Object.entries(record).filter(([key]) => !keys.includes(key)));
}

/**
 * A match's scores, one hole at a time, for a phone held in one hand: every player the member scores
 * for is on the hole, the strokes starting at par (or at the score saved); one tap on Save & next
 * keeps them all on the phone, sends them as soon as there is a connection, and moves on to the next
 * hole with a score missing. A hole waiting to be sent says so; one the server refused stays in
 * sight, with its reason, until the member dismisses it.
 */
export function ScorePlay({ match, scorecard: fromServer, viewerId }: { match: Match; scorecard: Scorecard; viewerId: number }) {
  const players = match.participants.filter((p) => match.viewer.scoresFor.includes(p.id));
  const several = players.length > 1;
  const queue = useRecordHole(match, fromServer, viewerId);
  // What the member has entered counts at once: the waiting scores stand in the card until sent.
  const scorecard = withWaiting(fromServer, queue.waiting);
  const holes = screenHoles(match, scorecard);
  // Until the member picks a hole, the first one missing, once the phone's kept holes are read.
  const [picked, setStep] = useState<Step | null>(null);
  const keptHere = useRef<WaitingScore[]>([]);
  const step = picked ?? (queue.loaded ? (nextMissing(holes, scorecard, players, null) ?? 'done') : null);
  const [drafts, setDrafts] = useState<Record<string, number>>({});
  // A key here means that player's note field is open on that hole.
  const [notes, setNotes] = useState<Record<string, string>>({});
  const [lastSaved, setLastSaved] = useState<{ hole: number; words: string } | null>(null);
  const [saving, setSaving] = useState(false);
  const panel = useRef<HTMLDivElement>(null);
  // The hole stays whole on screen, its big button under the thumb.
  useEffect(() => {
    panel.current?.scrollIntoView({ block: 'nearest' });
  }, [step]);

  const hole = step === 'done' || step === null ? undefined : holes.find((h) => h.number === step);
  const go = (next: Step) => setStep(next);
  // On own tees each player's hole has the par of their own tee.
  const parOf = (userId: number, on: ScreenHole) => scorecard.rows.find((r) => r.userId === userId)?.golf?.holes[on.number]?.par ?? on.par;
  // A score the server refused stands ready to send again rather than the par.
  const valueOf = (userId: number, on: ScreenHole) =>
    drafts[keyOf(userId, on.number)] ?? startingStrokes(savedScore(scorecard, userId, on.number) ?? waitingScore(queue.refused, userId, on.number), parOf(userId, on));

  const saveHole = async () => {
    if (!hole) return;
    const shown = players.map((player) => ({ player, key: keyOf(player.id, hole.number), score: valueOf(player.id, hole), notes: (notes[keyOf(player.id, hole.number)] ?? '').trim() }));
    // A score already saved and left as it was is not sent again: the write would name this member as
    // its recorder (asking the player to confirm a card they entered) and clear the note it has.
    const changed = shown.filter((entry) => entry.notes !== '' || savedScore(scorecard, entry.player.id, hole.number) !== entry.score);
    setSaving(true);
    try {
      await queue.keep(changed.map((entry) => ({ playerId: entry.player.id, hole: hole.number, strokes: entry.score, notes: entry.notes })));
    } finally {
      setSaving(false);
    }
    const keys = shown.map((entry) => entry.key);
    setDrafts((before) => without(before, keys));
    setNotes((before) => without(before, keys));
    setLastSaved({ hole: hole.number, words: savedWords(shown.map((entry) => ({ name: entry.player.name, score: entry.score })), several) });
    // Every hole entered on this screen counts as in, whether or not its queue state has re-rendered yet:
    // a quick thumb on a slow phone must not be sent back to a hole it just saved.
    keptHere.current = [...keptHere.current, ...changed.map((entry) => ({ playerId: entry.player.id, hole: hole.number, strokes: entry.score }))];
    const entered = withWaiting(scorecard, keptHere.current);
    const next = nextMissing(holes, entered, players, hole.number);
    if (next === null) notifySuccess('Score Recorded', 'Every hole of the round is entered.');
    setStep(next ?? 'done');
  };

  const othersMissing = nextMissing(holes, scorecard, players, hole?.number ?? null);
  const lastToSave = othersMissing === null || othersMissing === hole?.number;
  const lastWaiting = lastSaved !== null && queue.waiting.some((write) => write.hole === lastSaved.hole);
  const savedLine = lastSaved && (lastWaiting ? `Hole ${lastSaved.hole} kept on this phone, waiting to send: ${lastSaved.words}` : `Hole ${lastSaved.hole} saved: ${lastSaved.words}`);
  const status = <SavedStatus saved={savedLine} waiting={lastWaiting} idle="Each hole is saved as you go, on this phone first." />;
  const nameOf = (playerId: number) => (several ? (players.find((p) => p.id === playerId)?.name ?? null) : null);
  return (
    <Stack gap="md">
      <OfflineBanner online={queue.online} waiting={queue.waiting.length} signedOut={queue.signedOut} />
      <RefusedHoles writes={queue.refused} playerName={nameOf} onDismiss={(seq) => void queue.dismiss(seq)} />
      <HoleDots holes={holeDots(holes, scorecard, players, queue.waiting)} current={hole?.number ?? null} onPick={go} disabled={saving} />
      <div ref={panel}>
        {step === null ? (
          <Loader aria-label="Reading the holes kept on this phone" />
        ) : hole ? (
          <Paper withBorder radius="md" p="md" component="section" aria-labelledby="hole-title">
            <Stack gap="sm" align="stretch">
              <Stack gap={0}>
                <Group justify="space-between" align="baseline" wrap="nowrap">
                  <Title order={2} size="h1" id="hole-title">
                    Hole {hole.number}
                  </Title>
                  {hole.par !== null && (
                    <Text fw={700} fz="h3" data-testid="hole-par">
                      Par {hole.par}
                    </Text>
                  )}
                </Group>
                {hole.strokeIndex !== null && (
                  <Text size="sm" fw={600}>
                    Stroke index {hole.strokeIndex}
                  </Text>
                )}
                {hole.par === null && match.golf?.ownTees && (
                  <Text size="sm" c="dimmed" data-testid="own-tees">
                    Each player plays their own course: the par beside each name is theirs.
                  </Text>
                )}
                {!match.golf && (
                  <Text size="sm" c="dimmed" data-testid="no-par">
                    A casual match has no par: the strokes start at {CASUAL_START}, or at the score already saved.
                  </Text>
                )}
              </Stack>
              {players.map((player, i) => {
                const key = keyOf(player.id, hole.number);
                const row = scorecard.rows.find((r) => r.userId === player.id);
                return (
                  <Fragment key={player.id}>
                    {i > 0 && <Divider />}
                    <ScorePlayerRow
                      player={player}
                      isYou={player.id === viewerId}
                      hole={{ ...hole, par: parOf(player.id, hole) }}
                      several={several}
                      value={valueOf(player.id, hole)}
                      onChange={(strokes) => setDrafts((before) => ({ ...before, [key]: strokes }))}
                      saved={savedScore(fromServer, player.id, hole.number)}
                      waiting={waitingScore(queue.waiting, player.id, hole.number)}
                      received={row?.golf?.holes[hole.number]?.strokesReceived ?? null}
                      running={runningWords(row, scorecard.golf)}
                      ownCourse={match.golf?.ownTees ? (row?.golf?.courseName ?? null) : null}
                      note={notes[key] ?? null}
                      onNote={(note) => setNotes((before) => (note === null ? without(before, [key]) : { ...before, [key]: note }))}
                      disabled={saving}
                    />
                  </Fragment>
                );
              })}
              <Button size="xl" fullWidth className={classes.save} loading={saving} onClick={() => void saveHole()}>
                {lastToSave ? 'Save & finish' : 'Save & next'}
              </Button>
              {status}
            </Stack>
          </Paper>
        ) : (
          <Paper withBorder radius="md" p="md" component="section" aria-labelledby="done-title">
            <Stack gap="sm">
              <Title order={2} size="h3" id="done-title">
                Every hole is in
              </Title>
              {lastSaved && status}
              <ScoreTotals players={players} rows={scorecard.rows} golf={scorecard.golf} />
              <Text size="sm" c="dimmed">
                To correct a score, tap its hole above.
              </Text>
              <Button renderRoot={(props) => <Link {...props} to="/member/match/$id" params={{ id: String(match.id) }} />} size="lg" fullWidth>
                See the scorecard
              </Button>
            </Stack>
          </Paper>
        )}
      </div>
    </Stack>
  );
}
