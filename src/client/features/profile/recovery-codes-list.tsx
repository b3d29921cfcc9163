import { Alert, Button, CopyButton, Group, SimpleGrid, Stack, Text } from '@mantine/core';

/** The recovery codes, shown once: copy them or keep the page until they are written down. */
export function RecoveryCodesList({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  return (
    <Alert color="yellow" title="Save your recovery codes" variant="light">
      <Stack gap="sm">
        <Text size="sm">
          If you lose your phone, each of these codes signs you in once instead of a code from your app. They are shown only now: keep them
          somewhere safe, away from your phone.
        </Text>
        <SimpleGrid cols={2} spacing="xs" component="ul" aria-label="Recovery codes" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {codes.map((code) => (
            <Text component="li" key={code} ff="monospace" fw={600}>
              {code}
            </Text>
          ))}
        </SimpleGrid>
        <Group gap="sm">
          <CopyButton value={codes.join('\n')}>
            {({ copied, copy }) => (
              <Button variant="default" onClick={copy}>
                {copied ? 'Copied' : 'Copy codes'}
              </Button>
            )}
          </CopyButton>
          <Button onClick={onDone}>I have saved them</Button>
        </Group>
      </Stack>
    </Alert>
  );
}
