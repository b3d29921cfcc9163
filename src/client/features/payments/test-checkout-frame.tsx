import { Alert, Badge, Card, Container, Group, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { trpc } from '../../lib/trpc';
import { useClubSettings } from '../../lib/use-club-settings';

/** The test checkout's card: club name, "Test mode", what is paid, the test cards, then the form. */
export function TestCheckoutFrame({ paying, children }: { paying: ReactNode; children: ReactNode }) {
  const club = useClubSettings();
  const mode = trpc.payments.mode.useQuery(undefined);
  if (mode.data && mode.data.mode !== 'test') {
    return (
      <Container size={480} py={80}>
        <Alert color="yellow" title="Test checkout is off">
          This club takes payments through its payment provider.
        </Alert>
      </Container>
    );
  }
  return (
    <Container size={480} py={64}>
      <Card withBorder shadow="sm" padding="xl" radius="lg">
        <Group justify="space-between" mb="xs">
          <Title order={1} size="h3">
            {club.clubName}
          </Title>
          <Badge color="dark" variant="filled" size="lg">
            Test mode
          </Badge>
        </Group>
        <Text size="sm" c="dimmed" mb="md">
          {paying}
        </Text>
        <Alert color="orange" variant="light" mb="lg" title="Test mode: no real card is charged">
          Pay with 4242 4242 4242 4242 (any future expiry, any CVC). The card 4000 0000 0000 0002 is always declined.
        </Alert>
        {children}
      </Card>
    </Container>
  );
}
