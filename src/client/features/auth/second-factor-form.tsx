import { Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useState } from 'react';
import { twoFactorSignInSchema } from '../../../shared/auth/two-factor.schema';
import type { LoginResult } from '../../../shared/auth/auth.schema';
import { errorCodeOf, errorMessage, fieldErrorsOf } from '../../lib/error-message';
import { notifyError } from '../../lib/notify';
import { trpc } from '../../lib/trpc';

interface SecondFactorFormProps {
  token: string;
  onSignedIn: (result: LoginResult) => Promise<void>;
  /** The step is gone (expired, too many wrong codes): back to the password. */
  onRestart: () => void;
}

const codeSchema = twoFactorSignInSchema.pick({ code: true });

/** Sign-in step two: the code from the authenticator app, or one of the recovery codes. */
export function SecondFactorForm({ token, onSignedIn, onRestart }: SecondFactorFormProps) {
  const [useRecoveryCode, setUseRecoveryCode] = useState(false);
  const form = useForm({ mode: 'controlled', initialValues: { code: '' }, validate: schemaResolver(codeSchema, { sync: true }) });
  const verify = trpc.auth.verifyTwoFactor.useMutation({
    onSuccess: (result) => onSignedIn(result),
    onError: (error) => {
      if (errorCodeOf(error) === 'UNAUTHORIZED') {
        notifyError('Login Failed', errorMessage(error, 'Please sign in again.'));
        onRestart();
        return;
      }
      form.setErrors(fieldErrorsOf(error));
      notifyError('Login Failed', errorMessage(error, 'An error occurred during login'));
    },
  });
  return (
    <form onSubmit={form.onSubmit(({ code }) => verify.mutate({ token, code }))} noValidate>
      <Stack gap="md">
        <Text size="sm">
          {useRecoveryCode
            ? 'Enter one of the recovery codes you saved when you turned on two-factor authentication. Each code works once.'
            : 'Enter the 6-digit code from your authenticator app.'}
        </Text>
        <TextInput
          key={useRecoveryCode ? 'recovery' : 'app'}
          label={useRecoveryCode ? 'Recovery code' : 'Authentication code'}
          autoComplete="one-time-code"
          inputMode={useRecoveryCode ? 'text' : 'numeric'}
          autoFocus
          {...form.getInputProps('code')}
        />
        <Button type="submit" fullWidth disabled={verify.isPending}>
          {verify.isPending ? 'Verifying...' : 'Verify'}
        </Button>
        <Group justify="space-between">
          <Anchor component="button" type="button" size="sm" onClick={() => setUseRecoveryCode((value) => !value)}>
            {useRecoveryCode ? 'Use the code from my app' : 'Use a recovery code'}
          </Anchor>
          <Anchor component="button" type="button" size="sm" onClick={onRestart}>
            Back to sign in
          </Anchor>
        </Group>
      </Stack>
    </form>
  );
}
