import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { type AccountEntry, type EntryReversal, entryReversalSchema } from '../../../shared/statements/statement.schema';
import { errorMessage, fieldErrorsOf } from '../../lib/error-message';
import { useInvalidate } from '../../lib/invalidation-map';
import { formatMoney } from '../../lib/money';
import { notifyError, notifySuccess } from '../../lib/notify';
import { trpc } from '../../lib/trpc';

/** Cancels a wrong entry with a reversing one: the statement keeps both. */
export function ReverseEntryDialog({ entry, onClose }: { entry: AccountEntry | null; onClose: () => void }) {
  return (
    <Modal opened={entry !== null} onClose={onClose} title="Reverse Entry" centered>
      {entry && <ReverseEntryForm key={entry.id} entry={entry} onDone={onClose} />}
    </Modal>
  );
}

function ReverseEntryForm({ entry, onDone }: { entry: AccountEntry; onDone: () => void }) {
  const invalidate = useInvalidate();
  const form = useForm<EntryReversal>({
    mode: 'controlled',
    initialValues: { entryId: entry.id, reason: '' },
    validate: schemaResolver(entryReversalSchema, { sync: true }),
  });
  const reverse = trpc.statements.reverseEntry.useMutation({
    onSuccess: async () => {
      notifySuccess('Entry Reversed', `${entry.description} (${formatMoney(entry.amountCents / 100)}) is cancelled by a reversing entry.`);
      await invalidate('accounts');
      onDone();
    },
    onError: (error) => {
      form.setErrors(fieldErrorsOf(error));
      notifyError('Entry Not Reversed', errorMessage(error, 'Please try again.'));
    },
  });
  return (
    <form noValidate onSubmit={form.onSubmit((values) => reverse.mutate(values))}>
      <Stack gap="md">
        <Text size="sm">
          Reverse <strong>{entry.description}</strong> ({formatMoney(entry.amountCents / 100)})? A reversing entry is added; nothing is deleted.
        </Text>
        <TextInput label="Reason" placeholder="e.g. Charged the wrong member" data-autofocus key={form.key('reason')} {...form.getInputProps('reason')} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone} disabled={reverse.isPending}>
            Keep Entry
          </Button>
          <Button type="submit" color="red" loading={reverse.isPending}>
            Reverse Entry
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
