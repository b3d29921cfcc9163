import { Alert, Button, Group, PasswordInput, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useEffect } from 'react';
import { type Profile, profileInputSchema, type ProfileInput } from '../../../shared/profile/profile.schema';
import { errorMessage, fieldErrorsOf } from '../../lib/error-message';
import { notifyError, notifySuccess } from '../../lib/notify';
import { trpc } from '../../lib/trpc';

export function PersonalInfoForm({ profile }: { profile: Profile }) {
  const utils = trpc.useUtils();
  const form = useForm<ProfileInput>({
    mode: 'controlled',
    initialValues: { fullName: profile.fullName, email: profile.email, phone: profile.phone, address: profile.address },
    validate: schemaResolver(profileInputSchema, { sync: true }),
  });
  const { setInitialValues } = form;
  useEffect(() => {
    setInitialValues({ fullName: profile.fullName, email: profile.email, phone: profile.phone, address: profile.address });
  }, [profile, setInitialValues]);

  const emailChanged = form.getValues().email.trim().toLowerCase() !== profile.email.toLowerCase();

  const save = trpc.profile.update.useMutation({
    onSuccess: (saved) => {
      utils.profile.get.setData(undefined, saved);
      const askedForNewEmail = saved.pendingEmail !== null && saved.pendingEmail !== profile.pendingEmail;
      form.setValues({ fullName: saved.fullName, email: saved.email, phone: saved.phone, address: saved.address, currentPassword: '' });
      form.resetDirty();
      notifySuccess(
        'Profile Updated',
        askedForNewEmail ? `Your personal information has been saved. Confirm ${saved.pendingEmail} with the link we sent there.` : 'Your personal information has been saved.',
      );
    },
    onError: (error) => {
      form.setErrors(fieldErrorsOf(error));
      notifyError('Profile Not Saved', errorMessage(error, 'Failed to update profile. Please try again.'));
    },
  });

  return (
    <form onSubmit={form.onSubmit((values) => save.mutate(values))} noValidate>
      <Stack gap="md">
        <TextInput label="Full Name" autoComplete="name" key={form.key('fullName')} {...form.getInputProps('fullName')} />
        <TextInput label="Email" type="email" autoComplete="email" key={form.key('email')} {...form.getInputProps('email')} />
        {emailChanged && (
          <PasswordInput
            label="Current password"
            description="Changing the e-mail address needs your password; the new address is used once you confirm it."
            autoComplete="current-password"
            key={form.key('currentPassword')}
            {...form.getInputProps('currentPassword')}
          />
        )}
        {profile.pendingEmail && (
          <Alert color="blue" variant="light" title="New address waiting">
            <Text size="sm">
              We sent a link to {profile.pendingEmail}. Your e-mail address changes once you follow it (within 24 hours).
            </Text>
          </Alert>
        )}
        <TextInput label="Phone" type="tel" autoComplete="tel" key={form.key('phone')} {...form.getInputProps('phone')} />
        <Textarea label="Address" autoComplete="street-address" minRows={2} autosize key={form.key('address')} {...form.getInputProps('address')} />
        <Group justify="flex-end">
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? 'Saving...' : 'Save Changes'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
