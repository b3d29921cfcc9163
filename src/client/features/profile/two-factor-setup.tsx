import { Button, Group, Image, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { twoFactorConfirmSchema, type TwoFactorEnrolment } from '../../../shared/auth/two-factor.schema';
import { errorMessage, fieldErrorsOf } from '../../lib/error-message';
import { notifyError, notifySuccess } from '../../lib/notify';
import { trpc } from '../../lib/trpc';

interface TwoFactorSetupProps {
  enrolment: TwoFactorEnrolment;
  onConfirmed: (codes: string[]) => void;
  onCancel: () => void;
}

/** Scan the QR code (or type the key), then prove it with the first code the app shows. */
export function TwoFactorSetup({ enrolment, onConfirmed, onCancel }: TwoFactorSetupProps) {
  const utils = trpc.useUtils();
  const form = useForm({
    mode: 'controlled',
    initialValues: { code: '' },
    validate: schemaResolver(twoFactorConfirmSchema, { sync: true }),
  });
  const confirm = trpc.profile.twoFactor.confirm.useMutation({
    onSuccess: async ({ codes }) => {
      notifySuccess(
        'Two-Factor Authentication On',
        'Signing in now asks for a code from your app. Your other devices have been signed out.',
      );
      onConfirmed(codes);
      await utils.profile.twoFactor.status.invalidate();
    },
    onError: (error) => {
      form.setErrors(fieldErrorsOf(error));
      notifyError('Two-Factor Authentication Not On', errorMessage(error, 'Please try again.'));
    },
  });
  return (
    <form onSubmit={form.onSubmit((values) => confirm.mutate(values))} noValidate>
      <Stack gap="md">
        <Text size="sm">
          1. Open an authenticator app on your phone (such as Google Authenticator, Microsoft Authenticator or 1Password) and scan this
          code.
        </Text>
        <Image src={enrolment.qrCode} alt="QR code to add the club to your authenticator app" w={180} h={180} />
        <Text size="sm">
          Cannot scan it? Enter this key in the app instead:{' '}
          <Text span ff="monospace" fw={600} style={{ wordBreak: 'break-all' }}>
            {enrolment.secret}
          </Text>
        </Text>
        <TextInput
          label="2. Enter the 6-digit code the app shows"
          autoComplete="one-time-code"
          inputMode="numeric"
          maw={240}
          {...form.getInputProps('code')}
        />
        <Group gap="sm">
          <Button type="submit" loading={confirm.isPending}>
            Turn On
          </Button>
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
