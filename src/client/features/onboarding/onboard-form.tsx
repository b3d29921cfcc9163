import { Anchor, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { Link, useNavigate } from '@tanstack/react-router';
import { type OnboardingForm, onboardingFormSchema } from '../../../shared/auth/onboarding.schema';
import { NewPasswordInput } from '../../components/new-password-input';
import { errorCodeOf, errorMessage, isNetworkFailure } from '../../lib/error-message';
import { notifyError, notifySuccess } from '../../lib/notify';
import { trpc } from '../../lib/trpc';
import { useUsernameAvailability } from './use-username-availability';

export function OnboardForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const form = useForm<OnboardingForm>({
    mode: 'controlled',
    initialValues: { username: '', password: '', confirmPassword: '' },
    validate: schemaResolver(onboardingFormSchema, { sync: true }),
  });
  const availability = useUsernameAvailability(form.values.username);
  const create = trpc.onboarding.create.useMutation({
    onSuccess: async () => {
      notifySuccess('Account created successfully!', 'You can now sign in with your new account.');
      await navigate({ to: '/signin' });
    },
    onError: (error) => {
      if (isNetworkFailure(error)) notifyError('Network error', 'Please check your connection and try again.');
      else if (errorCodeOf(error) === 'CONFLICT') {
        form.setFieldError('username', 'Username already taken');
        notifyError('Username already taken', 'Please choose a different username.');
      } else notifyError('Failed to create account', errorMessage(error, 'Please try again later.'));
    },
  });

  const hintColor = availability.taken ? 'red' : availability.hint === 'Available' ? 'green' : 'dimmed';
  const hintText = availability.taken ? 'Username already taken' : availability.hint;

  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) => {
        if (availability.taken) {
          notifyError('Username already taken', 'Please choose a different username.');
          return;
        }
        create.mutate({ username: values.username, password: values.password, token });
      })}
    >
      <Stack gap="md">
        <div>
          <TextInput label="Username" autoComplete="username" key={form.key('username')} {...form.getInputProps('username')} />
          {form.values.username !== '' && (
            <Text size="xs" c={hintColor} mt={4} aria-live="polite" data-testid="username-hint">
              {hintText}
            </Text>
          )}
        </div>
        <NewPasswordInput label="Password" key={form.key('password')} {...form.getInputProps('password')} />
        <PasswordInput
          label="Confirm Password"
          autoComplete="new-password"
          key={form.key('confirmPassword')}
          {...form.getInputProps('confirmPassword')}
        />
        <Button type="submit" size="md" fullWidth disabled={create.isPending}>
          {create.isPending ? 'Creating Account...' : 'Create Account'}
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
