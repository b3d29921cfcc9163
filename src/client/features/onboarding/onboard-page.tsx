import { Badge, Card, Center, Container, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { errorCodeOf } from '../../lib/error-message';
import { trpc } from '../../lib/trpc';
import { AccessRequired } from './access-required';
import { OnboardForm } from './onboard-form';

/** Opening the link only asks whether the token is valid; the form's POST is what spends it. */
export function OnboardPage({ token }: { token: string | undefined }) {
  if (!token) return <AccessRequired />;
  return <OnboardWithToken token={token} />;
}

function OnboardWithToken({ token }: { token: string }) {
  const utils = trpc.useUtils();
  const check = useQuery({
    queryKey: ['invitation-check', token],
    queryFn: () => utils.client.onboarding.checkToken.mutate({ token }),
  });
  if (check.isLoading) {
    return (
      <Center py={100}>
        <Stack align="center" gap="xs">
          <Loader size="sm" />
          <Text c="dimmed">Checking your invitation...</Text>
        </Stack>
      </Center>
    );
  }
  if (!check.data || !check.data.valid) {
    // A token the server refuses to even look up (too short, too long) is a bad link, not a network failure.
    const malformed = errorCodeOf(check.error) === 'BAD_REQUEST';
    const problem =
      check.data && !check.data.valid
        ? check.data.message
        : malformed
          ? 'This invitation link is not valid. Please use the link from your invitation e-mail.'
          : 'We could not check your invitation. Please try again.';
    return <AccessRequired problem={problem} />;
  }
  return (
    <Container size={480} py={64}>
      <Card withBorder shadow="sm" padding="xl" radius="lg">
        <Title order={1} size="h2" ta="center">
          Create Your Account
        </Title>
        <Stack align="center" gap={4} my="md">
          <Badge color="green" variant="light">
            Valid invitation token detected
          </Badge>
          <Text size="sm" c="dimmed">
            Welcome, {check.data.fullName} ({check.data.email})
          </Text>
        </Stack>
        <OnboardForm token={token} />
      </Card>
    </Container>
  );
}
