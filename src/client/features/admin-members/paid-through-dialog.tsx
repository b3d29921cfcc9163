import { Button, Group, Modal, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { AdminMember } from '../../../shared/members/member.schema';
import { type PaidThroughChange, paidThroughChangeSchema } from '../../../shared/membership/membership.schema';
import { errorMessage, fieldErrorsOf } from '../../lib/error-message';
import { useInvalidate } from '../../lib/invalidation-map';
import { formatMoney } from '../../lib/money';
import { notifyError, notifySuccess } from '../../lib/notify';
import { trpc } from '../../lib/trpc';

interface PaidThroughValues {
  paidThrough: string;
  note: string;
  /** Empty when no money changed hands (a gift, a correction). */
  amountPaid: number | '';
}

/** What the form sends: a blank note and a blank amount are left out. */
function toChange(values: PaidThroughValues): PaidThroughChange {
  return {
    paidThrough: values.paidThrough,
    ...(values.note.trim() ? { note: values.note.trim() } : {}),
    ...(values.amountPaid === '' ? {} : { amountPaid: values.amountPaid }),
  };
}

function validate(values: PaidThroughValues): Record<string, string> {
  const parsed = paidThroughChangeSchema.safeParse(toChange(values));
  if (parsed.success) return {};
  return Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0] ?? 'paidThrough'), issue.message]));
}

/** An admin sets a member's paid-through date by hand: cash or cheque, a gift, a correction. */
export function PaidThroughDialog({ member, onClose }: { member: AdminMember | null; onClose: () => void }) {
  return (
    <Modal opened={member !== null} onClose={onClose} title="Set Paid-Through Date" centered>
      {member && <PaidThroughForm key={member.id} member={member} onDone={onClose} />}
    </Modal>
  );
}

function PaidThroughForm({ member, onDone }: { member: AdminMember; onDone: () => void }) {
  const invalidate = useInvalidate();
  const form = useForm<PaidThroughValues>({
    mode: 'controlled',
    initialValues: { paidThrough: member.paidThrough ?? '', note: '', amountPaid: '' },
    validate,
  });
  const save = trpc.admin.members.setPaidThrough.useMutation({
    onSuccess: async (result, input) => {
      const paid = input.amountPaid === undefined ? '' : `, ${formatMoney(input.amountPaid)} recorded on the statement`;
      notifySuccess('Membership Updated', `${member.username} is paid through ${result.paidThrough ?? input.paidThrough}${paid}.`);
      await invalidate('members', 'accounts');
      onDone();
    },
    onError: (error) => {
      form.setErrors(fieldErrorsOf(error));
      notifyError('Membership Not Updated', errorMessage(error, 'Please try again.'));
    },
  });
  return (
    <form noValidate onSubmit={form.onSubmit((values) => save.mutate({ userId: member.id, ...toChange(values) }))}>
      <Stack gap="md">
        <Text size="sm">
          {member.username} is paid through <strong>{member.paidThrough ?? 'no date yet'}</strong>.
        </Text>
        <TextInput type="date" label="Paid through" data-autofocus key={form.key('paidThrough')} {...form.getInputProps('paidThrough')} />
        <NumberInput
          label="Amount paid (optional)"
          description="Cash or cheque taken by hand: recorded on the member's statement."
          prefix="$"
          decimalScale={2}
          min={0}
          thousandSeparator=","
          key={form.key('amountPaid')}
          {...form.getInputProps('amountPaid')}
          onChange={(value) => form.setFieldValue('amountPaid', typeof value === 'number' ? value : '')}
        />
        <TextInput label="Note (optional)" placeholder="e.g. Paid by cheque 1042, gift from the committee" key={form.key('note')} {...form.getInputProps('note')} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone} disabled={save.isPending}>
            Close
          </Button>
          <Button type="submit" loading={save.isPending}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
