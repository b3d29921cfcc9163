import { Button, Group, Modal, SegmentedControl, Select, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { TournamentSummary } from '../../../shared/tournaments/tournament.schema';
import { fromDateTimeLocal, toDateTimeLocal } from '../../lib/date-time-local';
import { clubLocalToIso, inClubTime, LIST_DATE, TIME } from '../../lib/dates';
import { errorMessage, fieldErrorsOf } from '../../lib/error-message';
import { useInvalidate } from '../../lib/invalidation-map';
import { notifySuccess } from '../../lib/notify';
import { trpc } from '../../lib/trpc';
import { useClubSettings } from '../../lib/use-club-settings';

/** The committee closes a round's window early or extends it, with a reason for the audit log. */
export function WindowDialog({ tournament, onClose }: { tournament: TournamentSummary | null; onClose: () => void }) {
  return (
    <Modal opened={tournament !== null} onClose={onClose} title={tournament ? `Change a window: ${tournament.name}` : 'Change a window'} centered>
      {tournament && <WindowForm tournament={tournament} onDone={onClose} />}
    </Modal>
  );
}

function WindowForm({ tournament, onDone }: { tournament: TournamentSummary; onDone: () => void }) {
  const { timeZone } = useClubSettings();
  const invalidate = useInvalidate();
  const [round, setRound] = useState(String(tournament.rounds[0]?.number ?? 1));
  const [how, setHow] = useState<'now' | 'at'>('now');
  const [closesAt, setClosesAt] = useState('');
  const [reason, setReason] = useState('');
  const change = trpc.admin.tournaments.changeWindow.useMutation({
    onSuccess: async () => {
      notifySuccess('Window Changed', `${tournament.name}, round ${round}`);
      await invalidate('tournaments');
      onDone();
    },
  });
  const errors = fieldErrorsOf(change.error);
  const current = tournament.rounds.find((r) => String(r.number) === round);
  const shown = (iso: string) => inClubTime(iso, timeZone).format(`${LIST_DATE} ${TIME}`);
  const submit = () => {
    const wanted = how === 'now' ? 'now' : closesAt === '' ? '' : clubLocalToIso(closesAt, timeZone);
    change.mutate({ tournamentId: tournament.id, round: Number(round), closesAt: wanted, reason });
  };
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      noValidate
    >
      <Stack gap="sm">
        {tournament.rounds.length > 1 && (
          <Select label="Round" data={tournament.rounds.map((r) => ({ value: String(r.number), label: `Round ${r.number}` }))} value={round} onChange={(value) => value && setRound(value)} allowDeselect={false} />
        )}
        {current && (
          <Text size="sm" data-testid="current-window">
            Round {current.number} opens {shown(current.opensAt)} and closes {shown(current.closesAt)} (club time).
          </Text>
        )}
        <SegmentedControl
          value={how}
          onChange={(value) => setHow(value === 'at' ? 'at' : 'now')}
          data={[
            { value: 'now', label: 'Close now' },
            { value: 'at', label: 'New closing time' },
          ]}
        />
        {how === 'at' && (
          <TextInput
            type="datetime-local"
            label="Closes at"
            description={`Club time (${timeZone})`}
            value={toDateTimeLocal(closesAt)}
            onChange={(event) => setClosesAt(fromDateTimeLocal(event.currentTarget.value))}
            error={errors.closesAt}
          />
        )}
        <TextInput label="Reason" description="Kept in the audit log" value={reason} onChange={(event) => setReason(event.currentTarget.value)} error={errors.reason} />
        {change.error && !errors.closesAt && !errors.reason && (
          <Text c="red" size="sm" role="alert">
            {errorMessage(change.error, 'Please try again.')}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone} disabled={change.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={change.isPending}>
            Change Window
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
