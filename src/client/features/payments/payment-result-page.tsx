import { Anchor, Button, Card, Container, Group, List, Loader, Stack, Text, ThemeIcon, Title, Transition } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { PAYMENT_VERIFICATION_FAILED } from '../../../shared/payments/payment.schema';
import { storedApplicationEmail } from '../../lib/application-storage';
import { errorMessage } from '../../lib/error-message';
import { notifyError, notifySuccess } from '../../lib/notify';
import { trpc } from '../../lib/trpc';
import { useClubSettings } from '../../lib/use-club-settings';

type ResultState = { kind: 'loading' } | { kind: 'error'; message: string } | { kind: 'pending' } | { kind: 'review' } | { kind: 'success' };

const MISSING_EMAIL: ResultState = { kind: 'error', message: PAYMENT_VERIFICATION_FAILED };

function useVerifiedPayment(sessionId: string, email: string | undefined): ResultState {
  const [state, setState] = useState<ResultState>({ kind: 'loading' });
  // Verification runs once, with the e-mail known when the page opened: without one it is an error for good.
  const [missingEmail] = useState(() => !email);
  const verify = trpc.payments.verify.useMutation();
  const onboard = trpc.applications.onboard.useMutation();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (!email) {
      notifyError('Payment Error', PAYMENT_VERIFICATION_FAILED);
      return;
    }
    verify
      .mutateAsync({ sessionId, email })
      .then(async (result) => {
        if (result.status === 'pending' || result.status === 'review') {
          setState({ kind: result.status });
          return;
        }
        try {
          await onboard.mutateAsync({ email });
          notifySuccess('Welcome to the Club!', 'Your payment has been verified.');
        } catch {
          notifyError('Error', 'Failed to onboard. Please try again.');
        }
        setState({ kind: 'success' });
      })
      .catch((error: unknown) => {
        const message = errorMessage(error, 'Failed to verify payment. Please try again.');
        const shown = message === PAYMENT_VERIFICATION_FAILED ? message : 'Failed to verify payment. Please try again.';
        notifyError('Payment Error', shown);
        setState({ kind: 'error', message });
      });
  }, [sessionId, email, verify, onboard]);

  return missingEmail ? MISSING_EMAIL : state;
}

export function PaymentResultPage({ sessionId, email: emailParam }: { sessionId: string; email: string | undefined }) {
  const email = emailParam ?? storedApplicationEmail();
  const state = useVerifiedPayment(sessionId, email);
  return (
    <Container size={620} py={64}>
      <Card withBorder shadow="sm" padding="xl" radius="lg">
        {state.kind === 'loading' && (
          <Stack align="center" gap="md" py="xl">
            <Loader />
            <Text>Verifying payment...</Text>
          </Stack>
        )}
        {state.kind === 'error' && (
          <Stack align="center" gap="md" ta="center">
            <Title order={1} size="h2" c="red">
              Payment Error
            </Title>
            <Text>{state.message}</Text>
            <Button component={Link} to="/">
              Return to Home
            </Button>
          </Stack>
        )}
        {state.kind === 'pending' && (
          <Stack align="center" gap="md" ta="center">
            <Title order={1} size="h2">
              Payment Pending
            </Title>
            <Text>Your payment is still being processed. Please wait a moment and refresh the page.</Text>
            <Group>
              <Button onClick={() => window.location.reload()}>Refresh Page</Button>
              <Button component={Link} to="/" variant="default">
                Return to Home
              </Button>
            </Group>
          </Stack>
        )}
        {state.kind === 'review' && <PaymentToRefund />}
        {state.kind === 'success' && <PaymentSuccess />}
      </Card>
    </Container>
  );
}

/** The money arrived but is not a membership fee (no open application, a rejected one, the wrong amount): say so. */
function PaymentToRefund() {
  const club = useClubSettings();
  return (
    <Stack align="center" gap="md" ta="center">
      <Title order={1} size="h2">
        We Received Your Payment
      </Title>
      <Text>It does not match an open membership application, so it cannot be used as a membership fee.</Text>
      <Text>The club has been told and will refund it. You do not need to do anything.</Text>
      <Text size="sm" c="dimmed">
        Questions? Contact us at <Anchor href={`mailto:${club.contactEmail}`}>{club.contactEmail}</Anchor>.
      </Text>
      <Button component={Link} to="/" variant="light">
        Return to Home
      </Button>
    </Stack>
  );
}

function PaymentSuccess() {
  const club = useClubSettings();
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setShown(true), 500);
    return () => window.clearTimeout(timer);
  }, []);
  return (
    <Stack align="center" gap="md">
      <Transition mounted={shown} transition="pop" duration={400}>
        {(style) => (
          <ThemeIcon style={style} size={72} radius="xl" color="green" aria-hidden>
            <IconCircleCheck size={48} />
          </ThemeIcon>
        )}
      </Transition>
      <Title order={1} size="h2" ta="center">
        Welcome to the Club!
      </Title>
      <Text ta="center">Your payment and application have been completed successfully.</Text>
      <Text ta="center" c="dimmed">
        Please check your e-mail: we have sent you instructions for accessing your membership.
      </Text>
      <Card withBorder w="100%" padding="lg" bg="var(--mantine-color-gray-0)">
        <Title order={2} size="h4" mb="sm">
          What&apos;s Next?
        </Title>
        <List type="ordered" spacing="xs">
          <List.Item>The club reviews your application (if it has not already).</List.Item>
          <List.Item>Once approved, you receive an invitation e-mail with a link to create your account.</List.Item>
          <List.Item>Create your username and password, sign in, and meet the club.</List.Item>
        </List>
      </Card>
      <Text size="sm" c="dimmed" ta="center">
        Questions? Contact us at <Anchor href={`mailto:${club.contactEmail}`}>{club.contactEmail}</Anchor>.
      </Text>
      <Button component={Link} to="/" variant="light">
        Return to Home
      </Button>
    </Stack>
  );
}
