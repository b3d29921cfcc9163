import { Button, Code, Container, Stack, Text, Title } from '@mantine/core';
import { Link, useLocation } from '@tanstack/react-router';

export function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <Container size="sm" py={80}>
      <Stack align="center" gap="md" ta="center">
        <Text fz={64} fw={800} c="green.8" lh={1}>
          404
        </Text>
        <Title order={1}>Page Not Found</Title>
        <Text c="dimmed">
          No page lives at <Code>{pathname}</Code>. Developer hint: add a route file under <Code>src/client/routes</Code>{' '}
          to serve this path.
        </Text>
        <Button component={Link} to="/">
          Return to Home
        </Button>
      </Stack>
    </Container>
  );
}
