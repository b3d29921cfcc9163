import { Button, Group, Stack, Textarea } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useState } from 'react';
import type { ScorecardRowGolf } from '../../../../shared/matches/match.schema';
import { useConfirmRound, useDisputeRound, useSettleDispute } from './use-matches';

/**
 * A card someone else entered: its player confirms it or disputes it with a reason; a disputed
 * card waits for the committee, whose admin may let it stand. The server says who may do what.
 */
export function CardConfirmation({ roundId, golf }: { roundId: number; golf: ScorecardRowGolf }) {
  const confirm = useConfirmRound();
  const [disputing, dispute] = useDisclosure(false);
  const [reason, setReason] = useState('');
  const send = useDisputeRound(dispute.close);
  const settle = useSettleDispute();
  if (!golf.canConfirm && !golf.canDispute && !golf.canSettleDispute) return null;
  return (
    <Stack gap="xs">
      <Group gap="xs">
        {golf.canConfirm && (
          <Button size="xs" loading={confirm.isPending} onClick={() => confirm.mutate({ roundId })}>
            Confirm my card
          </Button>
        )}
        {golf.canDispute && !disputing && (
          <Button size="xs" variant="outline" color="red" onClick={dispute.open}>
            Dispute my card
          </Button>
        )}
        {golf.canSettleDispute && (
          <Button size="xs" variant="light" loading={settle.isPending} onClick={() => settle.mutate({ roundId })}>
            Let the card stand
          </Button>
        )}
      </Group>
      {disputing && (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            send.mutate({ roundId, reason });
          }}
        >
          <Stack gap="xs">
            <Textarea label="What is wrong with the card?" value={reason} onChange={(event) => setReason(event.currentTarget.value)} maxLength={200} autosize minRows={2} />
            <Group gap="xs">
              <Button type="submit" size="xs" color="red" loading={send.isPending}>
                Send to the committee
              </Button>
              <Button size="xs" variant="subtle" onClick={dispute.close}>
                Keep the card
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Stack>
  );
}
