import { Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { type TestCheckoutInput, testCheckoutInputSchema } from '../../../shared/payments/payment.schema';
import { errorMessage, fieldErrorsOf } from '../../lib/error-message';
import { formatMoney } from '../../lib/money';
import { trpc } from '../../lib/trpc';
import { useClubSettings } from '../../lib/use-club-settings';
import { TestCardFields, TestPayButton } from './test-card-fields';
import { TestCheckoutFrame } from './test-checkout-frame';

/** The built-in checkout that plays the payment provider's part for an applicant's membership fee. */
export function TestCheckoutPage({ prefilledEmail }: { prefilledEmail: string | undefined }) {
  const club = useClubSettings();
  const offer = trpc.membership.offer.useQuery(undefined);
  const navigate = useNavigate();
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
  const founding = !offer.data || offer.data.foundingPlacesLeft > 0;
  const price = formatMoney(offer.data?.price ?? club.membershipPrice);

  return (
    <TestCheckoutFrame
      paying={
        <>
          {founding ? 'Founding Member' : 'Member'}, yearly membership: <strong>{price}</strong>
        </>
      }
    >
      <form
        noValidate
        onSubmit={form.onSubmit((values) => {
          setFailure(null);
          pay.mutate(values);
        })}
      >
        <Stack gap="md">
          <TextInput label="Email" type="email" autoComplete="email" key={form.key('email')} {...form.getInputProps('email')} />
          <TestCardFields form={form} />
          <TestPayButton failure={failure} pending={pay.isPending} price={price} />
        </Stack>
      </form>
    </TestCheckoutFrame>
  );
}
