import { Alert, Anchor, Button, Card, Container, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { Link, useNavigate } from '@tanstack/react-router';
import { type ResetPasswordForm, resetPasswordFormSchema } from '../../../shared/auth/onboarding.schema';
import { NewPasswordInput } from '../../components/new-password-input';
import { errorMessage } from '../../lib/error-message';
import { notifyError, notifySuccess } from '../../lib/notify';
import { trpc } from '../../lib/trpc';

export function ResetPasswordPage({ token }: { token: string | undefined }) {
  const navigate = useNavigate();
  const form = useForm<ResetPasswordForm>({
    mode: 'controlled',
    initialValues: { password: '', confirmPassword: '' },
    validate: schemaResolver(resetPasswordFormSchema, { sync: true }),
  });
  const reset = trpc.auth.resetPassword.useMutation({
    onSuccess: async () => {
      notifySuccess('Password Updated', 'Your new password is set. Please sign in.');
      await navigate({ to: '/signin' });
    },
    onError: (error) => notifyError('Password Not Changed', errorMessage(error, 'An error occurred. Please try again.')),
  });
  return (
    <Container size={440} py={64}>
      <Card withBorder shadow="sm" padding="xl" radius="lg">
        <Title order={1} size="h2" ta="center" mb="lg">
          Choose a New Password
        </Title>
        {!token ? (
          <Alert color="red" title="This link is not complete" role="alert">
            Please use the link from your e-mail, or{' '}
            <Anchor component={Link} to="/forgot-password">
              ask for a new one
            </Anchor>
            .
          </Alert>
        ) : (
          <form noValidate onSubmit={form.onSubmit((values) => reset.mutate({ token, password: values.password }))}>
            <Stack gap="md">
              <NewPasswordInput label="New Password" key={form.key('password')} {...form.getInputProps('password')} />
              <PasswordInput
                label="Confirm Password"
                autoComplete="new-password"
                key={form.key('confirmPassword')}
                {...form.getInputProps('confirmPassword')}
              />
              <Text size="xs" c="dimmed">
                Setting a new password signs you out on every device.
              </Text>
              <Button type="submit" fullWidth disabled={reset.isPending}>
                {reset.isPending ? 'Saving...' : 'Set New Password'}
              </Button>
            </Stack>
          </form>
        )}
      </Card>
    </Container>
  );
}
