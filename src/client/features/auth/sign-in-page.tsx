import { Anchor, Button, Card, Container, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { loginInputSchema, type LoginInput, type LoginResult } from '../../../shared/auth/auth.schema';
import { errorMessage, isNetworkFailure } from '../../lib/error-message';
import { rememberMember } from '../../lib/offline-cards/card-keeper';
import { notifyError, notifySuccess } from '../../lib/notify';
import { trpc } from '../../lib/trpc';
import { safeRedirectTarget } from './safe-redirect';
import { SecondFactorForm } from './second-factor-form';

export function SignInPage({ redirectTo }: { redirectTo?: string | undefined }) {
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  // Set while the password was right and the account asks for its second factor.
  const [twoFactorToken, setTwoFactorToken] = useState<string | null>(null);
  const form = useForm<LoginInput>({
    mode: 'controlled',
    initialValues: { username: '', password: '' },
    validate: schemaResolver(loginInputSchema, { sync: true }),
  });
  const finish = async (result: LoginResult) => {
    // Login result: success needs an OK response and body success true, otherwise failure.
    if (!result.success || !result.user) {
      notifyError('Login Failed', result.message || 'Invalid credentials');
      return;
    }
    utils.auth.user.setData(undefined, {
      isAuthenticated: true,
      user: result.user,
    });
    notifySuccess('Success!', 'You have been logged in successfully');
    // Card data kept offline for anyone else on this browser goes.
    rememberMember(result.user.id).catch((error: unknown) => console.info('Could not clear the cards kept offline', error));
    await navigate({ href: safeRedirectTarget(redirectTo) });
  };
  const login = trpc.auth.login.useMutation({
    onSuccess: async (result) => {
      if (result.twoFactorToken) setTwoFactorToken(result.twoFactorToken);
      else await finish(result);
    },
    onError: (error) => {
      if (isNetworkFailure(error)) notifyError('Login Error', 'An error occurred during login');
      else notifyError('Login Failed', errorMessage(error, 'Invalid credentials'));
    },
  });

  return (
    <Container size={440} py={64}>
      <Card withBorder shadow="sm" padding="xl" radius="lg">
        <Title order={1} size="h2" ta="center" mb="lg">
          Member Sign In
        </Title>
        {twoFactorToken ? (
          <SecondFactorForm
            token={twoFactorToken}
            onSignedIn={finish}
            onRestart={() => {
              setTwoFactorToken(null);
              form.setFieldValue('password', '');
            }}
          />
        ) : (
          <form onSubmit={form.onSubmit((values) => login.mutate(values))} noValidate>
            <Stack gap="md">
              <TextInput label="Username" autoComplete="username" key={form.key('username')} {...form.getInputProps('username')} />
              <PasswordInput
                label="Password"
                autoComplete="current-password"
                key={form.key('password')}
                {...form.getInputProps('password')}
              />
              <Anchor component={Link} to="/forgot-password" size="sm" mt={-8} style={{ alignSelf: 'flex-end' }}>
                Forgot password?
              </Anchor>
              <Button type="submit" fullWidth disabled={login.isPending}>
                {login.isPending ? 'Signing In...' : 'Sign In'}
              </Button>
            </Stack>
          </form>
        )}
        <Text ta="center" mt="lg" size="sm">
          Not a member yet?{' '}
          <Anchor component={Link} to="/membership">
            View membership options
          </Anchor>
        </Text>
      </Card>
    </Container>
  );
}
