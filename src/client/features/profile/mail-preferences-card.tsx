import { Card, Stack, Switch, Text, Title } from '@mantine/core';
import { errorMessage } from '../../lib/error-message';
import { notifyError, notifySuccess } from '../../lib/notify';
import { trpc } from '../../lib/trpc';

/** Which club e-mails the member gets; every one of them also has its own unsubscribe link. */
export function MailPreferencesCard() {
  const preferences = trpc.mail.preferences.useQuery(undefined);
  const utils = trpc.useUtils();
  const save = trpc.mail.setPreference.useMutation({
    onSuccess: async (saved, input) => {
      utils.mail.preferences.setData(undefined, saved);
      notifySuccess('Profile Updated', input.enabled ? 'You will get these e-mails.' : 'You will no longer get these e-mails.');
      await utils.mail.preferences.invalidate();
    },
    onError: (error) => notifyError('Failed to update profile', errorMessage(error, 'Please try again.')),
  });
  return (
    <Card withBorder padding="md">
      <Title order={2} size="h4" mb="xs">
        E-mails
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        Sign-in, payment and receipt e-mails always come.
      </Text>
      <Stack gap="sm">
        {preferences.data?.map((preference) => (
          <Switch
            key={preference.kind}
            label={preference.label}
            description={preference.locked ? 'On while your membership is expiring.' : undefined}
            checked={preference.enabled}
            disabled={preference.locked || save.isPending}
            onChange={(event) => save.mutate({ kind: preference.kind, enabled: event.currentTarget.checked })}
          />
        ))}
      </Stack>
    </Card>
  );
}
