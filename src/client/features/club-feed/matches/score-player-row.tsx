import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconNote } from '@tabler/icons-react';
import { HoleSaveBadge } from '../../../components/scoring/hole-save-badge';
import type { NamedMemberRef } from '../../../../shared/matches/match.schema';
import { receivedWords, scoreName } from '../../../components/scoring/score-words';
import { StrokeStepper } from '../../../components/scoring/stroke-stepper';
import type { ScreenHole } from './score-holes';

const NOTE_MAX = 200;

interface ScorePlayerRowProps {
  player: NamedMemberRef;
  isYou: boolean;
  hole: ScreenHole;
  /** More than one player on the hole: smaller steppers, named for the player. */
  several: boolean;
  value: number;
  onChange: (strokes: number) => void;
  saved: number | null;
  /** The score kept on the phone for this hole, not yet sent, or null. */
  waiting: number | null;
  /** Handicap strokes on this hole (golf matches); said only when there are some. */
  received: number | null;
  running: string;
  /** On own tees: the player's course, said with the par of their hole. */
  ownCourse?: string | null;
  /** The note being written, or null while the note field is closed. */
  note: string | null;
  onNote: (note: string | null) => void;
  disabled: boolean;
}

/** One player on the hole: name, total so far, the strokes with minus and plus, and a note if wanted. */
export function ScorePlayerRow({ player, isYou, hole, several, value, onChange, saved, waiting, received, running, ownCourse = null, note, onNote, disabled }: ScorePlayerRowProps) {
  const name = `${player.name}${isYou ? ' (you)' : ''}`;
  return (
    <Stack gap={2} component="section" aria-label={`Score of ${player.name}`}>
      <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
        <Stack gap={0} miw={0}>
          <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
            {name}
          </Text>
          <Text size="sm" c="dimmed" data-testid={`running-${player.username}`}>
            {running}
          </Text>
          {ownCourse !== null && hole.par !== null && (
            <Text size="sm" fw={600} data-testid={`own-par-${player.username}`}>
              Par {hole.par} at {ownCourse}
            </Text>
          )}
          {received !== null && received !== 0 && (
            <Text size="sm" fw={600}>
              {receivedWords(received)} on this hole
            </Text>
          )}
        </Stack>
        <HoleSaveBadge saved={saved} waiting={waiting} />
      </Group>
      <StrokeStepper
        value={value}
        onChange={onChange}
        label={`Strokes for ${player.name} on hole ${hole.number}`}
        who={several ? player.name : undefined}
        caption={hole.par === null ? undefined : scoreName(value, hole.par)}
        disabled={disabled}
        compact={several}
        testId={`strokes-${player.username}`}
      />
      {note === null ? (
        <Button variant="subtle" size="compact-sm" leftSection={<IconNote size={14} aria-hidden />} onClick={() => onNote('')} aria-label={`Add note for ${player.name}`} w="fit-content" mx="auto">
          Add note
        </Button>
      ) : (
        <Group gap="xs" align="flex-end" wrap="nowrap">
          <TextInput
            flex={1}
            label={`Note for ${player.name} (optional)`}
            description="Saved with this hole"
            maxLength={NOTE_MAX}
            value={note}
            onChange={(event) => onNote(event.currentTarget.value)}
            disabled={disabled}
            autoFocus
          />
          <Button variant="default" onClick={() => onNote(null)} disabled={disabled} aria-label={`Remove note for ${player.name}`}>
            Remove
          </Button>
        </Group>
      )}
    </Stack>
  );
}
