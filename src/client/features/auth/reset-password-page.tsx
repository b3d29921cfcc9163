import { Alert, Anchor, Button, Card, Container, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { Link, useNavigate } from '@tanstack/react-router';
import { PASSWORD_UPDATED } from '../../../shared/auth/reset-password-fields';
import { NewPasswordInput } from '../../components/new-password-input';
import { FormNoticeAlert } from '../../components/public-form/form-notice';
import { usePostedField } from '../../components/public-form/posted-field';
import { usePublicForm } from '../../components/public-form/use-public-form';
import { notifySuccess } from '../../lib/notify';

const ACTION = '/reset-password';
const loadRules = () => import('./reset-password-rules');

/** `token`: from the link's `?token=`, or the hidden field of a post the server refused and showed again. */
export function ResetPasswordPage({ token: linkToken }: { token: string | undefined }) {
  const postedToken = usePostedField(ACTION, 'token');
  const token = linkToken ?? postedToken;
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
          <ResetPasswordForm token={token} />
        )}
      </Card>
    </Container>
  );
}

function ResetPasswordForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const form = usePublicForm({
    action: ACTION,
    rules: loadRules,
    failureTitle: 'Password Not Changed',
    offline: { tone: 'error', title: 'Password Not Changed', text: 'An error occurred. Please try again.' },
    onAccepted: async () => {
      notifySuccess(PASSWORD_UPDATED.title, PASSWORD_UPDATED.text);
      await navigate({ to: '/signin' });
    },
  });
  return (
    <form {...form.formProps}>
      <FormNoticeAlert notice={form.notice} />
      <input type="hidden" name="token" value={token} />
      <Stack gap="md">
        <NewPasswordInput label="New Password" {...form.field('password')} />
        <PasswordInput label="Confirm Password" autoComplete="new-password" {...form.field('confirmPassword')} />
        <Text size="xs" c="dimmed">
          Setting a new password signs you out on every device.
        </Text>
        <Button type="submit" fullWidth disabled={form.pending}>
          {form.pending ? 'Saving...' : 'Set New Password'}
        </Button>
      </Stack>
    </form>
  );
}
