import { Anchor, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { Link, useNavigate } from '@tanstack/react-router';
import { type FormEvent, useCallback, useState } from 'react';
import { ACCOUNT_CREATED } from '../../../shared/auth/onboard-fields';
import { NewPasswordInput } from '../../components/new-password-input';
import { FormNoticeAlert } from '../../components/public-form/form-notice';
import { usePublicForm } from '../../components/public-form/use-public-form';
import { notifyError, notifySuccess } from '../../lib/notify';
import type { OnboardingCalls } from './onboarding-calls';
import { useUsernameAvailability } from './use-username-availability';

export const ONBOARD_ACTION = '/onboard';
const loadRules = () => import('./onboard-rules');
const USERNAME_TAKEN_TOAST = { title: 'Username already taken', text: 'Please choose a different username.' };

export function OnboardForm({ token, checkUsername }: { token: string; checkUsername: OnboardingCalls['checkUsername'] }) {
  const navigate = useNavigate();
  const form = usePublicForm({
    action: ONBOARD_ACTION,
    rules: loadRules,
    failureTitle: 'Failed to create account',
    offline: { tone: 'error', title: 'Network error', text: 'Please check your connection and try again.' },
    onAccepted: async () => {
      notifySuccess(ACCOUNT_CREATED.title, ACCOUNT_CREATED.text);
      await navigate({ to: '/signin' });
    },
    onRefused: (answer, status) => {
      if (status === 409) notifyError(USERNAME_TAKEN_TOAST.title, USERNAME_TAKEN_TOAST.text);
      else if (answer.notice) notifyError(answer.notice.title, answer.notice.text);
    },
  });
  const usernameField = form.field('username');
  // The hint follows what is typed (the field itself stays uncontrolled).
  const [username, setUsername] = useState(usernameField.defaultValue);
  const pickUpTyped = useCallback((input: HTMLInputElement | null) => {
    if (input && input.value !== '') setUsername(input.value);
  }, []);
  const availability = useUsernameAvailability(username, checkUsername);

  const hintColor = availability.taken ? 'red' : availability.hint === 'Available' ? 'green' : 'dimmed';
  const hintText = availability.taken ? 'Username already taken' : availability.hint;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (availability.taken) {
      event.preventDefault();
      notifyError(USERNAME_TAKEN_TOAST.title, USERNAME_TAKEN_TOAST.text);
      return;
    }
    form.formProps.onSubmit(event);
  };

  return (
    <form {...form.formProps} onSubmit={onSubmit}>
      <FormNoticeAlert notice={form.notice} />
      <input type="hidden" name="token" value={token} />
      <Stack gap="md">
        <div>
          <TextInput
            label="Username"
            autoComplete="username"
            {...usernameField}
            ref={pickUpTyped}
            onChange={(event) => setUsername(event.currentTarget.value)}
          />
          {username !== '' && (
            <Text size="xs" c={hintColor} mt={4} aria-live="polite" data-testid="username-hint">
              {hintText}
            </Text>
          )}
        </div>
        <NewPasswordInput label="Password" {...form.field('password')} />
        <PasswordInput label="Confirm Password" autoComplete="new-password" {...form.field('confirmPassword')} />
        <Button type="submit" size="md" fullWidth disabled={form.pending}>
          {form.pending ? 'Creating Account...' : 'Create Account'}
        </Button>
        <Text size="sm" ta="center">
          Already have an account?{' '}
          <Anchor component={Link} to="/signin">
            Sign in
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
