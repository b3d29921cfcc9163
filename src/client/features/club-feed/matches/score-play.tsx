import { Alert, Button, Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { Fragment, useEffect, useRef, useState } from 'react';
import type { Match, Scorecard } from '../../../../shared/matches/match.schema';
import { HoleDots } from '../../../components/scoring/hole-dots';
import { SavedStatus } from '../../../components/scoring/saved-status';
import classes from '../../../components/scoring/score-screen.module.css';
import { notifySuccess } from '../../../lib/notify';
import { CASUAL_START, holeDots, nextMissing, savedScore, savedWords, type ScreenHole, screenHoles, startingStrokes } from './score-holes';
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
 * saves them all and moves on to the next hole with a score missing.
 */
export function ScorePlay({ match, scorecard, viewerId }: { match: Match; scorecard: Scorecard; viewerId: number }) {
  const players = match.participants.filter((p) => match.viewer.scoresFor.includes(p.id));
  const several = players.length > 1;
  const holes = screenHoles(match, scorecard);
  const [step, setStep] = useState<Step>(() => nextMissing(holes, scorecard, players, null) ?? 'done');
  const [drafts, setDrafts] = useState<Record<string, number>>({});
  // A key here means that player's note field is open on that hole.
  const [notes, setNotes] = useState<Record<string, string>>({});
  const [failures, setFailures] = useState<{ hole: number; byPlayer: Map<number, string> } | null>(null);
  const [lastSaved, setLastSaved] = useState<string | null>(null);
  const { save, saving } = useRecordHole(match.id);
  const panel = useRef<HTMLDivElement>(null);
  // The hole stays whole on screen, its big button under the thumb.
  useEffect(() => {
    panel.current?.scrollIntoView({ block: 'nearest' });
  }, [step]);

  const hole = step === 'done' ? undefined : holes.find((h) => h.number === step);
  const go = (next: Step) => {
    setFailures(null);
    setStep(next);
  };
  // On own tees each player's hole has the par of their own tee.
  const parOf = (userId: number, on: ScreenHole) => scorecard.rows.find((r) => r.userId === userId)?.golf?.holes[on.number]?.par ?? on.par;
  const valueOf = (userId: number, on: ScreenHole) => drafts[keyOf(userId, on.number)] ?? startingStrokes(savedScore(scorecard, userId, on.number), parOf(userId, on));

  const saveHole = async () => {
    if (!hole) return;
    const shown = players.map((player) => ({ player, key: keyOf(player.id, hole.number), score: valueOf(player.id, hole), notes: (notes[keyOf(player.id, hole.number)] ?? '').trim() }));
    // A score already saved and left as it was is not sent again: the write would name this member as
    // its recorder (asking the player to confirm a card they entered) and clear the note it has.
    const changed = shown.filter((entry) => entry.notes !== '' || savedScore(scorecard, entry.player.id, hole.number) !== entry.score);
    const outcome = await save(hole.number, changed.map((entry) => ({ userId: entry.player.id, score: entry.score, notes: entry.notes })));
    const saved = changed.filter((entry) => !outcome.failures.has(entry.player.id)).map((entry) => entry.key);
    setDrafts((before) => without(before, saved));
    setNotes((before) => without(before, saved));
    if (outcome.failures.size > 0) {
      setFailures({ hole: hole.number, byPlayer: outcome.failures });
      return;
    }
    setFailures(null);
    setLastSaved(`Hole ${hole.number} saved: ${savedWords(shown.map((entry) => ({ username: entry.player.username, score: entry.score })), several)}`);
    const next = nextMissing(holes, outcome.scorecard ?? scorecard, players, hole.number);
    if (next === null) notifySuccess('Score Recorded', 'Every hole of the round is on the scorecard.');
    setStep(next ?? 'done');
  };

  const othersMissing = nextMissing(holes, scorecard, players, hole?.number ?? null);
  const lastToSave = othersMissing === null || othersMissing === hole?.number;
  const status = <SavedStatus saved={lastSaved} idle="Each hole is saved as you go." />;
  return (
    <Stack gap="md">
      <HoleDots holes={holeDots(holes, scorecard, players)} current={hole?.number ?? null} onPick={go} disabled={saving} />
      <div ref={panel}>
        {hole ? (
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
                      saved={savedScore(scorecard, player.id, hole.number)}
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
              {failures?.hole === hole.number && <SaveFailures hole={hole.number} failures={failures.byPlayer} players={players} />}
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

/** What the server said, on the hole: once when every player got the same answer, else a line each. */
function SaveFailures({ hole, failures, players }: { hole: number; failures: Map<number, string>; players: readonly { id: number; username: string }[] }) {
  const failed = players.filter((p) => failures.has(p.id));
  const messages = [...new Set(failures.values())];
  const title = failed.length === players.length ? `Hole ${hole} not saved` : `Hole ${hole} not saved for ${failed.map((p) => p.username).join(', ')}`;
  return (
    <Alert color="red" variant="light" title={title} role="alert">
      {messages.length === 1 ? messages[0] : failed.map((p) => <div key={p.id}>{`${p.username}: ${failures.get(p.id) ?? ''}`}</div>)}
    </Alert>
  );
}
