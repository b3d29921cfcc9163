import { Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { LoginResult } from '../../../shared/auth/auth.schema';
import { usePublicForm } from '../../components/public-form/use-public-form';
import { notifyError } from '../../lib/notify';

interface SecondFactorFormProps {
  token: string;
  username: string;
  redirect: string | undefined;
  onSignedIn: (result: LoginResult) => Promise<void>;
  /** The step is gone (expired, too many wrong codes): back to the password. */
  onRestart: () => void;
}

const loadRules = () => import('./sign-in-rules').then((rules) => ({ validate: rules.secondFactorRules.validate, read: rules.readLoginResult }));

/** Sign-in step two: the code from the authenticator app, or one of the recovery codes; posts to /signin with the step's token. */
export function SecondFactorForm({ token, username, redirect, onSignedIn, onRestart }: SecondFactorFormProps) {
  const [useRecoveryCode, setUseRecoveryCode] = useState(false);
  const form = usePublicForm({
    action: '/signin',
    rules: loadRules,
    failureTitle: 'Login Failed',
    offline: { tone: 'error', title: 'Login Failed', text: 'An error occurred during login' },
    onAccepted: async (answer) => {
      const result = (await loadRules()).read(answer.data);
      if (result) await onSignedIn(result);
    },
    onRefused: (answer, status) => {
      notifyError('Login Failed', answer.notice?.text ?? 'An error occurred during login');
      if (status === 401) onRestart();
    },
  });
  const code = form.field('code');
  return (
    <form {...form.formProps}>
      <input type="hidden" name="token" value={token} />
      <input type="hidden" name="username" value={username} />
      {redirect && <input type="hidden" name="redirect" value={redirect} />}
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
          {...code}
        />
        <Button type="submit" fullWidth disabled={form.pending}>
          {form.pending ? 'Verifying...' : 'Verify'}
        </Button>
        <Group justify="space-between">
          <Anchor component="button" type="button" size="sm" onClick={() => setUseRecoveryCode((value) => !value)}>
            {useRecoveryCode ? 'Use the code from my app' : 'Use a recovery code'}
          </Anchor>
          {/* A link, so it leads back without scripts too. */}
          <Anchor
            href="/signin"
            size="sm"
            onClick={(event) => {
              event.preventDefault();
              onRestart();
            }}
          >
            Back to sign in
          </Anchor>
        </Group>
      </Stack>
    </form>
  );
}
