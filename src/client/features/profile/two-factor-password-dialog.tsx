import { Button, Group, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { twoFactorPasswordSchema, type TwoFactorPasswordInput } from '../../../shared/auth/two-factor.schema';
import { errorMessage } from '../../lib/error-message';
import { notifyError } from '../../lib/notify';

interface TwoFactorPasswordDialogProps {
  opened: boolean;
  title: string;
  explanation: string;
  confirmLabel: string;
  pending: boolean;
  onConfirm: (input: TwoFactorPasswordInput) => Promise<unknown>;
  onClose: () => void;
}

/** Asks for the password again before the recovery codes are replaced (turning the factor off asks for a code too). */
export function TwoFactorPasswordDialog(props: TwoFactorPasswordDialogProps) {
  const form = useForm<TwoFactorPasswordInput>({
    mode: 'controlled',
    initialValues: { password: '' },
    validate: schemaResolver(twoFactorPasswordSchema, { sync: true }),
  });
  const close = () => {
    form.reset();
    props.onClose();
  };
  const submit = async (values: TwoFactorPasswordInput) => {
    try {
      await props.onConfirm(values);
      close();
    } catch (error) {
      const message = errorMessage(error, 'Please try again.');
      form.setFieldError('password', message);
      notifyError(props.title, message);
    }
  };
  return (
    <Modal opened={props.opened} onClose={close} title={props.title}>
      <form onSubmit={form.onSubmit(submit)} noValidate>
        <Stack gap="md">
          <Text size="sm">{props.explanation}</Text>
          <PasswordInput label="Your password" autoComplete="current-password" data-autofocus {...form.getInputProps('password')} />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" loading={props.pending}>
              {props.confirmLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
