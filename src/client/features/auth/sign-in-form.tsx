import { Anchor, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import type { LoginResult } from '../../../shared/auth/auth.schema';
import { safeRedirectTarget } from '../../../shared/auth/safe-redirect';
import { textField } from '../../../shared/site/posted-form';
import { FormNoticeAlert } from '../../components/public-form/form-notice';
import { usePostedForm, usePublicForm } from '../../components/public-form/use-public-form';
import { AUTH_USER_KEY } from '../../lib/auth-user-key';
import { rememberMember } from '../../lib/offline-cards/card-keeper';
import { notifyError, notifySuccess } from '../../lib/notify';
import { SecondFactorForm } from './second-factor-form';

const loadRules = () => import('./sign-in-rules').then((rules) => ({ validate: rules.validate, read: rules.readLoginResult }));

/** The code step, once the password was right (by script, or rendered by the server after a post). */
interface CodeStep {
  token: string;
  username: string;
}

/** The password step and, once the password was right, the code step. */
export function SignInForm({ redirectTo }: { redirectTo?: string | undefined }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const posted = usePostedForm('/signin');
  const postedValues = posted?.values ?? {};
  const redirect = redirectTo ?? (textField(postedValues, 'redirect') || undefined);
  const [step, setStep] = useState<CodeStep | null>(() => {
    const token = textField(postedValues, 'token');
    return token ? { token, username: textField(postedValues, 'username') } : null;
  });
  const finish = async (result: LoginResult) => {
    // Login result: success needs an OK response and body success true, otherwise failure.
    if (!result.success || !result.user) {
      notifyError('Login Failed', result.message || 'Invalid credentials');
      return;
    }
    queryClient.setQueryData(AUTH_USER_KEY, { isAuthenticated: true, user: result.user });
    notifySuccess('Success!', 'You have been logged in successfully');
    // Card data kept offline for anyone else on this browser goes.
    rememberMember(result.user.id).catch((error: unknown) => console.info('Could not clear the cards kept offline', error));
    await navigate({ href: safeRedirectTarget(redirect) });
  };
  const form = usePublicForm({
    action: '/signin',
    rules: loadRules,
    failureTitle: 'Login Failed',
    offline: { tone: 'error', title: 'Login Error', text: 'An error occurred during login' },
    onAccepted: async (answer, fields) => {
      const result = (await loadRules()).read(answer.data);
      if (!result) return;
      if (result.twoFactorToken) setStep({ token: result.twoFactorToken, username: textField(fields, 'username') });
      else await finish(result);
    },
    onRefused: (answer) => {
      if (Object.keys(answer.errors).length === 0) notifyError('Login Failed', answer.notice?.text ?? 'Invalid credentials');
    },
  });

  return (
    <>
      <FormNoticeAlert notice={form.notice} />
      {step ? (
        <SecondFactorForm token={step.token} username={step.username} redirect={redirect} onSignedIn={finish} onRestart={() => setStep(null)} />
      ) : (
        <form {...form.formProps}>
          {redirect && <input type="hidden" name="redirect" value={redirect} />}
          <Stack gap="md" key={form.fieldsKey}>
            <TextInput label="Username" autoComplete="username" {...form.field('username')} />
            <PasswordInput label="Password" autoComplete="current-password" {...form.field('password')} />
            <Anchor component={Link} to="/forgot-password" size="sm" mt={-8} style={{ alignSelf: 'flex-end' }}>
              Forgot password?
            </Anchor>
            <Button type="submit" fullWidth disabled={form.pending}>
              {form.pending ? 'Signing In...' : 'Sign In'}
            </Button>
          </Stack>
        </form>
      )}
    </>
  );
}
