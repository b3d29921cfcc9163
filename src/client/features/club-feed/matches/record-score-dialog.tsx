import { Button, Group, Modal, NumberInput, Select, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import type { RoundHoles } from '../../../../shared/golf/round-setup';
import { type MemberRef, scoreInputSchema } from '../../../../shared/matches/match.schema';
import { useRecordScore } from './use-matches';

interface RecordScoreDialogProps {
  matchId: number;
  /** The holes of a golf match's round (null for a casual match: any of 1-18). */
  holes: RoundHoles | null;
  /** Whose score may be recorded: everyone for the organizer, oneself otherwise. */
  players: MemberRef[];
  defaultPlayerId: number;
  opened: boolean;
  onClose: () => void;
}

interface ScoreFormValues {
  matchId: number;
  userId: string;
  hole: number | string;
  score: number | string;
  notes: string;
}

export function RecordScoreDialog({ matchId, holes, players, defaultPlayerId, opened, onClose }: RecordScoreDialogProps) {
  const first = holes === 'back' ? 10 : 1;
  const last = holes === 'front' ? 9 : 18;
  const form = useForm<ScoreFormValues>({
    mode: 'controlled',
    initialValues: { matchId, userId: String(defaultPlayerId), hole: first, score: 4, notes: '' },
    validate: schemaResolver(scoreInputSchema, { sync: true }),
  });
  const close = () => {
    form.reset();
    onClose();
  };
  const record = useRecordScore(close);
  return (
    <Modal opened={opened} onClose={close} title="Record Score" centered>
      <form
        onSubmit={form.onSubmit((values) =>
          record.mutate({ matchId, userId: Number(values.userId), hole: Number(values.hole), score: Number(values.score), notes: values.notes }),
        )}
        noValidate
      >
        <Stack gap="sm">
          <Select
            label="Player"
            data={players.map((p) => ({ value: String(p.id), label: p.username }))}
            allowDeselect={false}
            disabled={players.length < 2}
            key={form.key('userId')}
            {...form.getInputProps('userId')}
          />
          <Group grow>
            {/* No clamping: a hole or score out of range gets its message, never a silent change. */}
            <NumberInput
              label="Hole"
              description={holes ? `Holes ${first} to ${last}` : undefined}
              min={first}
              max={last}
              clampBehavior="none"
              allowDecimal={false}
              key={form.key('hole')}
              {...form.getInputProps('hole')}
            />
            <NumberInput label="Score" min={1} max={20} clampBehavior="none" allowDecimal={false} key={form.key('score')} {...form.getInputProps('score')} />
          </Group>
          <TextInput label="Notes (optional)" key={form.key('notes')} {...form.getInputProps('notes')} />
          <Group justify="flex-end">
            <Button variant="default" onClick={close} disabled={record.isPending}>
              Cancel
            </Button>
            <Button type="submit" loading={record.isPending}>
              Save Score
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
