import { Alert, Center, Loader, Stack, Text } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useState } from 'react';
import { testSessionPaymentSchema, type TestSessionPaymentInput } from '../../../shared/payments/payment.schema';
import { errorMessage, fieldErrorsOf } from '../../lib/error-message';
import { formatMoney } from '../../lib/money';
import { trpc } from '../../lib/trpc';
import { TestCardFields, TestPayButton } from './test-card-fields';
import { TestCheckoutFrame } from './test-checkout-frame';

/** The test checkout for a payment the club opened for a member (a renewal, a balance): pay, then back to the club. */
export function TestSessionCheckoutPage({ sessionId }: { sessionId: string }) {
  const session = trpc.payments.testSession.useQuery({ sessionId });
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<TestSessionPaymentInput>({
    mode: 'controlled',
    initialValues: { sessionId, cardNumber: '', expiry: '', cvc: '' },
    validate: schemaResolver(testSessionPaymentSchema, { sync: true }),
  });
  const pay = trpc.payments.payTestSession.useMutation({
    onSuccess: ({ redirectTo }) => window.location.assign(redirectTo),
    onError: (error) => {
      form.setErrors(fieldErrorsOf(error));
      setFailure(errorMessage(error, 'The payment could not be completed. Please try again.'));
    },
  });

  if (session.isLoading) {
    return (
      <Center py={80}>
        <Loader size="sm" aria-label="Loading the payment" />
      </Center>
    );
  }
  if (!session.data) {
    return (
      <TestCheckoutFrame paying="Payment">
        <Alert color="red" role="alert">
          {errorMessage(session.error, 'This payment could not be found.')}
        </Alert>
      </TestCheckoutFrame>
    );
  }
  const price = formatMoney(session.data.amountCents / 100);
  return (
    <TestCheckoutFrame
      paying={
        <>
          {session.data.description}: <strong>{price}</strong>
        </>
      }
    >
      {session.data.paid ? (
        <Text>This payment is already made.</Text>
      ) : (
        <form
          noValidate
          onSubmit={form.onSubmit((values) => {
            setFailure(null);
            pay.mutate(values);
          })}
        >
          <Stack gap="md">
            <TestCardFields form={form} />
            <TestPayButton failure={failure} pending={pay.isPending} price={price} />
          </Stack>
        </form>
      )}
    </TestCheckoutFrame>
  );
}
