import { Center, Loader, Stack, Text } from '@mantine/core';

/** Shown while a guarded route checks the session (the route's pendingComponent). */
export function GuardLoading() {
  return (
    <Center py={80}>
      <Stack align="center" gap="xs">
        <Loader size="sm" />
        <Text c="dimmed">Loading...</Text>
      </Stack>
    </Center>
  );
}
