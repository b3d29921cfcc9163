import { Alert, Loader } from '@mantine/core';
import { useEffect, useRef } from 'react';
import type { CheckoutOutcome } from '../../../shared/membership/membership.schema';
import { errorMessage } from '../../lib/error-message';
import { useInvalidate } from '../../lib/invalidation-map';
import { trpc } from '../../lib/trpc';

const thanks: Record<'renewal' | 'balance', string> = {
  renewal: 'Thank you: your membership is renewed. A receipt is on its way by e-mail.',
  balance: 'Thank you: your payment is recorded. A receipt is on its way by e-mail.',
};

function message(outcome: CheckoutOutcome): string {
  return outcome.status === 'paid' ? thanks[outcome.purpose] : 'Your payment is being confirmed by the payment provider. This page updates once it arrives.';
}

/** Back from the payment page (?checkout=<id>): the server asks the provider and records the payment once. */
export function CheckoutReturn({ sessionId }: { sessionId: string }) {
  const refresh = useInvalidate();
  const confirm = trpc.membership.confirmCheckout.useMutation({ onSuccess: () => refresh('accounts') });
  const asked = useRef<string | null>(null);
  useEffect(() => {
    if (asked.current === sessionId) return;
    asked.current = sessionId;
    confirm.mutate({ sessionId });
  }, [sessionId, confirm]);

  if (confirm.data) {
    return (
      <Alert color={confirm.data.status === 'paid' ? 'green' : 'blue'} title={confirm.data.status === 'paid' ? 'Payment received' : 'Payment pending'} role="status">
        {message(confirm.data)}
      </Alert>
    );
  }
  if (confirm.error) {
    return (
      <Alert color="red" title="Payment not confirmed" role="alert">
        {errorMessage(confirm.error, 'We could not confirm this payment. Please try again later.')}
      </Alert>
    );
  }
  return (
    <Alert color="blue" icon={<Loader size="xs" />} role="status">
      Confirming your payment...
    </Alert>
  );
}
