import { Button, Group, PasswordInput, Stack } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { passwordChangeSchema, type PasswordChangeInput } from '../../../shared/profile/profile.schema';
import { errorMessage, fieldErrorsOf } from '../../lib/error-message';
import { notifyError, notifySuccess } from '../../lib/notify';
import { trpc } from '../../lib/trpc';

const empty: PasswordChangeInput = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function PasswordForm({ username }: { username: string }) {
  const form = useForm<PasswordChangeInput>({
    mode: 'controlled',
    initialValues: empty,
    validate: schemaResolver(passwordChangeSchema, { sync: true }),
  });
  const change = trpc.profile.changePassword.useMutation({
    onSuccess: () => {
      form.reset();
      notifySuccess('Password Updated', 'Your password has been changed. Your other devices have been signed out.');
    },
    onError: (error) => {
      form.setErrors(fieldErrorsOf(error));
      notifyError('Password Not Changed', errorMessage(error, 'Failed to update password. Please try again.'));
    },
  });

  return (
    <form onSubmit={form.onSubmit((values) => change.mutate(values))} noValidate>
      <Stack gap="md">
        {/* Lets password managers tie the new password to this account. */}
        <input type="text" name="username" autoComplete="username" value={username} readOnly hidden />
        <PasswordInput label="Current Password" autoComplete="current-password" key={form.key('currentPassword')} {...form.getInputProps('currentPassword')} />
        <PasswordInput label="New Password" autoComplete="new-password" key={form.key('newPassword')} {...form.getInputProps('newPassword')} />
        <PasswordInput
          label="Confirm New Password"
          autoComplete="new-password"
          key={form.key('confirmPassword')}
          {...form.getInputProps('confirmPassword')}
        />
        <Group justify="flex-end">
          <Button type="submit" disabled={change.isPending}>
            {change.isPending ? 'Updating...' : 'Update Password'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
