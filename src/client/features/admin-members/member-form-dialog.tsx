import type { z } from 'zod';
import { Button, Group, Modal, PasswordInput, Select, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { type AdminMember, memberCreateSchema, memberUpdateSchema } from '../../../shared/members/member.schema';
import { fieldErrorsOf } from '../../lib/error-message';
import { useMemberMutations } from './use-member-mutations';

type MemberFormValues = z.output<typeof memberCreateSchema>;

const memberTypeOptions = [
  { value: 'standard', label: 'Standard' },
  { value: 'admin', label: 'Admin' },
];

interface MemberFormDialogProps {
  /** The member to edit, or null to add one. */
  member: AdminMember | null;
  opened: boolean;
  onClose: () => void;
}

export function MemberFormDialog({ member, opened, onClose }: MemberFormDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={member ? 'Edit Member' : 'Add Member'} centered>
      {/* A fresh form each time the dialog opens for a member. */}
      {opened && <MemberForm key={member?.id ?? 'new'} member={member} onDone={onClose} />}
    </Modal>
  );
}

function MemberForm({ member, onDone }: { member: AdminMember | null; onDone: () => void }) {
  const { create, update } = useMemberMutations();
  const form = useForm<MemberFormValues>({
    mode: 'controlled',
    initialValues: { username: member?.username ?? '', password: '', memberType: member?.memberType ?? 'standard' },
    validate: schemaResolver(member ? memberUpdateSchema : memberCreateSchema, { sync: true }),
  });
  const isPending = create.isPending || update.isPending;

  const submit = (values: MemberFormValues) => {
    const options = { onSuccess: onDone, onError: (error: unknown) => form.setErrors(fieldErrorsOf(error)) };
    if (!member) {
      create.mutate(values, options);
      return;
    }
    // A blank password is left out: the member keeps the current one.
    const { password, ...rest } = values;
    update.mutate({ id: member.id, member: password === '' ? rest : values }, options);
  };

  return (
    <form onSubmit={form.onSubmit(submit)} noValidate>
      <Stack gap="md">
        <TextInput label="Username" autoComplete="off" data-autofocus key={form.key('username')} {...form.getInputProps('username')} />
        <PasswordInput
          label="Password"
          autoComplete="new-password"
          description={member ? 'Leave blank to keep the current password' : undefined}
          key={form.key('password')}
          {...form.getInputProps('password')}
        />
        <Select
          label="Member Type"
          data={memberTypeOptions}
          allowDeselect={false}
          key={form.key('memberType')}
          {...form.getInputProps('memberType')}
          onChange={(value: string | null) => form.setFieldValue('memberType', value === 'admin' ? 'admin' : 'standard')}
        />
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onDone} disabled={isPending}>
            Cancel
          </Button>
          <Button type="submit" disabled={isPending}>
            {member ? (isPending ? 'Saving...' : 'Save Changes') : isPending ? 'Creating...' : 'Create Member'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
