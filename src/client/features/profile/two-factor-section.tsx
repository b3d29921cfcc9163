import { Alert, Badge, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { TwoFactorEnrolment } from '../../../shared/auth/two-factor.schema';
import { errorMessage } from '../../lib/error-message';
import { notifyError, notifySuccess } from '../../lib/notify';
import { trpc } from '../../lib/trpc';
import { RecoveryCodesList } from './recovery-codes-list';
import { TwoFactorPasswordDialog } from './two-factor-password-dialog';
import { TwoFactorSetup } from './two-factor-setup';
import { TwoFactorTurnOffDialog } from './two-factor-turn-off-dialog';

type Dialog = 'turn-off' | 'new-codes' | null;

/** The profile's Security tab: turn the second factor on or off, and keep recovery codes at hand. */
export function TwoFactorSection() {
  const utils = trpc.useUtils();
  const status = trpc.profile.twoFactor.status.useQuery(undefined);
  const [enrolment, setEnrolment] = useState<TwoFactorEnrolment | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [dialog, setDialog] = useState<Dialog>(null);
  const begin = trpc.profile.twoFactor.begin.useMutation({
    onSuccess: setEnrolment,
    onError: (error) => notifyError('Two-Factor Authentication', errorMessage(error, 'Please try again.')),
  });
  const turnOff = trpc.profile.twoFactor.turnOff.useMutation({
    onSuccess: async () => {
      notifySuccess('Two-Factor Authentication Off', 'Signing in asks only for your password again.');
      await utils.profile.twoFactor.status.invalidate();
    },
  });
  const renew = trpc.profile.twoFactor.renewRecoveryCodes.useMutation({
    onSuccess: async (result) => {
      setCodes(result.codes);
      await utils.profile.twoFactor.status.invalidate();
    },
  });

  return (
    <Stack gap="sm" mt="xl">
      <Group gap="sm">
        <Title order={2} size="h4">
          Two-Factor Authentication
        </Title>
        {status.data && (
          <Badge color={status.data.enabled ? 'green' : 'gray'} variant="light">
            {status.data.enabled ? 'On' : 'Off'}
          </Badge>
        )}
      </Group>
      {status.isLoading ? (
        <Loader size="sm" aria-label="Loading two-factor authentication" />
      ) : !status.data ? (
        <Text c="red">Failed to load two-factor authentication. Please try again later.</Text>
      ) : codes ? (
        <RecoveryCodesList codes={codes} onDone={() => setCodes(null)} />
      ) : enrolment ? (
        <TwoFactorSetup
          enrolment={enrolment}
          onConfirmed={(newCodes) => {
            setEnrolment(null);
            setCodes(newCodes);
          }}
          onCancel={() => setEnrolment(null)}
        />
      ) : status.data.enabled ? (
        <>
          <Text size="sm">
            Signing in asks for a code from your authenticator app after your password. You have {status.data.recoveryCodesLeft} recovery
            code
            {status.data.recoveryCodesLeft === 1 ? '' : 's'} left.
          </Text>
          <Group gap="sm">
            <Button variant="default" onClick={() => setDialog('new-codes')}>
              New Recovery Codes
            </Button>
            <Button variant="default" color="red" onClick={() => setDialog('turn-off')}>
              Turn Off
            </Button>
          </Group>
        </>
      ) : (
        <>
          {status.data.setupRequired && (
            <Alert color="yellow" variant="light">
              The club requires two-factor authentication for admins: set it up to use the admin pages.
            </Alert>
          )}
          <Text size="sm">Add a code from an app on your phone to your password, so a stolen password alone cannot sign in.</Text>
          <Group>
            <Button onClick={() => begin.mutate()} loading={begin.isPending}>
              Set Up Two-Factor Authentication
            </Button>
          </Group>
        </>
      )}
      <TwoFactorTurnOffDialog
        opened={dialog === 'turn-off'}
        pending={turnOff.isPending}
        onConfirm={(input) => turnOff.mutateAsync(input)}
        onClose={() => setDialog(null)}
      />
      <TwoFactorPasswordDialog
        opened={dialog === 'new-codes'}
        title="New Recovery Codes"
        explanation="You get ten new recovery codes; the ones you have now stop working."
        confirmLabel="Make New Codes"
        pending={renew.isPending}
        onConfirm={(input) => renew.mutateAsync(input)}
        onClose={() => setDialog(null)}
      />
    </Stack>
  );
}
