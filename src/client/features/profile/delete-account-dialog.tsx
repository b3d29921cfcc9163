import { Button, Group, Modal, PasswordInput, Radio, Stack, Text } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { type AccountDeletionInput, accountDeletionSchema } from '../../../shared/profile/profile.schema';
import { errorMessage } from '../../lib/error-message';
import { notifyError, notifySuccess } from '../../lib/notify';
import { trpc } from '../../lib/trpc';

/** Deleting one's own account: what becomes of one's posts and comments, and the password again. */
export function DeleteAccountDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const utils = trpc.useUtils();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const form = useForm<AccountDeletionInput>({
    mode: 'controlled',
    initialValues: { password: '', content: 'remove' },
    validate: schemaResolver(accountDeletionSchema, { sync: true }),
  });
  const remove = trpc.profile.deleteAccount.useMutation({
    onSuccess: async () => {
      utils.auth.user.setData(undefined, { isAuthenticated: false, user: null });
      notifySuccess('Account Deleted', 'Your account and personal details have been deleted.');
      await navigate({ to: '/' });
      queryClient.removeQueries({ type: 'inactive' });
      await utils.invalidate();
    },
    onError: (error) => {
      const message = errorMessage(error, 'Please try again.');
      form.setFieldError('password', message);
      notifyError('Account not deleted', message);
    },
  });
  return (
    <Modal opened={opened} onClose={onClose} title="Delete My Account">
      <form onSubmit={form.onSubmit((values) => remove.mutate(values))} noValidate>
        <Stack gap="md">
          <Text size="sm">
            Your personal details, tee times and sign-ins are deleted. Your match scores stay in other members’ matches under
            the name “former member”. This cannot be undone.
          </Text>
          <Radio.Group label="Your posts and comments" {...form.getInputProps('content')}>
            <Stack gap="xs" mt="xs">
              <Radio value="remove" label="Delete them" />
              <Radio value="anonymise" label="Keep them without my name" />
            </Stack>
          </Radio.Group>
          <PasswordInput label="Your password" autoComplete="current-password" {...form.getInputProps('password')} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" color="red" loading={remove.isPending}>
              Delete My Account
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
