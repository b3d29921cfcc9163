import { Alert, Button, Card, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useClubSettings } from '../../lib/use-club-settings';

export function AccessRequired({ problem }: { problem?: string | undefined }) {
  const { contactEmail } = useClubSettings();
  return (
    <Container size={520} py={80}>
      <Card withBorder shadow="sm" padding="xl" radius="lg">
        <Stack align="center" gap="md" ta="center">
          {problem && (
            <Alert color="red" title="Invitation not valid" w="100%" ta="left" role="alert">
              {problem}
            </Alert>
          )}
          <Title order={1} size="h2">
            Access Required
          </Title>
          <Text c="dimmed">You need a valid invitation to create your account.</Text>
          {problem && (
            <Text size="sm">
              Lost your invitation, or it no longer works? Write to the club at <a href={`mailto:${contactEmail}`}>{contactEmail}</a> for a new one.
            </Text>
          )}
          <Group>
            <Button component={Link} to="/membership">
              View Membership
            </Button>
            <Button component={Link} to="/signin" variant="default">
              Sign In
            </Button>
          </Group>
        </Stack>
      </Card>
    </Container>
  );
}
