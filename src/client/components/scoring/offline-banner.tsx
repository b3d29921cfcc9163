import { Alert, Text } from '@mantine/core';
import { IconCloudOff } from '@tabler/icons-react';

/**
 * Above a card screen: offline, that the holes stay on the phone; online, how many are still on their
 * way; signed out, that they wait for the member to sign in again.
 */
export function OfflineBanner({ online, waiting, signedOut }: { online: boolean; waiting: number; signedOut: boolean }) {
  const holes = `${waiting} ${waiting === 1 ? 'hole' : 'holes'}`;
  if (!online) {
    return (
      <Alert color="yellow" variant="light" icon={<IconCloudOff size={18} aria-hidden />} title="You are offline" data-testid="offline-banner" role="status" c="dark.9">
        Holes are kept on this phone and sent when you are back online.{waiting > 0 && ` ${holes} waiting to send.`}
      </Alert>
    );
  }
  if (signedOut) {
    return (
      <Alert color="yellow" variant="light" title="Sign in to send your holes" data-testid="offline-banner" role="status" c="dark.9">
        {holes} kept on this phone will be sent once you sign in again.
      </Alert>
    );
  }
  if (waiting === 0) return null;
  return (
    <Text size="sm" ta="center" role="status" data-testid="waiting-note">
      Sending {holes} kept on this phone...
    </Text>
  );
}
