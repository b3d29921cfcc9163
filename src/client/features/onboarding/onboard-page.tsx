import { Badge, Card, Center, Container, Loader, Stack, Text, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Suspense } from 'react';
import { usePostedField } from '../../components/public-form/posted-field';
import { AccessRequired } from './access-required';
import { ONBOARD_ACTION, OnboardForm } from './onboard-form';
import { invitationCheckQuery, type OnboardingCalls, useOnboardingCalls } from './onboarding-calls';

/**
 * Opening the link only asks whether the token is valid; the form's POST is what spends it.
 * `token`: from the link's `?token=`, or the hidden field of a post the server refused and showed again.
 */
export function OnboardPage({ token: linkToken }: { token: string | undefined }) {
  const postedToken = usePostedField(ONBOARD_ACTION, 'token');
  const calls = useOnboardingCalls();
  const token = linkToken ?? postedToken;
  if (!token) return <AccessRequired />;
  // The server's renderer waits for the check, so its HTML already says whether the invitation is valid.
  return (
    <Suspense fallback={<CheckingInvitation />}>
      <OnboardWithToken token={token} calls={calls} />
    </Suspense>
  );
}

function CheckingInvitation() {
  return (
    <Center py={100}>
      <Stack align="center" gap="xs">
        <Loader size="sm" />
        <Text c="dimmed">Checking your invitation...</Text>
      </Stack>
    </Center>
  );
}

function OnboardWithToken({ token, calls }: { token: string; calls: OnboardingCalls }) {
  const { data: check } = useSuspenseQuery(invitationCheckQuery(calls.checkToken, token));
  if (!check.valid) return <AccessRequired problem={check.message} />;
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
            Welcome, {check.fullName} ({check.email})
          </Text>
        </Stack>
        <OnboardForm token={token} checkUsername={calls.checkUsername} />
      </Card>
    </Container>
  );
}
