import { Button, Group, Modal, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { twoFactorTurnOffSchema, type TwoFactorTurnOffInput } from '../../../shared/auth/two-factor.schema';
import { errorMessage, fieldErrorsOf } from '../../lib/error-message';
import { notifyError } from '../../lib/notify';

interface TwoFactorTurnOffDialogProps {
  opened: boolean;
  pending: boolean;
  onConfirm: (input: TwoFactorTurnOffInput) => Promise<unknown>;
  onClose: () => void;
}

const TITLE = 'Turn Off Two-Factor Authentication';

/** Turning the second factor off asks for the password and a code: the password alone is not enough. */
export function TwoFactorTurnOffDialog(props: TwoFactorTurnOffDialogProps) {
  const form = useForm<TwoFactorTurnOffInput>({
    mode: 'controlled',
    initialValues: { password: '', code: '' },
    validate: schemaResolver(twoFactorTurnOffSchema, { sync: true }),
  });
  const close = () => {
    form.reset();
    props.onClose();
  };
  const submit = async (values: TwoFactorTurnOffInput) => {
    try {
      await props.onConfirm(values);
      close();
    } catch (error) {
      const message = errorMessage(error, 'Please try again.');
      const fields = fieldErrorsOf(error);
      if (Object.keys(fields).length > 0) form.setErrors(fields);
      else form.setFieldError('password', message);
      notifyError(TITLE, message);
    }
  };
  return (
    <Modal opened={props.opened} onClose={close} title={TITLE}>
      <form onSubmit={form.onSubmit(submit)} noValidate>
        <Stack gap="md">
          <Text size="sm">Signing in will ask only for your password. Your recovery codes stop working.</Text>
          <PasswordInput label="Your password" autoComplete="current-password" data-autofocus {...form.getInputProps('password')} />
          <TextInput
            label="Authentication code"
            description="The 6-digit code your app shows now, or one of your recovery codes."
            autoComplete="one-time-code"
            {...form.getInputProps('code')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" color="red" loading={props.pending}>
              Turn Off
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
