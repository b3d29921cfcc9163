import { Alert, Badge, Button, Card, Container, Grid, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { type TestCheckoutInput, testCheckoutInputSchema } from '../../../shared/payments/payment.schema';
import { errorMessage, fieldErrorsOf } from '../../lib/error-message';
import { formatMoney } from '../../lib/money';
import { trpc } from '../../lib/trpc';
import { useClubSettings } from '../../lib/use-club-settings';

/** The built-in checkout that plays the payment provider's part when Stripe is not set up. */
export function TestCheckoutPage({ prefilledEmail }: { prefilledEmail: string | undefined }) {
  const club = useClubSettings();
  const navigate = useNavigate();
  const mode = trpc.payments.mode.useQuery(undefined);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<TestCheckoutInput>({
    mode: 'controlled',
    initialValues: { email: prefilledEmail ?? '', cardNumber: '', expiry: '', cvc: '' },
    validate: schemaResolver(testCheckoutInputSchema, { sync: true }),
  });
  const pay = trpc.payments.payTestCheckout.useMutation({
    onSuccess: async ({ sessionId }, values) => {
      await navigate({ to: '/payment/$id', params: { id: sessionId }, search: { email: values.email.trim() } });
    },
    onError: (error) => {
      form.setErrors(fieldErrorsOf(error));
      setFailure(errorMessage(error, 'The payment could not be completed. Please try again.'));
    },
  });
  const price = formatMoney(club.membershipPrice);

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
          <Badge color="orange" variant="filled" size="lg">
            Test mode
          </Badge>
        </Group>
        <Text size="sm" c="dimmed" mb="md">
          Founding Member, yearly membership: <strong>{price}</strong>
        </Text>
        <Alert color="orange" variant="light" mb="lg" title="Test mode: no real card is charged">
          Pay with 4242 4242 4242 4242 (any future expiry, any CVC). The card 4000 0000 0000 0002 is always declined.
        </Alert>
        <form
          noValidate
          onSubmit={form.onSubmit((values) => {
            setFailure(null);
            pay.mutate(values);
          })}
        >
          <Stack gap="md">
            <TextInput label="Email" type="email" autoComplete="email" key={form.key('email')} {...form.getInputProps('email')} />
            <TextInput
              label="Card number"
              inputMode="numeric"
              autoComplete="cc-number"
              placeholder="1234 1234 1234 1234"
              key={form.key('cardNumber')}
              {...form.getInputProps('cardNumber')}
            />
            <Grid gap="md">
              <Grid.Col span={6}>
                <TextInput label="Expiry" placeholder="MM / YY" autoComplete="cc-exp" key={form.key('expiry')} {...form.getInputProps('expiry')} />
              </Grid.Col>
              <Grid.Col span={6}>
                <TextInput label="CVC" inputMode="numeric" autoComplete="cc-csc" placeholder="123" key={form.key('cvc')} {...form.getInputProps('cvc')} />
              </Grid.Col>
            </Grid>
            {failure && (
              <Alert color="red" role="alert">
                {failure}
              </Alert>
            )}
            <Button type="submit" size="md" fullWidth disabled={pay.isPending}>
              {pay.isPending ? 'Processing...' : `Pay ${price}`}
            </Button>
          </Stack>
        </form>
      </Card>
    </Container>
  );
}
