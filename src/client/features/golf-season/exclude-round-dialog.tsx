import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { useRoundExclusion } from './use-golf';

/** The committee takes a round out of the club index, with a reason (audited). */
export function ExcludeRoundDialog({
  roundId,
  onClose,
  exclude,
}: {
  roundId: number | null;
  onClose: () => void;
  exclude: ReturnType<typeof useRoundExclusion>['exclude'];
}) {
  const [reason, setReason] = useState('');
  return (
    <Modal
      opened={roundId !== null}
      onClose={() => {
        setReason('');
        onClose();
      }}
      title="Exclude round"
      centered
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (roundId !== null) exclude.mutate({ roundId, reason });
        }}
        noValidate
      >
        <Stack gap="sm">
          <Text size="sm">The round stays on record but no longer counts for the club index. The change is audited.</Text>
          <TextInput label="Reason" required value={reason} onChange={(event) => setReason(event.currentTarget.value)} data-autofocus />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Keep Round
            </Button>
            <Button type="submit" color="red" loading={exclude.isPending}>
              Exclude Round
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
