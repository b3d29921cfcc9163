import { Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { Match } from '../../../../shared/matches/match.schema';
import { useSession } from '../../../lib/use-session';
import { useChooseTee, useJoinMatch } from './use-matches';
import { useTees } from '../../../lib/use-tees';

/**
 * On a match played each on their own course: the member picks the tees they will play, to join the
 * match or to change them before their first score.
 */
export function OwnTeeDialog({ match, mode, opened, onClose }: { match: Match; mode: 'join' | 'change'; opened: boolean; onClose: () => void }) {
  const { user } = useSession();
  const tees = useTees({ casual: false });
  const mine = match.golf?.tees.find((t) => t.userId === user?.id);
  const [teeId, setTeeId] = useState<string | null>(mode === 'change' && mine?.teeId ? String(mine.teeId) : null);
  const join = useJoinMatch();
  const choose = useChooseTee(onClose);
  const busy = join.isPending || choose.isPending;
  const submit = () => {
    if (teeId === null) return;
    if (mode === 'join') join.mutate({ id: match.id, teeId: Number(teeId) }, { onSuccess: onClose });
    else choose.mutate({ id: match.id, teeId: Number(teeId) });
  };
  return (
    <Modal opened={opened} onClose={onClose} title={mode === 'join' ? 'Join Match' : 'Change my tees'} centered>
      <Stack gap="sm">
        <Text size="sm">Each player plays their own course in this match. Choose the tees you will play: your first score fixes them.</Text>
        <Select label="Your course and tees" placeholder="Choose tees" searchable data={tees.options} value={teeId} onChange={setTeeId} description={tees.describe(teeId === null ? null : Number(teeId))} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button onClick={submit} loading={busy} disabled={teeId === null}>
            {mode === 'join' ? 'Join Match' : 'Save Tees'}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
