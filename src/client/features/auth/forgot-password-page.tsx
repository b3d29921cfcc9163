import { Alert, Anchor, Button, Card, Container, Stack, Text, TextInput, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { FORGOT_PASSWORD_SENT } from '../../../shared/auth/forgot-password-fields';
import type { FormNotice } from '../../../shared/site/posted-form';
import { FormNoticeAlert } from '../../components/public-form/form-notice';
import { usePublicForm } from '../../components/public-form/use-public-form';

const loadRules = () => import('./forgot-password-rules');

/** `sent`: the link was asked for without scripts, and the server came back here to say so. */
export function ForgotPasswordPage({ sent = false }: { sent?: boolean }) {
  const [answer, setAnswer] = useState<FormNotice | null>(sent ? FORGOT_PASSWORD_SENT : null);
  const form = usePublicForm({
    action: '/forgot-password',
    rules: loadRules,
    failureTitle: 'Request Failed',
    offline: { tone: 'error', title: 'Request Failed', text: 'An error occurred. Please try again.' },
    onAccepted: (accepted) => setAnswer(accepted.notice ?? FORGOT_PASSWORD_SENT),
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
        {answer ? (
          <Alert color="green" title={answer.title} role="status">
            {answer.text}
          </Alert>
        ) : (
          <form {...form.formProps}>
            <FormNoticeAlert notice={form.notice} />
            <Stack gap="md">
              <TextInput label="Email" type="email" autoComplete="email" {...form.field('email')} />
              <Button type="submit" fullWidth disabled={form.pending}>
                {form.pending ? 'Sending...' : 'Send Reset Link'}
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
