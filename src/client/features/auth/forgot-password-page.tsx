import { Alert, Anchor, Button, Card, Container, Stack, Text, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { Link } from '@tanstack/react-router';
import { type ForgotPasswordInput, forgotPasswordSchema } from '../../../shared/auth/onboarding.schema';
import { errorMessage } from '../../lib/error-message';
import { notifyError } from '../../lib/notify';
import { trpc } from '../../lib/trpc';

export function ForgotPasswordPage() {
  const form = useForm<ForgotPasswordInput>({
    mode: 'controlled',
    initialValues: { email: '' },
    validate: schemaResolver(forgotPasswordSchema, { sync: true }),
  });
  const request = trpc.auth.forgotPassword.useMutation({
    onError: (error) => notifyError('Request Failed', errorMessage(error, 'An error occurred. Please try again.')),
  });
  return (
    <Container size={440} py={64}>
      <Card withBorder shadow="sm" padding="xl" radius="lg">
        <Title order={1} size="h2" ta="center" mb="xs">
          Forgot Password
        </Title>
        <Text c="dimmed" ta="center" size="sm" mb="lg">
          Enter the e-mail address of your member account and we will send you a link to choose a new password.
        </Text>
        {request.data ? (
          <Alert color="green" title="Check your e-mail" role="status">
            {request.data.message}
          </Alert>
        ) : (
          <form noValidate onSubmit={form.onSubmit((values) => request.mutate(values))}>
            <Stack gap="md">
              <TextInput label="Email" type="email" autoComplete="email" key={form.key('email')} {...form.getInputProps('email')} />
              <Button type="submit" fullWidth disabled={request.isPending}>
                {request.isPending ? 'Sending...' : 'Send Reset Link'}
              </Button>
            </Stack>
          </form>
        )}
        <Text ta="center" mt="lg" size="sm">
          <Anchor component={Link} to="/signin">
            Back to sign in
          </Anchor>
        </Text>
      </Card>
    </Container>
  );
}
