import { Button, Group, NumberInput, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { accountEntryInputSchema, type AccountEntryInput } from '../../../shared/statements/statement.schema';
import { errorMessage, fieldErrorsOf } from '../../lib/error-message';
import { formatMoney } from '../../lib/money';
import { notifyError, notifySuccess } from '../../lib/notify';
import { trpc } from '../../lib/trpc';
import { useInvalidate } from '../../lib/invalidation-map';

/** An admin records a charge or a payment on a member's account. */
export function AccountEntryForm({ userId }: { userId: number }) {
  const invalidate = useInvalidate();
  const form = useForm<AccountEntryInput>({
    mode: 'controlled',
    initialValues: { userId, kind: 'charge', amount: 0, description: '' },
    validate: schemaResolver(accountEntryInputSchema, { sync: true }),
  });
  const record = trpc.statements.recordEntry.useMutation({
    onSuccess: async (entry) => {
      notifySuccess(entry.kind === 'charge' ? 'Charge Recorded' : 'Payment Recorded', `${formatMoney(entry.amountCents / 100)}: ${entry.description}`);
      form.reset();
      await invalidate('accounts');
    },
    onError: (error) => {
      form.setErrors(fieldErrorsOf(error));
      notifyError('Entry Not Recorded', errorMessage(error, 'Please try again.'));
    },
  });
  return (
    <form onSubmit={form.onSubmit((values) => record.mutate(values))} noValidate>
      <Stack gap="sm" maw={480}>
        <div>
          <Text size="sm" fw={500} mb={4} id="entry-kind-label">
            Kind
          </Text>
          <SegmentedControl
            aria-labelledby="entry-kind-label"
            data={[
              { value: 'charge', label: 'Charge' },
              { value: 'payment', label: 'Payment' },
            ]}
            value={form.values.kind}
            onChange={(value) => form.setFieldValue('kind', value === 'payment' ? 'payment' : 'charge')}
          />
        </div>
        <NumberInput
          label="Amount (USD)"
          prefix="$"
          decimalScale={2}
          min={0}
          thousandSeparator=","
          key={form.key('amount')}
          {...form.getInputProps('amount')}
          onChange={(value) => form.setFieldValue('amount', typeof value === 'number' ? value : Number(value) || 0)}
        />
        <TextInput label="Description" placeholder="e.g. Guest fees, Pro shop, Payment received" key={form.key('description')} {...form.getInputProps('description')} />
        <Group justify="flex-end">
          <Button type="submit" disabled={record.isPending}>
            {record.isPending ? 'Recording...' : 'Record Entry'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
